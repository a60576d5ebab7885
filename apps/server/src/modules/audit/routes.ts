import { Readable } from 'node:stream';
import { auditActorsResponse, auditListResponse, auditQuery } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { auditCsv } from './csv.js';
import { auditActors, auditRowsForExport, CSV_MAX_ROWS, listAudit } from './service.js';

export interface AuditRouteDeps {
  db: Db;
  /** How many days the workspace's plan keeps its log. */
  retentionDays: (workspaceId: string) => Promise<number>;
}

const exportQuery = auditQuery.omit({ before: true, limit: true });

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const { db } = deps;

  r.get(
    '/api/v1/audit',
    {
      schema: {
        tags,
        summary: 'List audit log entries, newest first',
        querystring: auditQuery,
        response: { 200: auditListResponse },
      },
      config: caller('audit.read'),
    },
    async (request) => {
      const workspaceId = requireAuth(request).workspace.id;
      return listAudit(db, workspaceId, request.query, await deps.retentionDays(workspaceId));
    },
  );

  r.get(
    '/api/v1/audit.csv',
    {
      schema: {
        tags,
        summary: `Export audit log entries as CSV (newest first, at most ${CSV_MAX_ROWS.toLocaleString('en')} rows)`,
        querystring: exportQuery,
      },
      config: caller('audit.read'),
    },
    async (request, reply) => {
      const { workspace } = requireAuth(request);
      const rows = await auditRowsForExport(db, workspace.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(workspace.name, new Date())}"`,
        )
        .send(Readable.from(auditCsv(rows)));
    },
  );

  r.get(
    '/api/v1/audit/actors',
    {
      schema: {
        tags,
        summary: 'List the people and API keys that appear in the audit log',
        response: { 200: auditActorsResponse },
      },
      config: caller('audit.read'),
    },
    async (request) => auditActors(db, requireAuth(request).workspace.id),
  );
}
