import {
  statusLayoutInput,
  statusPageInput,
  statusPageListResponse,
  statusPagePasswordInput,
  statusPageSchema,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../plugins/session.js';
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

const params = z.object({ id: z.string().min(1).max(64) });
const page = { 200: statusPageSchema };

/** A workspace's status pages: settings, layout, logo, password and custom domain. */
export function statusPageRoutes(
  app: FastifyInstance,
  deps: StatusPageDeps & { dnsServers: string[] | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['status-pages'];
  const ws = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).workspace.id;

  r.get(
    '/api/v1/status-pages',
    {
      schema: {
        tags,
        summary: 'List status pages',
        description: 'The pages of the workspace, oldest first, and how many its plan allows.',
        response: { 200: statusPageListResponse },
      },
      config: caller('status-pages.read'),
    },
    async (request) => listStatusPages(deps, ws(request)),
  );

  r.post(
    '/api/v1/status-pages',
    {
      schema: {
        tags,
        summary: 'Create a status page',
        description:
          'The page is public at `url` (`/s/<slug>`) at once. Its slug is unique on the instance (`conflict`, 409, when taken); the plan limits how many pages a workspace has (`plan-limit`, 402).',
        body: statusPageInput,
        response: { 201: statusPageSchema },
      },
      config: caller('status-pages.write'),
    },
    async (request, reply) =>
      reply.status(201).send(await createPage(deps, ws(request), request.body)),
  );

  r.get(
    '/api/v1/status-pages/:id',
    {
      schema: { tags, params, summary: 'A status page with its layout', response: page },
      config: caller('status-pages.read'),
    },
    async (request) => getPage(deps, ws(request), request.params.id),
  );

  r.put(
    '/api/v1/status-pages/:id',
    {
      schema: {
        tags,
        params,
        summary: 'Replace the settings of a status page',
        description: 'Every setting is replaced. A changed custom domain must be verified again.',
        body: statusPageInput,
        response: page,
      },
      config: caller('status-pages.write'),
    },
    async (request) => updatePage(deps, ws(request), request.params.id, request.body),
  );

  r.delete(
    '/api/v1/status-pages/:id',
    {
      schema: {
        tags,
        params,
        summary: 'Delete a status page',
        description:
          'The page, its layout, logo, incidents and subscribers are deleted; its address answers 404.',
        response: { 204: z.null() },
      },
      config: caller('status-pages.write'),
    },
    async (request, reply) => {
      await deletePage(deps, ws(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/v1/status-pages/:id/layout',
    {
      schema: {
        tags,
        params,
        summary: 'Replace the layout of a status page',
        description:
          'Components at the top of the page, then sections with theirs, in the order given. Each `monitorId` must be a monitor of the workspace, once per page.',
        body: statusLayoutInput,
        response: page,
      },
      config: caller('status-pages.write'),
    },
    async (request) => replaceLayout(deps, ws(request), request.params.id, request.body),
  );

  r.put(
    '/api/v1/status-pages/:id/password',
    {
      schema: {
        tags,
        params,
        summary: 'Set or remove the password of a status page',
        description:
          'Visitors must give the password to see the page; `null` makes it public again. The password is stored hashed and never sent back.',
        body: statusPagePasswordInput,
        response: page,
      },
      config: { ...caller('status-pages.write'), rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => setPagePassword(deps, ws(request), request.params.id, request.body.password),
  );

  r.post(
    '/api/v1/status-pages/:id/domain/verify',
    {
      schema: {
        tags,
        params,
        summary: 'Check the custom domain of a status page',
        description:
          'Looks up the TXT record `_tocsin-challenge.<domain>` for the value `tocsin-verify=<token>` (both in `domainRecord`). When found, the domain is verified; otherwise `validation-failed` (400) says what was expected and what was found.',
        response: page,
      },
      config: { ...caller('status-pages.write'), rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => verifyDomain(deps, ws(request), request.params.id),
  );

  logoRoutes(app, deps);
  statusPostRoutes(app, deps);
}
