import {
  STATUS_LOGO_PATH,
  STATUS_LOGO_TOO_LARGE,
  STATUS_LOGO_WRONG_TYPE,
  STATUS_PAGE_LIMITS,
  statusPageSchema,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredType, IMMUTABLE, takeRawImages } from '../../lib/uploaded-image.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { findLogo, removeLogo, saveLogo } from './logo.js';
import type { StatusPageDeps } from './service.js';

const params = z.object({ id: z.string().min(1).max(64) });

/** A status page's logo: uploaded raw, served by its content hash. */
export function logoRoutes(app: FastifyInstance, deps: StatusPageDeps) {
  const tags = ['status-pages'];

  // Its own scope: this route alone takes a raw image body instead of JSON.
  void app.register((scope, _options, done) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const refusal = takeRawImages(scope, {
      maxBytes: STATUS_PAGE_LIMITS.logoMaxBytes,
      tooLarge: STATUS_LOGO_TOO_LARGE,
      wrongType: STATUS_LOGO_WRONG_TYPE,
    });
    r.put(
      '/api/v1/status-pages/:id/logo',
      {
        schema: {
          tags,
          params,
          summary: 'Upload the logo of a status page',
          description:
            'The body is the image itself, sent with its Content-Type: image/jpeg, image/png or image/webp, at most 1 MB. SVG is refused. It is fitted into 640 × 160 px keeping its proportions, without its metadata; `logoUrl` then points to it. A file of another type is refused with 415, one over 1 MB with 413, one that is not a readable image with 400.',
          response: { 200: statusPageSchema },
        },
        config: {
          ...caller('status-pages.write'),
          rateLimit: { max: 20, timeWindow: '10 minutes' },
        },
        errorHandler: refusal,
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = declaredType(request.headers['content-type']);
        return saveLogo(deps, requireAuth(request).workspace.id, request.params.id, body, type);
      },
    );
    done();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    '/api/v1/status-pages/:id/logo',
    {
      schema: {
        tags,
        params,
        summary: 'Remove the logo of a status page',
        description: 'The stored logo is deleted; the page shows its name alone.',
        response: { 200: statusPageSchema },
      },
      config: caller('status-pages.write'),
    },
    async (request) => removeLogo(deps, requireAuth(request).workspace.id, request.params.id),
  );

  r.get(
    `${STATUS_LOGO_PATH}/:pageId/:hash`,
    {
      schema: {
        tags,
        summary: 'A status page logo',
        description:
          'The image a page’s `logoUrl` points to. Its address holds a hash of its content, so it is cached for a year; a replaced or removed logo answers 404.',
        params: z.object({ pageId: z.string().max(100), hash: z.string().max(100) }),
      },
      config: { auth: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { data, contentType } = await findLogo(
        deps,
        request.params.pageId,
        request.params.hash,
      );
      return reply.type(contentType).header('cache-control', IMMUTABLE).send(data);
    },
  );
}
