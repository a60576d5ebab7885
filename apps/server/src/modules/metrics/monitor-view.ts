import type { MonitorType, PhaseTimings } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import type { MonitorStatus } from '../../db/schema.js';
import type { CheckSample } from './packed.js';

/** Whose monitors a scrape reads: the whole instance's, or one workspace's. */
export type MetricsScope = { instance: true } | { instance: false; workspaceId: string };

/** A monitor's settings, as the metrics label it. */
export interface MonitorSettings {
  id: string;
  seq: number;
  name: string;
  workspaceId: string;
  type: MonitorType;
  paused: boolean;
}

/** A monitor's stored state and latest stored result. */
export interface StoredCheck extends CheckSample {
  status: MonitorStatus;
}

/** id, seq, name, workspace id, type, paused */
type SettingsRow = [string, number, string, string, MonitorType, boolean];
/** id, status, last checked (ms), timings, certificate expiry */
type CheckRow = [string, MonitorStatus, number | null, PhaseTimings | null, string | null];

/**
 * Up to `limit` monitors of the instance after `afterSeq`, in seq order, in one statement (one
 * JSON document, see jsonRows): read page by page, so no one answer is long to decode. Their
 * settings only: joining their state and latest result too was several times the work
 * (bench/RESULTS.md), and `readStoredChecks` reads those for the monitors that need them.
 */
export async function readMonitorPage(
  db: Db,
  afterSeq: number,
  limit: number,
): Promise<MonitorSettings[]> {
  const result: unknown = await db.execute(sql`
    select coalesce(json_agg(json_build_array(id, seq, name, workspace_id, type, paused)
      order by seq), '[]') as rows
    from (
      select id, seq, name, workspace_id, type, paused from monitors
      where seq > ${afterSeq}::int
      order by seq
      limit ${limit}::int
    ) as page`);
  return jsonRows<SettingsRow>(result).map(([id, seq, name, workspaceId, type, paused]) => ({
    id,
    seq,
    name,
    workspaceId,
    type,
    paused,
  }));
}

/** The stored state and latest stored result of the monitors `ids`, by id. */
export async function readStoredChecks(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, StoredCheck>> {
  const checks = new Map<string, StoredCheck>();
  if (ids.length === 0) return checks;
  const result: unknown = await db.execute(sql`
    select coalesce(json_agg(json_build_array(s.monitor_id, s.status,
      (extract(epoch from l.checked_at) * 1000)::float8, l.result -> 'timings',
      l.result -> 'certificate' ->> 'validTo')), '[]') as rows
    from monitor_state s left join monitor_last_checks l on l.monitor_id = s.monitor_id
    where s.monitor_id = any(${sql.param([...ids])}::text[])`);
  for (const [id, status, at, timings, validTo] of jsonRows<CheckRow>(result)) {
    checks.set(id, {
      status,
      lastCheckedAt: at,
      timings,
      certificateExpiresAt: validTo ? Date.parse(validTo) : null,
    });
  }
  return checks;
}
