import type { Db } from '../../db/client.js';
import { deliveries } from '../../db/schema.js';
import { channelLabel, loadChannel, type ChannelDeps } from '../channels/index.js';
import type { AckTokens } from './ack-token.js';
import { toDelivery } from './delivery-log.js';
import { testMessage } from './message.js';
import type { Target } from './targets.js';

export interface TestAlertDeps extends ChannelDeps {
  db: Db;
  publicUrl: string;
  ack: AckTokens;
  /** Wakes the dispatcher so the test goes at once. */
  wake: () => void;
}

/**
 * Writes a test alert to the outbox, where the dispatcher sends it as it sends real alerts.
 * `message` says who it is for (see testMessage). The caller wakes the dispatcher.
 */
export async function queueTest(
  deps: TestAlertDeps,
  workspaceId: string,
  target: Omit<Target, 'key'>,
  message: { for: string; about: string; viewPath: string },
) {
  const now = new Date();
  const id = crypto.randomUUID();
  const dedupKey = `test.${id}`;
  const [row] = await deps.db
    .insert(deliveries)
    .values({
      id,
      workspaceId,
      channelId: target.channelId ?? null,
      userId: target.userId ?? null,
      kind: target.kind,
      recipient: target.recipient ?? null,
      target: target.label,
      event: 'test',
      dedupKey,
      message: testMessage(
        { publicUrl: deps.publicUrl, ack: deps.ack },
        { ...message, deliveryKey: dedupKey, now },
      ),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  return toDelivery(row!, []);
}

/** Queues a test alert through a channel (even a turned-off one) and wakes the dispatcher. */
export async function sendTest(deps: TestAlertDeps, workspaceId: string, channelId: string) {
  const channel = await loadChannel(deps, workspaceId, channelId);
  const delivery = await queueTest(
    deps,
    workspaceId,
    { kind: channel.kind, channelId, label: channelLabel(channel) },
    {
      for: channel.name,
      about: `the channel "${channel.name}"`,
      viewPath: '/dashboard/notifications',
    },
  );
  deps.wake();
  return delivery;
}
