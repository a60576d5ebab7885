import { Readable } from 'node:stream';
import {
  CONFIRMATION_LIMITS,
  subscriberImportInput,
  subscriberImportResponse,
  subscriberListQuery,
  subscriberListResponse,
  type Subscriber,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkLimits } from '../../lib/bounded-work.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { csvField } from '../audit/csv.js';
import {
  importSubscribers,
  listSubscribers,
  removeSubscriber,
  subscribersForExport,
  type SubscriberAdminDeps,
} from './subscribers.js';
import { createSubscriberCsvReader } from './subscriber-csv.js';

const params = z.object({ id: z.string().min(1).max(64) });
const oneParams = params.extend({ subscriberId: z.string().min(1).max(64) });

const line = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The export: kind, address, components (public names, `;` between), confirmed at. */
function* subscriberCsv(rows: Subscriber[]) {
  yield line(['kind', 'address', 'components', 'confirmed at']);
  for (const s of rows)
    yield line([
      s.kind,
      s.address,
      s.components ? s.components.map((c) => c.name).join(';') : '',
      s.confirmedAt,
    ]);
}

/** A page's subscribers for its workspace: counts and list, removal, CSV export and import. */
export function subscriberRoutes(
  app: FastifyInstance,
  deps: SubscriberAdminDeps & { fileLimits: WorkLimits },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = createSubscriberCsvReader(deps.fileLimits);
  app.addHook('onClose', () => files.close());
  const tags = ['status-pages'];
  const { db } = deps.subscriptions;
  const ws = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).workspace.id;

  r.get(
    '/api/v1/status-pages/:id/subscribers',
    {
      schema: {
        tags,
        params,
        querystring: subscriberListQuery,
        summary: "List a status page's subscribers",
        description:
          'Newest first, `limit` at a time from `offset`, with the counts by kind of confirmed and pending subscribers. A push subscriber shows its push service host only.',
        response: { 200: subscriberListResponse },
      },
      config: caller('status-pages.read'),
    },
    async (request) => listSubscribers(db, ws(request), request.params.id, request.query),
  );

  r.delete(
    '/api/v1/status-pages/:id/subscribers/:subscriberId',
    {
      schema: { tags, params: oneParams, summary: 'Remove a subscriber' },
      config: caller('status-pages.write'),
    },
    async (request, reply) => {
      await removeSubscriber(db, ws(request), request.params.id, request.params.subscriberId);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v1/status-pages/:id/subscribers.csv',
    {
      schema: {
        tags,
        params,
        summary: "Export a status page's subscribers as CSV",
        description:
          'Columns: kind, address, components (public names separated by `;`, empty for the whole page), confirmed at. A cell a spreadsheet would run as a formula starts with a quote.',
      },
      config: caller('status-pages.read'),
    },
    async (request, reply) => {
      const { page, subscribers } = await subscribersForExport(db, ws(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="subscribers-${page.slug}-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(Readable.from(subscriberCsv(subscribers)));
    },
  );

  r.post(
    '/api/v1/status-pages/:id/subscribers/import',
    {
      schema: {
        tags,
        params,
        body: subscriberImportInput,
        summary: 'Import email subscribers from CSV',
        description: `The CSV has a column \`email\` and optionally \`components\` (public names separated by \`;\`; empty: the whole page), or no header and the address first. Each new address is mailed a link to confirm and counts once confirmed; addresses already subscribed are skipped; bad rows are answered with their line. The mails leave at the workspace's pace: the first ${CONFIRMATION_LIMITS.importBurst} of its recent imports at once, the others one every ${CONFIRMATION_LIMITS.importPaceSeconds} seconds (\`held\` says how many wait, \`heldUntil\` until when); an address is mailed a confirmation at most once per page in ${CONFIRMATION_LIMITS.samePageAgainMinutes} minutes and ${CONFIRMATION_LIMITS.perAddressPerDay} times a day, whichever way it was added.`,
        response: { 200: subscriberImportResponse },
      },
      config: caller('status-pages.write'),
    },
    async (request) =>
      importSubscribers(deps, ws(request), request.params.id, await files.read(request.body.csv)),
  );
}
