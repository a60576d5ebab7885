import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workspaces } from '../../db/schema.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { SessionUser, WorkspaceMembership } from '../../plugins/session.js';
import { recordAudit } from '../audit/index.js';
import { twoFactorNoticeEmail, type TwoFactorChange } from './two-factor-emails.js';

/**
 * Turns the workspace's rule "every member uses two-factor authentication" on or off. Only an
 * owner who uses it themselves may turn it on, so the rule never locks its owner out.
 */
export async function setWorkspaceTwoFactor(
  db: Db,
  workspace: WorkspaceMembership,
  owner: Pick<SessionUser, 'twoFactorEnabled'>,
  required: boolean,
) {
  if (required && !owner.twoFactorEnabled) {
    throw new ForbiddenError(
      'Turn on two-factor authentication for your own account first (Settings, under Two-factor authentication), then require it for every member.',
    );
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: workspaces.name, requireTwoFactor: workspaces.requireTwoFactor })
      .from(workspaces)
      .where(eq(workspaces.id, workspace.id));
    if (!before) throw new NotFoundError('Workspace not found');
    if (before.requireTwoFactor === required) return;
    await tx
      .update(workspaces)
      .set({ requireTwoFactor: required })
      .where(eq(workspaces.id, workspace.id));
    await recordAudit(tx, workspace.id, {
      action: 'workspace.updated',
      targetType: 'workspace',
      targetId: workspace.id,
      targetName: before.name,
      before: { requireTwoFactor: before.requireTwoFactor },
      after: { requireTwoFactor: required },
    });
  });
  return { requireTwoFactor: required };
}

/** Mails the account's owner that its second factor changed; a failed send is only logged. */
export function sendTwoFactorNotice(
  deps: { mailer: Mailer; publicUrl: string; log: { error(obj: object, msg: string): void } },
  to: string,
  change: TwoFactorChange,
  from?: { device?: string | null; ip?: string | null },
) {
  const message = twoFactorNoticeEmail(to, change, `${deps.publicUrl}/dashboard/settings`, from);
  deps.mailer.send(message).catch((err: unknown) => deps.log.error({ err, to }, 'mail failed'));
}
