import type { Db } from '../../db/client.js';
import { deliveries } from '../../db/schema.js';
import { channelLabel } from '../channels/registry.js';
import { loadChannel, type ChannelDeps } from '../channels/service.js';
import type { AckTokens } from './ack-token.js';
import { toDelivery } from './delivery-log.js';
import { testMessage } from './message.js';

export interface TestAlertDeps extends ChannelDeps {
  db: Db;
  publicUrl: string;
  ack: AckTokens;
  /** Wakes the dispatcher so the test goes at once. */
  wake: () => void;
}

/** Queues a test alert through a channel (even a turned-off one) and wakes the dispatcher. */
export async function sendTest(deps: TestAlertDeps, workspaceId: string, channelId: string) {
  const channel = await loadChannel(deps, workspaceId, channelId);
  const now = new Date();
  const id = crypto.randomUUID();
  const dedupKey = `test.${id}`;
  const [row] = await deps.db
    .insert(deliveries)
    .values({
      id,
      workspaceId,
      channelId,
      kind: channel.kind,
      target: channelLabel(channel),
      event: 'test',
      dedupKey,
      message: testMessage(
        { publicUrl: deps.publicUrl, ack: deps.ack },
        { channelName: channel.name, deliveryKey: dedupKey, now },
      ),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  deps.wake();
  return toDelivery(row!, []);
}
