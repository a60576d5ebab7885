import type { MonitorType, PhaseTimings } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { maintenanceWindows, type MonitorStatus } from '../../db/schema.js';

/** Whose monitors a scrape reads: the whole instance's, or one workspace's. */
export type MetricsScope = { instance: true } | { instance: false; workspaceId: string };

/** What the database says of one monitor: its settings, state and latest stored result. */
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

/**
 * Up to `limit` monitors of the instance after `afterSeq`, in seq order, with their state and
 * latest stored result, in one statement (one JSON document: the embedded database's client
 * decodes row by row far slower). Read page by page, so no one answer is long to decode.
 */
export async function readMonitorPage(
  db: Db,
  afterSeq: number,
  limit: number,
): Promise<MonitorView[]> {
  const result: unknown = await db.execute(sql`
    select coalesce(json_agg(json_build_array(id, seq, name, workspace_id, type, paused, status,
      at, timings, valid_to) order by seq), '[]') as rows
    from (
      select monitors.id, monitors.seq, monitors.name, monitors.workspace_id, monitors.type,
        monitors.paused, s.status, (extract(epoch from l.checked_at) * 1000)::float8 as at,
        l.result -> 'timings' as timings,
        l.result -> 'certificate' ->> 'validTo' as valid_to
      from monitors join monitor_state s on s.monitor_id = monitors.id
        left join monitor_last_checks l on l.monitor_id = monitors.id
      where monitors.seq > ${afterSeq}::int
      order by monitors.seq
      limit ${limit}::int
    ) as page`);
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
  }));
}

/** Every maintenance window of the instance: which hold alerts is decided at each scrape. */
export const readMaintenanceWindows = (db: Db) => db.select().from(maintenanceWindows);
export type MaintenanceWindow = Awaited<ReturnType<typeof readMaintenanceWindows>>[number];
