import type { Db, Exec, Tx } from '../../db/client.js';
import { maintenanceWindows } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';

export type WindowRow = typeof maintenanceWindows.$inferSelect;

/** A workspace's maintenance windows: one of another workspace is "not found". */
export const windowsOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, maintenanceWindows, workspaceId, 'Maintenance window');

/** Every maintenance window of the instance, for what judges them all at once (the metrics). */
export const everyWindow = (db: Db) => db.select().from(maintenanceWindows);

const WEEK_MINUTES = 7 * 24 * 60;
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since Sunday 00:00 of the local week in `timeZone`. */
function minuteOfWeek(at: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return WEEKDAYS[parts.weekday!]! * 1440 + Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * Whether a window holds alerts at `at`. Weekly windows are read in their own time zone, so
 * "Sundays 02:00 for 2 h, Europe/Paris" stays 02:00 in Paris across daylight saving changes; a
 * window may run past midnight (Saturday 23:00 for 3 h covers Sunday 01:30).
 */
export function windowActive(window: WindowRow, at: Date): boolean {
  if (window.kind === 'once') {
    return window.startsAt !== null && window.endsAt !== null
      ? at >= window.startsAt && at < window.endsAt
      : false;
  }
  if (!window.days?.length || !window.startTime || !window.durationMinutes || !window.timeZone)
    return false;
  const [h, m] = window.startTime.split(':').map(Number);
  const now = minuteOfWeek(at, window.timeZone);
  return window.days.some((day) => {
    const start = day * 1440 + h! * 60 + m!;
    const since = (((now - start) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    return since < window.durationMinutes!;
  });
}

/** The windows that cover `monitorId` (an empty list of monitors covers them all). */
export function coversMonitor(window: WindowRow, monitorId: string) {
  return window.monitorIds.length === 0 || window.monitorIds.includes(monitorId);
}

/** The first window holding alerts for this monitor now, if any. */
export function activeWindowFor(windows: WindowRow[], monitorId: string, at: Date) {
  return windows.find((w) => coversMonitor(w, monitorId) && windowActive(w, at)) ?? null;
}

/**
 * Which of a workspace's monitors are in maintenance at `at`: all of them, or those listed.
 */
export async function monitorsInMaintenance(exec: Exec, workspaceId: string, at: Date) {
  const active = (await windowsOf(exec, workspaceId).list()).filter((w) => windowActive(w, at));
  return {
    all: active.some((w) => w.monitorIds.length === 0),
    ids: new Set(active.flatMap((w) => w.monitorIds)),
  };
}
export type InMaintenance = Awaited<ReturnType<typeof monitorsInMaintenance>>;

/** The maintenance window holding this monitor's alerts at `at`, read from the database. */
export async function activeMaintenance(
  tx: Db | Tx,
  workspaceId: string,
  monitorId: string,
  at: Date,
) {
  const windows = await windowsOf(tx, workspaceId).list();
  return activeWindowFor(windows, monitorId, at);
}
