import { and, eq, inArray } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { workspaceMembers } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';

/**
 * Refuses people named in alert rules who are not members of the workspace, naming each one's
 * place in the list (`memberIds.2`): another workspace's user is refused the same way.
 */
export async function assertMembers(
  exec: Exec,
  workspaceId: string,
  userIds: readonly string[],
  path = 'memberIds',
) {
  if (userIds.length === 0) return;
  const found = await exec
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.userId, [...new Set(userIds)]),
      ),
    );
  const known = new Set(found.map((m) => m.userId));
  const issues = userIds.flatMap((id, i) =>
    known.has(id) ? [] : [{ path: `${path}.${i}`, message: 'is not a member of this workspace' }],
  );
  if (issues.length)
    throw new ValidationError(
      issues.length === 1
        ? 'A chosen person is not a member of this workspace (they may have left it)'
        : 'Some chosen people are not members of this workspace (they may have left it)',
      issues,
    );
}
