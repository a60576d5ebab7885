import { z } from 'zod';
import {
  CONFIG_TEXT_LIMITS,
  IMPORT_LIMITS,
  configApplyInput,
  configApplyResult,
  configImportInput,
  configImportResult,
} from './config-document.js';
import { endpoint } from './endpoint.js';

const tags = ['config'] as const;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The workspace as a configuration document: exported, applied, imported from another tool, and
 * the document's JSON Schema. The export and the schema answer YAML or JSON text of their own
 * type, so no JSON answer is declared for them.
 */
export const configEndpoints = {
  export: endpoint({
    method: 'GET',
    path: '/api/v1/config/export',
    access: 'config.read',
    tags,
    summary: 'Export the workspace as a configuration document',
    description:
      'Every monitor, channel, maintenance window and status page, in YAML (the default) or JSON, in the format `/api/schema/config.json` describes. Objects are named by keys made from their names; secrets are never included: each is a reference to an environment variable.',
    query: z.object({ format: z.enum(['yaml', 'json']).default('yaml') }),
    responses: {},
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/v1/config/apply',
    access: 'config.write',
    tags,
    summary: 'Apply a configuration document',
    description: `Compares the document (YAML or JSON text) with the workspace and answers the plan: what would be created, changed and, with \`prune\`, deleted. Unless \`dryRun\`, applies it in one transaction. Objects are matched by their keys (status pages by slug); applying the same document again changes nothing. Secrets the channels refer to are given in \`secrets\`, by environment variable name; a channel that exists keeps those not given. Errors name the file, line and field. A document whose aliases expand it past ${count(CONFIG_TEXT_LIMITS.values)} values or ${CONFIG_TEXT_LIMITS.depth} levels is refused (400), and so is one whose reading would take more than the time or memory the server gives one file (413).`,
    body: configApplyInput,
    responses: { 200: configApplyResult },
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/v1/config/import',
    access: 'config.write',
    tags,
    summary: 'Import monitors from Uptime Kuma or UptimeRobot',
    description: `Converts the file (base64) into a configuration document and applies it without deleting anything: with \`dryRun\` (the default) only the plan is answered. \`unmapped\` lists every part of the file Tocsin has no place for, with the reason, including monitors this instance will not check (an address its SSRF guard refuses, a type it does not offer). Importing the same file again changes nothing. A file of more than ${IMPORT_LIMITS.megabytes} MB, ${count(IMPORT_LIMITS.monitors)} monitors, ${IMPORT_LIMITS.notifications} notifications or ${count(IMPORT_LIMITS.links)} links of monitors to notifications, tags or alert contacts, or whose reading would take more than the time or memory the server gives one file, is refused with 413 and the limit it passed.`,
    body: configImportInput,
    responses: { 200: configImportResult },
  }),
  schema: endpoint({
    method: 'GET',
    path: '/api/schema/config.json',
    access: 'public',
    tags,
    summary: 'The JSON Schema of the configuration document',
    responses: {},
  }),
};
