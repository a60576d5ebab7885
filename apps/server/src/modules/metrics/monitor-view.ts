import type { MonitorType, PhaseTimings } from '@tocsin/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { maintenanceWindows, monitors, type MonitorStatus } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { coversMonitor, windowActive, windowsOf } from '../maintenance/maintenance.js';

/** Whose monitors a scrape reads: the whole instance's, or one workspace's. */
export type MetricsScope = { instance: true } | { instance: false; workspaceId: string };

/** What a scrape says of one monitor. */
export interface MonitorView {
  id: string;
  seq: number;
  name: string;
  workspaceId: string;
  type: MonitorType;
  paused: boolean;
  status: MonitorStatus;
  /** Epoch ms of the latest check stored; null before any. */
  lastCheckedAt: number | null;
  timings: PhaseTimings | null;
  /** Epoch ms when the certificate seen last expires; null when none was seen. */
  certificateExpiresAt: number | null;
  maintenance: boolean;
}

/** id, seq, name, workspace id, type, paused, status, last checked (ms), timings, cert expiry */
type Raw = [
  string,
  number,
  string,
  string,
  MonitorType,
  boolean,
  MonitorStatus,
  number | null,
  PhaseTimings | null,
  string | null,
];

const scopeWhere = (db: Db, scope: MetricsScope): SQL =>
  scope.instance ? sql`true` : workspaceRows(db, monitors, scope.workspaceId, 'Monitor').where();

/**
 * The monitors of a scope with their state and latest result, in one statement whatever their
 * number (one JSON document: the embedded database's client decodes row by row far slower), and
 * whether a maintenance window holds each one's alerts now.
 */
export async function readMonitorViews(
  db: Db,
  scope: MetricsScope,
  now: Date,
): Promise<MonitorView[]> {
  const [result, windows] = await Promise.all([
    db.execute(sql`
      select coalesce(json_agg(json_build_array(monitors.id, monitors.seq, monitors.name,
        monitors.workspace_id, monitors.type, monitors.paused, s.status,
        (extract(epoch from s.last_checked_at) * 1000)::float8, s.last_result -> 'timings',
        s.last_result -> 'certificate' ->> 'validTo')), '[]') as rows
      from monitors join monitor_state s on s.monitor_id = monitors.id
      where ${scopeWhere(db, scope)}`) as Promise<unknown>,
    scope.instance ? db.select().from(maintenanceWindows) : windowsOf(db, scope.workspaceId).list(),
  ]);
  const active = windows.filter((w) => windowActive(w, now));
  const json = (result as { rows: { rows: Raw[] | string }[] }).rows[0]!.rows;
  const raw = typeof json === 'string' ? (JSON.parse(json) as Raw[]) : json;
  return raw.map(([id, seq, name, workspaceId, type, paused, status, at, timings, validTo]) => ({
    id,
    seq,
    name,
    workspaceId,
    type,
    paused,
    status,
    lastCheckedAt: at,
    timings,
    certificateExpiresAt: validTo ? Date.parse(validTo) : null,
    maintenance: active.some((w) => w.workspaceId === workspaceId && coversMonitor(w, id)),
  }));
}
