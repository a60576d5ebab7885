import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monitorState, monitors } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';

/**
 * Records that the job behind a heartbeat monitor's push token ran, and tells the workspace.
 * The token is the credential, so the monitor is found by it alone, in whichever workspace.
 */
export async function recordPing(deps: { db: Db; bus: EventBus }, token: string) {
  const receivedAt = new Date();
  const [found] = await deps.db
    .update(monitorState)
    .set({ lastPingAt: receivedAt })
    .where(
      eq(
        monitorState.monitorId,
        sql`(select ${monitors.id} from ${monitors} where ${monitors.pushToken} = ${token} and ${monitors.type} = 'heartbeat')`,
      ),
    )
    .returning({ id: monitorState.monitorId });
  if (!found) throw new NotFoundError('No heartbeat monitor has this push URL');
  const [owner] = await deps.db
    .select({ workspaceId: monitors.workspaceId })
    .from(monitors)
    .where(eq(monitors.id, found.id));
  deps.bus.publish('heartbeat.received', { monitorId: found.id, workspaceId: owner!.workspaceId });
  return { ok: true as const, receivedAt: receivedAt.toISOString() };
}
