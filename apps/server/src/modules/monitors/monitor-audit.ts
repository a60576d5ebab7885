import type { Exec } from '../../db/client.js';
import type { monitors } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';

type Row = typeof monitors.$inferSelect;

/**
 * A monitor as the audit log shows it: its settings field by field, so an edit lists only what
 * changed. Header values and the request body can carry credentials: the log says they changed.
 */
export function monitorFields(row: Row): Record<string, unknown> {
  const {
    type: _type,
    name: _name,
    groupId: _group,
    ...config
  } = row.config as Record<string, unknown>;
  const headers = (config.headers as { name: string; value: string }[] | undefined) ?? undefined;
  delete config.headers;
  return {
    name: row.name,
    type: row.type,
    groupId: row.groupId,
    paused: row.paused,
    ...config,
    ...(headers?.length && {
      headers: headers.map((h) => h.name),
      headerValues: headers.map((h) => h.value),
    }),
  };
}

export type MonitorAction = 'created' | 'updated' | 'deleted' | 'paused' | 'resumed' | 'moved';

/** One audit row about one monitor, in the transaction of the change. */
export function auditMonitor(
  tx: Exec,
  workspaceId: string,
  action: MonitorAction,
  monitor: Pick<Row, 'id' | 'name'>,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } = {},
) {
  return recordAudit(tx, workspaceId, {
    action: `monitor.${action}`,
    targetType: 'monitor',
    targetId: monitor.id,
    targetName: monitor.name,
    ...change,
  });
}
