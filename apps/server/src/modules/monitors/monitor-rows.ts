import { sql } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { monitorState, monitors } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import type { InMaintenance } from '../maintenance/index.js';

/** The workspace's monitors: every read and change of one goes through here. */
export const ownMonitors = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, monitors, workspaceId, 'Monitor');

/**
 * What the list and the monitor page show, in SQL for filtering, counting and sorting: paused,
 * in maintenance, or what the checks say.
 */
export function statusSql(maintenance: InMaintenance) {
  const inMaintenance = maintenance.all
    ? sql`true`
    : sql`${monitors.id} = any(${sql.param([...maintenance.ids])}::text[])`;
  return sql<string>`case when ${monitors.paused} then 'paused' when ${inMaintenance}
    then 'maintenance' else coalesce(${monitorState.status}, 'pending') end`;
}
