import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { statusPageComponents } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import type { PageRow } from './page-data.js';

/** The components a visitor may follow, by public name, in the page's order. */
export async function followableComponents(db: Db, page: PageRow) {
  const rows = await workspaceRows(db, statusPageComponents, page.workspaceId, 'Component').list(
    eq(statusPageComponents.pageId, page.id),
  );
  return rows
    .sort((a, b) => a.position - b.position || a.publicName.localeCompare(b.publicName))
    .map((c) => ({ id: c.id, name: c.publicName }));
}
