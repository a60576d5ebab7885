import { statusPageEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { verifyDomain } from './domain.js';
import { replaceLayout } from './layout.js';
import { logoRoutes } from './logo-routes.js';
import { setPagePassword } from './password.js';
import { statusPostRoutes } from './post-routes.js';
import {
  createPage,
  deletePage,
  getPage,
  listStatusPages,
  updatePage,
  type StatusPageDeps,
} from './service.js';

/** The password and the domain check: at most 30 tries a minute. */
const tries = () => ({ config: { rateLimit: { max: 30, timeWindow: '1 minute' } } });

/** A workspace's status pages: settings, layout, logo, password and custom domain. */
export function statusPageRoutes(
  app: FastifyInstance,
  deps: StatusPageDeps & { dnsServers: string[] | null },
) {
  const e = statusPageEndpoints;
  const ws = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).workspace.id;

  route(app, e.list, async (request) => listStatusPages(deps, ws(request)));

  route(app, e.create, async (request, reply) =>
    reply.status(201).send(await createPage(deps, ws(request), request.body)),
  );

  route(app, e.get, async (request) => getPage(deps, ws(request), request.params.id));

  route(app, e.replace, async (request) =>
    updatePage(deps, ws(request), request.params.id, request.body),
  );

  route(app, e.delete, async (request, reply) => {
    await deletePage(deps, ws(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, e.layout, async (request) =>
    replaceLayout(deps, ws(request), request.params.id, request.body),
  );

  route(
    app,
    e.password,
    async (request) => setPagePassword(deps, ws(request), request.params.id, request.body.password),
    tries(),
  );

  route(
    app,
    e.verifyDomain,
    async (request) => verifyDomain(deps, ws(request), request.params.id),
    tries(),
  );

  logoRoutes(app, deps);
  statusPostRoutes(app, deps);
}
