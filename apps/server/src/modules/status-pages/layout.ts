import { STATUS_PAGE_LIMITS, type statusLayoutInput } from '@tocsin/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Exec } from '../../db/client.js';
import { monitors, statusPageComponents, statusPageSections } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { loadLayout, pagesOf, showPage } from './pages.js';
import { announce, type StatusPageDeps } from './service.js';

type Layout = z.output<typeof statusLayoutInput>;
type ComponentInput = Layout['components'][number];
type Placed = { path: string; component: ComponentInput };

/** Every component of the layout with the path of its field, in page order. */
function placed(layout: Layout): Placed[] {
  return [
    ...layout.components.map((component, i) => ({ path: `components.${i}`, component })),
    ...layout.sections.flatMap((section, s) =>
      section.components.map((component, i) => ({
        path: `sections.${s}.components.${i}`,
        component,
      })),
    ),
  ];
}

/** Refuses a layout with too many components, a monitor twice, or a monitor of elsewhere. */
async function assertMonitors(tx: Exec, workspaceId: string, all: Placed[]) {
  const max = STATUS_PAGE_LIMITS.componentsMax;
  if (all.length > max)
    throw new ValidationError(
      `A page shows at most ${max} components; this layout has ${all.length}.`,
    );
  const seen = new Map<string, string>();
  for (const { path, component } of all) {
    if (seen.has(component.monitorId)) {
      const message = `Monitor ${component.monitorId} is on the page twice: keep one component for it.`;
      throw new ValidationError(message, [{ path: `${path}.monitorId`, message }]);
    }
    seen.set(component.monitorId, path);
  }
  if (seen.size === 0) return;
  const found = await tx
    .select({ id: monitors.id })
    .from(monitors)
    .where(
      workspaceRows(tx, monitors, workspaceId, 'Monitor').where(
        inArray(monitors.id, [...seen.keys()]),
      ),
    );
  const known = new Set(found.map((m) => m.id));
  const missing = [...seen].find(([id]) => !known.has(id));
  if (missing) {
    const [id, path] = missing;
    const message = `Monitor ${id} is not a monitor of this workspace.`;
    throw new ValidationError(message, [{ path: `${path}.monitorId`, message }]);
  }
}

const values = (c: ComponentInput, position: number, sectionId: string | null) => ({
  id: crypto.randomUUID(),
  sectionId,
  position,
  monitorId: c.monitorId,
  publicName: c.publicName,
  description: c.description,
  showResponseTime: c.showResponseTime,
  delaySeconds: c.delaySeconds,
});

/** A layout as the audit log shows it: names in order. */
const outline = (layout: Awaited<ReturnType<typeof loadLayout>>) => ({
  components: layout.components.map((c) => c.publicName),
  sections: layout.sections.map(
    (s) => `${s.name}: ${s.components.map((c) => c.publicName).join(', ')}`,
  ),
});

/**
 * Replaces the page's sections and components in one transaction: components at the top first,
 * then each section's, each placed by its order in the input.
 */
export async function replaceLayout(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  layout: Layout,
) {
  const row = await deps.db.transaction(async (tx) => {
    const page = await pagesOf(tx, workspaceId).get(pageId);
    await writeLayout(tx, workspaceId, page, layout);
    return page;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}

/**
 * Replaces the page's sections and components in the caller's transaction and records the
 * change: components at the top first, then each section's, each placed by its order.
 */
export async function writeLayout(
  tx: Exec,
  workspaceId: string,
  page: { id: string; name: string },
  layout: Layout,
) {
  const pageId = page.id;
  await assertMonitors(tx, workspaceId, placed(layout));
  const before = await loadLayout(tx, workspaceId, pageId);
  const components = workspaceRows(tx, statusPageComponents, workspaceId, 'Component');
  const sections = workspaceRows(tx, statusPageSections, workspaceId, 'Section');
  await tx
    .delete(statusPageComponents)
    .where(components.where(eq(statusPageComponents.pageId, pageId)));
  await tx.delete(statusPageSections).where(sections.where(eq(statusPageSections.pageId, pageId)));
  for (const [i, c] of layout.components.entries())
    await components.insert({ pageId, ...values(c, i, null) });
  for (const [s, section] of layout.sections.entries()) {
    const { id: sectionId } = await sections.insert({
      id: crypto.randomUUID(),
      pageId,
      name: section.name.trim(),
      position: s,
    });
    for (const [i, c] of section.components.entries())
      await components.insert({ pageId, ...values(c, i, sectionId) });
  }
  const after = await loadLayout(tx, workspaceId, pageId);
  await recordLayout(tx, workspaceId, page, outline(before), outline(after));
}

function recordLayout(
  tx: Exec,
  workspaceId: string,
  page: { id: string; name: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordAudit(tx, workspaceId, {
    action: 'status-page.layout-changed',
    targetType: 'status-page',
    targetId: page.id,
    targetName: page.name,
    before,
    after,
  });
}
