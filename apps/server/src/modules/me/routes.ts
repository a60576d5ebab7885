import {
  meResponse,
  sessionResponse,
  updateProfileInput,
  updateSettingsInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { caller, requireUser } from '../../plugins/session.js';
import { getMe, updateProfile, updateSettings } from './service.js';

export function meRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['me'];

  r.get(
    '/api/v1/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user: profile, settings, workspace',
        response: { 200: meResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return getMe(opts.db, user, workspace);
    },
  );

  r.get(
    '/api/v1/session',
    {
      schema: {
        tags,
        summary: 'Who is signed in, if anyone',
        description:
          'What GET /api/v1/me answers, or `me: null` for a visitor: always 200, so a page that only wants to know asks without a failed request.',
        response: { 200: sessionResponse },
      },
      config: { auth: 'optional-session', access: 'account' },
    },
    async (request) => ({
      me: request.auth?.user
        ? await getMe(opts.db, request.auth.user, request.auth.workspace)
        : null,
    }),
  );

  r.patch(
    '/api/v1/me',
    {
      schema: {
        tags,
        summary: 'Change profile fields',
        body: updateProfileInput,
        response: { 200: meResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return updateProfile(opts.db, user, workspace, request.body);
    },
  );

  r.patch(
    '/api/v1/me/settings',
    {
      schema: {
        tags,
        summary: 'Change notification settings',
        body: updateSettingsInput,
        response: { 200: meResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return updateSettings(opts.db, user, workspace, request.body);
    },
  );
}
