import type { Db } from '../db/client.js';
import { incidents } from '../db/schema.js';

/** What a check that got no answer within 30 s records, as an incident's cause. */
export function timeoutCause(checkedAt: Date, remoteAddress: string | null) {
  return {
    status: 'down' as const,
    errorKind: 'timeout' as const,
    message: 'No answer within 30 s',
    statusCode: null,
    timings: { total: 30_000 },
    bytesRead: 0,
    remoteAddress,
    checkedAt: checkedAt.toISOString(),
    certificate: null,
    details: null,
  };
}

/**
 * An open incident of a monitor, opened by a timed-out check `startedAgoMs` ago and confirmed
 * half a minute later: for tests of what is done with an incident, not of how one opens.
 */
export async function insertOpenIncident(
  db: Db,
  {
    workspaceId,
    monitorId,
    startedAgoMs = 120_000,
  }: {
    workspaceId: string;
    monitorId: string;
    startedAgoMs?: number;
  },
) {
  const id = crypto.randomUUID();
  const startedAt = new Date(Date.now() - startedAgoMs);
  await db.insert(incidents).values({
    id,
    workspaceId,
    monitorId,
    status: 'open',
    startedAt,
    confirmedAt: new Date(startedAt.getTime() + 30_000),
    causeKind: 'timeout',
    cause: timeoutCause(startedAt, '93.184.215.14'),
  });
  return id;
}
