import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  AVATAR_WRONG_TYPE,
  meEndpoints,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { declaredType, IMMUTABLE, takeRawImages } from '../../lib/uploaded-image.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { getMe } from '../me/index.js';
import { findAvatar, removeAvatar, saveAvatar } from './avatar.js';

/** Per client address: resizing takes CPU, and nobody changes their photo this often. */
export const avatarUploadRateLimit = { max: 20, timeWindow: '10 minutes' } as const;

export function avatarRoutes(app: FastifyInstance, opts: { db: Db }) {
  // Its own scope: this route alone takes a raw image body, up to 5 MB, instead of JSON.
  void app.register((scope, _options, done) => {
    const refusal = takeRawImages(scope, {
      maxBytes: AVATAR_MAX_BYTES,
      tooLarge: AVATAR_TOO_LARGE,
      wrongType: AVATAR_WRONG_TYPE,
    });
    // The scope holds this route alone, so its error handler is the route's.
    scope.setErrorHandler(refusal);
    route(
      scope,
      meEndpoints.uploadAvatar,
      async (request) => {
        const { user, workspace } = requireUser(request);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = declaredType(request.headers['content-type']);
        await getMe(opts.db, user, workspace);
        await saveAvatar(opts.db, user.id, body, type);
        return getMe(opts.db, user, workspace);
      },
      { config: { rateLimit: avatarUploadRateLimit } },
    );
    done();
  });

  route(app, meEndpoints.removeAvatar, async (request) => {
    const { user, workspace } = requireUser(request);
    await removeAvatar(opts.db, user.id);
    return getMe(opts.db, user, workspace);
  });

  route(app, meEndpoints.avatar, async (request, reply) => {
    const { data, contentType } = await findAvatar(
      opts.db,
      request.params.userId,
      request.params.hash,
    );
    return reply.type(contentType).header('cache-control', IMMUTABLE).send(data);
  });
}
