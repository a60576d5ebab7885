import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  CONFIRMATION_LIMITS,
  subscriberImportInput,
  subscriberImportResponse,
  subscriberListQuery,
  subscriberListResponse,
} from './status-subscribers.js';

const tags = ['status-pages'] as const;
const pageParams = z.object({ id: z.string().min(1).max(64) });

/** A page's subscribers for its workspace: counts and list, removal, CSV export and import. */
export const statusSubscriberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages/:id/subscribers',
    access: 'status-pages.read',
    tags,
    params: pageParams,
    query: subscriberListQuery,
    summary: "List a status page's subscribers",
    description:
      'Newest first, `limit` at a time from `offset`, with the counts by kind of confirmed and pending subscribers. A push subscriber shows its push service host only.',
    responses: { 200: subscriberListResponse },
  }),
  /** Answers 204 without a body; none is declared, so the document shows a default answer. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/status-pages/:id/subscribers/:subscriberId',
    access: 'status-pages.write',
    tags,
    params: pageParams.extend({ subscriberId: z.string().min(1).max(64) }),
    summary: 'Remove a subscriber',
    responses: {},
  }),
  /** CSV text, not JSON: a plain link the browser downloads. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages/:id/subscribers.csv',
    access: 'status-pages.read',
    tags,
    params: pageParams,
    summary: "Export a status page's subscribers as CSV",
    description:
      'Columns: kind, address, components (public names separated by `;`, empty for the whole page), confirmed at. A cell a spreadsheet would run as a formula starts with a quote.',
    responses: {},
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages/:id/subscribers/import',
    access: 'status-pages.write',
    tags,
    params: pageParams,
    body: subscriberImportInput,
    summary: 'Import email subscribers from CSV',
    description: `The CSV has a column \`email\` and optionally \`components\` (public names separated by \`;\`; empty: the whole page), or no header and the address first. Each new address is mailed a link to confirm and counts once confirmed; addresses already subscribed are skipped; bad rows are answered with their line. The mails leave at the workspace's pace: the first ${CONFIRMATION_LIMITS.importBurst} of its recent imports at once, the others one every ${CONFIRMATION_LIMITS.importPaceSeconds} seconds (\`held\` says how many wait, \`heldUntil\` until when); an address is mailed a confirmation at most once per page in ${CONFIRMATION_LIMITS.samePageAgainMinutes} minutes and ${CONFIRMATION_LIMITS.perAddressPerDay} times a day, whichever way it was added.`,
    responses: { 200: subscriberImportResponse },
  }),
};
