import { hashPassword } from '../../lib/password-hash.js';
import { pagesOf, showPage } from './pages.js';
import { announce, auditPage, type StatusPageDeps } from './service.js';

/**
 * Sets the password visitors must give, hashed as account passwords are, or removes it (null):
 * the page is public again.
 */
export async function setPagePassword(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  password: string | null,
) {
  await pagesOf(deps.db, workspaceId).get(pageId);
  const passwordHash = password === null ? null : await hashPassword(password);
  const row = await deps.db.transaction(async (tx) => {
    const was = await pagesOf(tx, workspaceId).get(pageId);
    const saved = await pagesOf(tx, workspaceId).update(pageId, { passwordHash });
    const action = password === null ? 'password-removed' : 'password-set';
    await auditPage(tx, workspaceId, action, was, saved);
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}
