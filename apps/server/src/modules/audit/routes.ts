import { Readable } from 'node:stream';
import { auditEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { auditCsv } from './csv.js';
import { auditActors, auditRowsForExport, listAudit } from './service.js';

export interface AuditRouteDeps {
  db: Db;
  /** How many days the workspace's plan keeps its log. */
  retentionDays: (workspaceId: string) => Promise<number>;
}

/** A file name that says whose log it is and when it was taken. */
function fileName(workspace: string, now: Date) {
  const slug =
    workspace
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || 'workspace';
  return `tocsin-audit-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The workspace's audit log: who changed what, and when, for admins and owners. */
export function auditRoutes(app: FastifyInstance, deps: AuditRouteDeps) {
  const e = auditEndpoints;
  const { db } = deps;

  route(app, e.list, async (request) => {
    const workspaceId = requireAuth(request).workspace.id;
    return listAudit(db, workspaceId, request.query, await deps.retentionDays(workspaceId));
  });

  route(app, e.exportCsv, async (request, reply) => {
    const { workspace } = requireAuth(request);
    const rows = await auditRowsForExport(db, workspace.id, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${fileName(workspace.name, new Date())}"`,
      )
      .send(Readable.from(auditCsv(rows)));
  });

  route(app, e.actors, async (request) => auditActors(db, requireAuth(request).workspace.id));
}
