/**
 * Date formats in the reader's locale and time zone. Each Intl formatter is made once: building
 * one costs far more than using it, and `toLocaleString` with options builds a new one per call
 * (a list of 25 monitors with 24 hourly titles each made 1,200 of them on every render).
 */
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

type DateInput = string | number | Date;

/** "23/11/2026, 14:05:09" or "11/23/2026, 2:05:09 PM", as the reader's locale writes it. */
export const formatDateTime = (value: DateInput) => dateTime.format(new Date(value));

/** "14:05" or "02:05 PM". */
export const formatClock = (value: DateInput) => clock.format(new Date(value));

/** "23 November 2026" or "November 23, 2026": a day, with the month in words. */
export const formatDate = (value: DateInput) => day.format(new Date(value));
