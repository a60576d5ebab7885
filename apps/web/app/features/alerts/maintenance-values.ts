import {
  maintenanceWindowInput,
  type MaintenanceWindow,
  type MaintenanceWindowInput,
  formatDuration,
} from '@tocsin/contract';
import { displayTimeZone } from '@/lib/date-format';
import { toIsoWithOffset, toLocalInput } from '@/lib/local-datetime';
import { checkWith, type Checked, type FieldErrors, type FormIssue } from '@/lib/form';

/** A maintenance window as the dialog edits it: dates as `datetime-local` text, numbers as typed. */
export interface WindowValues {
  name: string;
  kind: 'once' | 'weekly';
  /** `2026-03-01T02:00`, in the browser's time zone. */
  startsAt: string;
  endsAt: string;
  /** 0 Sunday ... 6 Saturday. */
  days: number[];
  startTime: string;
  durationMinutes: string;
  timeZone: string;
  allMonitors: boolean;
  monitorIds: string[];
}

export const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Monday first, as most calendars outside North America show the week. */
export const weekOrder: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

export function newWindowValues(now = new Date()): WindowValues {
  const start = new Date(now);
  start.setHours(start.getHours() + 1, 0, 0, 0);
  const end = new Date(start);
  end.setHours(end.getHours() + 1);
  return {
    name: '',
    kind: 'once',
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(end),
    days: [],
    startTime: '02:00',
    durationMinutes: '60',
    // A weekly window starts in the zone the person reads times in.
    timeZone: displayTimeZone(),
    allMonitors: true,
    monitorIds: [],
  };
}

export function valuesFromWindow(window: MaintenanceWindow): WindowValues {
  const blank = newWindowValues();
  return {
    name: window.name,
    kind: window.kind,
    startsAt: window.startsAt ? toLocalInput(new Date(window.startsAt)) : blank.startsAt,
    endsAt: window.endsAt ? toLocalInput(new Date(window.endsAt)) : blank.endsAt,
    days: window.days ?? [],
    startTime: window.startTime ?? blank.startTime,
    durationMinutes: String(window.durationMinutes ?? blank.durationMinutes),
    timeZone: window.timeZone ?? blank.timeZone,
    allMonitors: window.monitorIds.length === 0,
    monitorIds: window.monitorIds,
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function inputFromValues(values: WindowValues) {
  const base = {
    name: values.name,
    monitorIds: values.allMonitors ? [] : values.monitorIds,
  };
  return values.kind === 'once'
    ? {
        kind: 'once' as const,
        ...base,
        startsAt: toIsoWithOffset(values.startsAt),
        endsAt: toIsoWithOffset(values.endsAt),
      }
    : {
        kind: 'weekly' as const,
        ...base,
        days: [...values.days].sort((a, b) => a - b),
        startTime: values.startTime,
        durationMinutes: toNumber(values.durationMinutes),
        timeZone: values.timeZone,
      };
}

/** Plain words for a format the schema reports in its own terms. */
const formatMessages: Record<string, string> = {
  startsAt: 'Enter the date and time the window starts',
  endsAt: 'Enter the date and time the window ends',
  durationMinutes: 'Enter a whole number of minutes from 1 to 1440',
};

export function toWindowErrors(issues: FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message, custom } of issues) {
    const field = path.replace(/^(days|monitorIds)\.\d+$/, '$1');
    errors[field] ??= custom ? message : (formatMessages[field] ?? message);
  }
  return errors;
}

export function validateWindow(values: WindowValues): Checked<MaintenanceWindowInput> {
  const checked = checkWith(maintenanceWindowInput, inputFromValues(values), toWindowErrors);
  // The contract reads no monitors as all of them; here that needs the other choice.
  if (values.allMonitors || values.monitorIds.length > 0) return checked;
  const errors = checked.ok ? {} : checked.errors;
  errors['monitorIds'] ??= 'Choose at least one monitor, or cover all monitors';
  return { ok: false, errors };
}

/** "Every Monday and Wednesday at 02:00 for 1 h 30 min (Europe/Paris)", or the one-off range. */
export function describeSchedule(
  window: MaintenanceWindow,
  formatDateTime: (value: string) => string,
): string {
  if (window.kind === 'once') {
    if (!window.startsAt || !window.endsAt) return 'One-off';
    return `${formatDateTime(window.startsAt)} to ${formatDateTime(window.endsAt)}`;
  }
  const days = [...(window.days ?? [])].sort((a, b) => weekOrder.indexOf(a) - weekOrder.indexOf(b));
  const when =
    days.length === 7
      ? 'Every day'
      : `Every ${new Intl.ListFormat('en', { type: 'conjunction' }).format(
          days.map((d) => dayNames[d] ?? `day ${d}`),
        )}`;
  const length =
    window.durationMinutes === null ? '' : ` for ${formatDuration(window.durationMinutes * 60)}`;
  const zone = window.timeZone ? ` (${window.timeZone})` : '';
  return `${when} at ${window.startTime ?? '—'}${length}${zone}`;
}
