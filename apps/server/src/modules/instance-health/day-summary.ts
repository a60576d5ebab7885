import type { StatusDay, StatusResponse } from '@tocsin/contract';
import { MINUTE_MS } from '../results/index.js';
import { DAY_MINUTES, HISTORY_DAYS, type DayRow } from './days.js';
import { dayStatus } from './thresholds.js';

const bitSet = (bits: Uint8Array | undefined, i: number) =>
  !!bits && ((bits[i >> 3]! >> (i & 7)) & 1) === 1;

function countBits(bits: Uint8Array | undefined, from: number, to: number) {
  let n = 0;
  for (let i = from; i < to; i += 1) if (bitSet(bits, i)) n += 1;
  return n;
}

function firstBit(bits: Uint8Array) {
  for (let i = 0; i < DAY_MINUTES; i += 1) if (bitSet(bits, i)) return i;
  return DAY_MINUTES;
}

/** Floored, so a day with one minute down never reads 100 %. */
const percent = (part: number, whole: number) => Math.floor((part / whole) * 10_000) / 100;

/**
 * The last 90 UTC days from the stored rows (oldest first). A day counts the minutes from the
 * instance's first marked minute on; a minute nobody marked is down; the minute just ended counts
 * once it is marked (the recorder marks it a few seconds late).
 */
export function summariseDays(rows: DayRow[], nowMs: number): StatusResponse['history'] {
  const currentMinute = Math.floor(nowMs / MINUTE_MS);
  const today = Math.floor(currentMinute / DAY_MINUTES);
  const firstDay = today - HISTORY_DAYS + 1;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const isUp = (minute: number) => {
    const day = Math.floor(minute / DAY_MINUTES);
    return bitSet(byDay.get(day)?.up, minute - day * DAY_MINUTES);
  };
  const end = currentMinute - 1 + (isUp(currentMinute - 1) ? 1 : 0);
  const earliest = rows[0];
  const born = !earliest
    ? Infinity
    : earliest.day < firstDay
      ? firstDay * DAY_MINUTES
      : earliest.day * DAY_MINUTES + firstBit(earliest.up);

  const days: StatusDay[] = [];
  let up = 0;
  let expected = 0;
  for (let day = firstDay; day <= today; day += 1) {
    const dayStart = day * DAY_MINUTES;
    const from = Math.max(dayStart, born);
    const to = Math.min(dayStart + DAY_MINUTES, end);
    const date = new Date(dayStart * MINUTE_MS).toISOString().slice(0, 10);
    const row = byDay.get(day);
    if (to <= from) {
      days.push({ ...emptyDay, date });
      continue;
    }
    const dayUp = countBits(row?.up, from - dayStart, to - dayStart);
    const lagging = countBits(row?.lagging, from - dayStart, to - dayStart);
    const down = to - from - dayUp;
    days.push({
      date,
      status: dayStatus(down, lagging),
      uptimePercent: percent(dayUp, to - from),
      downMinutes: down,
      laggingMinutes: lagging,
      checks: row?.checks ?? 0,
      alertsDelivered: row?.alertsDelivered ?? 0,
    });
    up += dayUp;
    expected += to - from;
  }
  return { days, uptimePercent: expected === 0 ? null : percent(up, expected) };
}

const emptyDay: Omit<StatusDay, 'date'> = {
  status: 'no-data',
  uptimePercent: null,
  downMinutes: 0,
  laggingMinutes: 0,
  checks: 0,
  alertsDelivered: 0,
};
