import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  accountDeletionPreview,
  accountExportResponse,
  deleteAccountInput,
  exportDownloadQuery,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireUser } from '../../plugins/session.js';
import { listChannels, type ChannelDeps } from '../channels/service.js';
import { deleteAccount, deletionPreview, type DeletionDeps } from './deletion.js';
import { downloadExport, exportStatus, requestExport, type ExportDeps } from './exports.js';

/** Per client address: a download link is a secret, and an export is work for the server. */
export const exportDownloadRateLimit = { max: 20, timeWindow: '15 minutes' } as const;
export const exportRequestRateLimit = { max: 10, timeWindow: '1 hour' } as const;
export const deleteAccountRateLimit = { max: 10, timeWindow: '15 minutes' } as const;

/** "Your data": the export of everything the person holds, and the deletion of the account. */
export function accountDataRoutes(
  app: FastifyInstance,
  deps: Omit<ExportDeps, 'listChannels'> &
    DeletionDeps & { channels: ChannelDeps; sessionCookie: string },
) {
  const opts = {
    ...deps,
    listChannels: (workspaceId: string) => listChannels(deps.channels, workspaceId),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/api/v1/me/export',
    {
      schema: {
        tags,
        summary: 'The latest export of your data and its status',
        response: { 200: accountExportResponse },
      },
      config: caller('account'),
    },
    (request) => exportStatus(opts, requireUser(request).user.id),
  );

  r.post(
    '/api/v1/me/export',
    {
      schema: {
        tags,
        summary: 'Export your data: the archive is made in the background and its link mailed',
        response: { 202: accountExportResponse },
      },
      config: { ...caller('account'), rateLimit: exportRequestRateLimit },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.code(202).send(await requestExport(opts, user));
    },
  );

  r.get(
    '/api/v1/me/export/download',
    {
      schema: {
        tags,
        summary: 'Download an export: the mailed link, opened while signed in as its owner',
        querystring: exportDownloadQuery,
        produces: ['application/json'],
      },
      config: { ...caller('account'), rateLimit: exportDownloadRateLimit },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { data, filename } = await downloadExport(opts, user.id, request.query.token);
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('vary', 'accept-encoding');
      // Stored gzipped: sent as it is to clients that accept gzip, unpacked as it streams otherwise.
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(data);
      }
      return reply.send(Readable.from([data]).pipe(createGunzip()));
    },
  );

  r.get(
    '/api/v1/me/deletion',
    {
      schema: {
        tags,
        summary: 'What deleting your account would delete, and what holds it back',
        response: { 200: accountDeletionPreview },
      },
      config: caller('account'),
    },
    (request) => deletionPreview(opts.db, requireUser(request).user.id),
  );

  r.delete(
    '/api/v1/me',
    {
      schema: {
        tags,
        summary: 'Delete your account (needs a recent sign-in and your email typed)',
        body: deleteAccountInput,
        response: { 200: z.object({ deleted: z.array(z.string()) }) },
      },
      config: { ...caller('account'), rateLimit: deleteAccountRateLimit },
    },
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      const result = await deleteAccount(opts, { user, sessionId }, request.body.confirmEmail);
      const secure = opts.sessionCookie.startsWith('__Secure-') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${opts.sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      );
      return result;
    },
  );
}
