import {
  AVATAR_MAX_BYTES,
  AVATAR_PATH,
  AVATAR_TOO_LARGE,
  AVATAR_WRONG_TYPE,
  meResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { declaredType, IMMUTABLE, takeRawImages } from '../../lib/uploaded-image.js';
import { caller, requireUser } from '../../plugins/session.js';
import { getMe } from '../me/service.js';
import { findAvatar, removeAvatar, saveAvatar } from './avatar.js';

/** Per client address: resizing takes CPU, and nobody changes their photo this often. */
export const avatarUploadRateLimit = { max: 20, timeWindow: '10 minutes' } as const;

export function avatarRoutes(app: FastifyInstance, opts: { db: Db }) {
  const tags = ['me'];

  // Its own scope: this route alone takes a raw image body, up to 5 MB, instead of JSON.
  void app.register((scope, _options, done) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const refusal = takeRawImages(scope, {
      maxBytes: AVATAR_MAX_BYTES,
      tooLarge: AVATAR_TOO_LARGE,
      wrongType: AVATAR_WRONG_TYPE,
    });
    r.put(
      '/api/v1/me/avatar',
      {
        schema: {
          tags,
          summary: 'Upload a profile photo',
          description:
            'The body is the image itself, sent with its Content-Type: image/jpeg, image/png or image/webp, at most 5 MB and 50 megapixels. It is turned upright, cropped to a centred square and resized to 256 px, without its metadata; the profile’s `photoURL` then points to it. A file of another type is refused with 415, one over 5 MB with 413, one that is not a readable image or has too many pixels with 400.',
          response: { 200: meResponse },
        },
        config: { ...caller('account'), rateLimit: avatarUploadRateLimit },
        errorHandler: refusal,
      },
      async (request) => {
        const { user, workspace } = requireUser(request);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = declaredType(request.headers['content-type']);
        await getMe(opts.db, user, workspace);
        await saveAvatar(opts.db, user.id, body, type);
        return getMe(opts.db, user, workspace);
      },
    );
    done();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    '/api/v1/me/avatar',
    {
      schema: {
        tags,
        summary: 'Remove the profile photo',
        description: 'The stored photo is deleted; the profile shows initials again.',
        response: { 200: meResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      await removeAvatar(opts.db, user.id);
      return getMe(opts.db, user, workspace);
    },
  );

  r.get(
    `${AVATAR_PATH}/:userId/:hash`,
    {
      schema: {
        tags,
        summary: 'A profile photo',
        description:
          'The image a profile’s `photoURL` points to. Its address holds a hash of its content, so it is cached for a year; a replaced or removed photo answers 404.',
        params: z.object({ userId: z.string().max(100), hash: z.string().max(100) }),
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const { data, contentType } = await findAvatar(
        opts.db,
        request.params.userId,
        request.params.hash,
      );
      return reply.type(contentType).header('cache-control', IMMUTABLE).send(data);
    },
  );
}
