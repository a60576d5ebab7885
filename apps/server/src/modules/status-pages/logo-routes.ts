import {
  STATUS_LOGO_TOO_LARGE,
  STATUS_LOGO_WRONG_TYPE,
  STATUS_PAGE_LIMITS,
  statusPageEndpoints,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { declaredType, IMMUTABLE, takeRawImages } from '../../lib/uploaded-image.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { findLogo, removeLogo, saveLogo } from './logo.js';
import type { StatusPageDeps } from './service.js';

/** A status page's logo: uploaded raw, served by its content hash. */
export function logoRoutes(app: FastifyInstance, deps: StatusPageDeps) {
  const e = statusPageEndpoints;

  // Its own scope: this route alone takes a raw image body instead of JSON.
  void app.register((scope, _options, done) => {
    const refusal = takeRawImages(scope, {
      maxBytes: STATUS_PAGE_LIMITS.logoMaxBytes,
      tooLarge: STATUS_LOGO_TOO_LARGE,
      wrongType: STATUS_LOGO_WRONG_TYPE,
    });
    route(
      scope,
      e.uploadLogo,
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = declaredType(request.headers['content-type']);
        return saveLogo(deps, requireAuth(request).workspace.id, request.params.id, body, type);
      },
      {
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
        errorHandler: refusal,
      },
    );
    done();
  });

  route(app, e.removeLogo, async (request) =>
    removeLogo(deps, requireAuth(request).workspace.id, request.params.id),
  );

  route(
    app,
    e.logo,
    async (request, reply) => {
      const { data, contentType } = await findLogo(
        deps,
        request.params.pageId,
        request.params.hash,
      );
      return reply.type(contentType).header('cache-control', IMMUTABLE).send(data);
    },
    { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
  );
}
