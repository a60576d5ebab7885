import { createHash } from 'node:crypto';
import { STATUS_LOGO_BOX, STATUS_LOGO_WRONG_TYPE } from '@tocsin/contract';
import { and, eq } from 'drizzle-orm';
import { statusPageLogos } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/uploaded-image.js';
import { pagesOf, showPage } from './pages.js';
import { announce, auditPage, type StatusPageDeps } from './service.js';

/**
 * Stores the page's logo, fitted into STATUS_LOGO_BOX with its proportions kept, never enlarged,
 * re-encoded without metadata; it replaces any earlier logo and gets an address of its own.
 */
export async function saveLogo(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  input: Buffer,
  contentType: string,
) {
  await pagesOf(deps.db, workspaceId).get(pageId);
  const { data, contentType: storedType } = await reencodeImage(input, contentType, {
    resize: { ...STATUS_LOGO_BOX, fit: 'inside', withoutEnlargement: true },
    wrongType: STATUS_LOGO_WRONG_TYPE,
    noun: 'logo',
  });
  const hash = createHash('sha256').update(data).digest('hex');
  const row = await deps.db.transaction(async (tx) => {
    const was = await pagesOf(tx, workspaceId).get(pageId);
    await tx
      .insert(statusPageLogos)
      .values({ pageId, workspaceId, hash, contentType: storedType, data })
      .onConflictDoUpdate({
        target: statusPageLogos.pageId,
        set: { hash, contentType: storedType, data, createdAt: new Date() },
      });
    const saved = await pagesOf(tx, workspaceId).update(pageId, { logoHash: hash });
    await auditPage(tx, workspaceId, 'logo-changed', was, saved);
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}

/** Removes the logo: the page shows its name alone. */
export async function removeLogo(deps: StatusPageDeps, workspaceId: string, pageId: string) {
  const row = await deps.db.transaction(async (tx) => {
    const was = await pagesOf(tx, workspaceId).get(pageId);
    await tx.delete(statusPageLogos).where(eq(statusPageLogos.pageId, pageId));
    const saved = await pagesOf(tx, workspaceId).update(pageId, { logoHash: null });
    if (was.logoHash) await auditPage(tx, workspaceId, 'logo-removed', was, saved);
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}

/** The stored logo at this address; an old or made-up hash finds nothing. */
export async function findLogo(deps: Pick<StatusPageDeps, 'db'>, pageId: string, hash: string) {
  const [found] = await deps.db
    .select({ data: statusPageLogos.data, contentType: statusPageLogos.contentType })
    .from(statusPageLogos)
    .where(and(eq(statusPageLogos.pageId, pageId), eq(statusPageLogos.hash, hash)));
  if (!found)
    throw new NotFoundError('There is no logo at this address: it may have been replaced.');
  return found;
}
