import { Readable } from 'node:stream';
import { statusSubscriberEndpoints, type Subscriber } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { WorkLimits } from '../../lib/bounded-work.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { csvField } from '../audit/index.js';
import {
  importSubscribers,
  listSubscribers,
  removeSubscriber,
  subscribersForExport,
  type SubscriberAdminDeps,
} from './subscribers.js';
import { createSubscriberCsvReader } from './subscriber-csv.js';

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
  const e = statusSubscriberEndpoints;
  const files = createSubscriberCsvReader(deps.fileLimits);
  app.addHook('onClose', () => files.close());
  const { db } = deps.subscriptions;
  const ws = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).workspace.id;

  route(app, e.list, async (request) =>
    listSubscribers(db, ws(request), request.params.id, request.query),
  );

  route(app, e.remove, async (request, reply) => {
    await removeSubscriber(db, ws(request), request.params.id, request.params.subscriberId);
    return reply.status(204).send();
  });

  route(app, e.exportCsv, async (request, reply) => {
    const { page, subscribers } = await subscribersForExport(db, ws(request), request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="subscribers-${page.slug}-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .send(Readable.from(subscriberCsv(subscribers)));
  });

  route(app, e.import, async (request) =>
    importSubscribers(deps, ws(request), request.params.id, await files.read(request.body.csv)),
  );
}
