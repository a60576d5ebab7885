import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { accountEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { listChannels, type ChannelDeps } from '../channels/index.js';
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
  const e = accountEndpoints;

  route(app, e.exportStatus, (request) => exportStatus(opts, requireUser(request).user.id));

  route(
    app,
    e.requestExport,
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.code(202).send(await requestExport(opts, user));
    },
    { config: { rateLimit: exportRequestRateLimit } },
  );

  route(
    app,
    e.downloadExport,
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
    { config: { rateLimit: exportDownloadRateLimit }, schema: { produces: ['application/json'] } },
  );

  route(app, e.deletionPreview, (request) =>
    deletionPreview(opts.db, requireUser(request).user.id),
  );

  route(
    app,
    e.deleteAccount,
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
    { config: { rateLimit: deleteAccountRateLimit } },
  );
}
