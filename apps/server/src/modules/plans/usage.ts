import { and, count, eq, gte } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { deliveries } from '../../db/schema.js';

/** How many SMS or calls the workspace has had planned since `since` (what its credits count). */
export async function planned(tx: Exec, workspaceId: string, kind: 'sms' | 'voice', since: Date) {
  const [used] = await tx
    .select({ n: count() })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.workspaceId, workspaceId),
        eq(deliveries.kind, kind),
        gte(deliveries.createdAt, since),
      ),
    );
  return used?.n ?? 0;
}
