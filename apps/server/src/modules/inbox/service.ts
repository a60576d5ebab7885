import { eq } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { notifications, workspaceMembers, type InboxEvent } from '../../db/schema.js';

/** Puts an entry in the inbox of every member of the workspace, inside the caller's transaction. */
export async function notifyInbox(
  tx: Exec,
  workspaceId: string,
  entry: {
    event: InboxEvent;
    title: string;
    body: string;
    incidentId?: string | null;
    monitorId?: string | null;
    at: Date;
  },
) {
  const list = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  if (list.length === 0) return;
  await tx.insert(notifications).values(
    list.map((m) => ({
      id: crypto.randomUUID(),
      userId: m.userId,
      workspaceId,
      event: entry.event,
      title: entry.title,
      body: entry.body,
      incidentId: entry.incidentId ?? null,
      monitorId: entry.monitorId ?? null,
      createdAt: entry.at,
    })),
  );
}
