import { endpoint } from './endpoint.js';
import { auditActorsResponse, auditListResponse, auditQuery } from './teams.js';

const tags = ['audit'] as const;

/** The most rows one CSV export holds; a larger range is narrowed with the dates. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The workspace's audit log: who changed what, and when, for admins and owners. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/audit',
    access: 'audit.read',
    tags,
    summary: 'List audit log entries, newest first',
    query: auditQuery,
    responses: { 200: auditListResponse },
  }),
  /** Answers a CSV file, so no JSON response is declared. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/v1/audit.csv',
    access: 'audit.read',
    tags,
    summary: `Export audit log entries as CSV (newest first, at most ${AUDIT_CSV_MAX_ROWS.toLocaleString('en')} rows)`,
    query: auditQuery.omit({ before: true, limit: true }),
    responses: {},
  }),
  actors: endpoint({
    method: 'GET',
    path: '/api/v1/audit/actors',
    access: 'audit.read',
    tags,
    summary: 'List the people and API keys that appear in the audit log',
    responses: { 200: auditActorsResponse },
  }),
};
