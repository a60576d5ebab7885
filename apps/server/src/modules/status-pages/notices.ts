import type { Exec } from '../../db/client.js';
import { statusNotices } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';

export interface SubscriberNotice {
  pageId: string;
  postId: string;
  /** The update subscribers hear of: a post's first update announces the post itself. */
  updateId: string;
}

/**
 * Records, in the transaction that publishes a post or an update, that the page's subscribers
 * are to hear of it. The fan-out gives each subscriber a delivery later, in batches; a notice
 * written here is never lost with a crash between the commit and the sending.
 */
export async function queueSubscriberNotice(
  tx: Exec,
  workspaceId: string,
  notice: SubscriberNotice,
): Promise<void> {
  await workspaceRows(tx, statusNotices, workspaceId, 'Notice').insert({
    id: crypto.randomUUID(),
    ...notice,
  });
}
