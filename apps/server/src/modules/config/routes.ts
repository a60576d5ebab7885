import {
  configApplyInput,
  configApplyResult,
  configDocumentSchema,
  configImportInput,
  configImportResult,
  configJsonSchema,
  type ConfigDocument,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stringify } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { applyConfig, withoutRefusedMonitors, type ApplyDeps } from './apply.js';
import { exportWorkspace } from './export.js';
import { importFile } from './import/index.js';
import { parseConfigDocument } from './parse.js';

const exportQuery = z.object({ format: z.enum(['yaml', 'json']).default('yaml') });

/** The workspace as a configuration document, and the document's JSON Schema. */
export function configRoutes(app: FastifyInstance, deps: ApplyDeps & { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  // Made once: the schema is the contract's, the same for every request.
  const schema = JSON.stringify(configJsonSchema(), null, 2);

  r.get(
    '/api/v1/config/export',
    {
      schema: {
        tags,
        summary: 'Export the workspace as a configuration document',
        description:
          'Every monitor, channel, maintenance window and status page, in YAML (the default) or JSON, in the format `/api/schema/config.json` describes. Objects are named by keys made from their names; secrets are never included: each is a reference to an environment variable.',
        querystring: exportQuery,
      },
      config: caller('config.read'),
    },
    async (request, reply) => {
      const document = await exportWorkspace(deps.db, requireAuth(request).workspace.id);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') return document;
      reply.type('application/yaml; charset=utf-8');
      return stringify(document, { lineWidth: 0 });
    },
  );

  r.post(
    '/api/v1/config/apply',
    {
      schema: {
        tags,
        summary: 'Apply a configuration document',
        description:
          'Compares the document (YAML or JSON text) with the workspace and answers the plan: what would be created, changed and, with `prune`, deleted. Unless `dryRun`, applies it in one transaction. Objects are matched by their keys (status pages by slug); applying the same document again changes nothing. Secrets the channels refer to are given in `secrets`, by environment variable name; a channel that exists keeps those not given. Errors name the file, line and field.',
        body: configApplyInput,
        response: { 200: configApplyResult },
      },
      // A document can list thousands of monitors.
      bodyLimit: 10 * 1024 * 1024,
      config: caller('config.write'),
    },
    async (request) => {
      const { source, fileName, secrets, prune, dryRun } = request.body;
      const document = parseConfigDocument(source, fileName);
      return applyConfig(deps, requireAuth(request).workspace.id, document, {
        secrets,
        prune,
        dryRun,
      });
    },
  );

  r.post(
    '/api/v1/config/import',
    {
      schema: {
        tags,
        summary: 'Import monitors from Uptime Kuma or UptimeRobot',
        description:
          'Converts the file (base64) into a configuration document and applies it without deleting anything: with `dryRun` (the default) only the plan is answered. `unmapped` lists every part of the file Tocsin has no place for, with the reason, including monitors this instance will not check (an address its SSRF guard refuses, a type it does not offer). Importing the same file again changes nothing.',
        body: configImportInput,
        response: { 200: configImportResult },
      },
      // A 32 MB file, base64-encoded.
      bodyLimit: 48 * 1024 * 1024,
      config: caller('config.write'),
    },
    async (request) => {
      const { source, content, dryRun } = request.body;
      const converted = await importFile(source, Buffer.from(content, 'base64'));
      const { document, refused } = await withoutRefusedMonitors(
        deps,
        configDocumentSchema.parse(converted.document) as unknown as ConfigDocument,
      );
      const result = await applyConfig(deps, requireAuth(request).workspace.id, document, {
        secrets: converted.secrets,
        prune: false,
        dryRun,
      });
      return { ...result, unmapped: [...converted.unmapped, ...refused] };
    },
  );

  r.get(
    '/api/schema/config.json',
    {
      schema: {
        tags,
        summary: 'The JSON Schema of the configuration document',
      },
      config: { auth: 'public' as const },
    },
    (_request, reply) => {
      reply.type('application/schema+json; charset=utf-8');
      reply.header('cache-control', 'public, max-age=300');
      return schema;
    },
  );
}
