import {
  IMPORT_LIMITS,
  configApplyInput,
  configApplyResult,
  configImportInput,
  configImportResult,
  configJsonSchema,
} from '@tocsin/contract';
import { CONFIG_TEXT_LIMITS } from '@tocsin/contract/config-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stringify } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { WorkLimits } from '../../lib/bounded-work.js';
import { refuseLargeBody, takeRawJson } from '../../lib/raw-json-body.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { applyConfig, withoutRefusedMonitors, type ApplyDeps } from './apply.js';
import { exportWorkspace } from './export.js';
import { createFileReader } from './read-file.js';

const count = (n: number) => n.toLocaleString('en-US');

/** A document of 10,000 monitors written out in full is about 5 MB; 8 MB of text, in JSON. */
const APPLY_BODY_MAX = 10 * 2 ** 20;
/** The largest file, base64-encoded, and the rest of the body. */
const IMPORT_BODY_MAX = Math.ceil((IMPORT_LIMITS.megabytes * 2 ** 20) / 3) * 4 + 64 * 1024;

const exportQuery = z.object({ format: z.enum(['yaml', 'json']).default('yaml') });

/** The workspace as a configuration document, and the document's JSON Schema. */
export function configRoutes(
  app: FastifyInstance,
  deps: ApplyDeps & {
    db: Db;
    /** The time and memory the reading of one document or imported file may take. */
    fileLimits: WorkLimits;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];
  const files = createFileReader(deps.fileLimits);
  app.addHook('onClose', () => files.close());
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

  // Their bodies are read, from the JSON on, in a process of their own (read-file.ts).
  app.register((scope, _options, done) => {
    const raw = takeRawJson(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/v1/config/apply',
      {
        schema: {
          tags,
          summary: 'Apply a configuration document',
          description: `Compares the document (YAML or JSON text) with the workspace and answers the plan: what would be created, changed and, with \`prune\`, deleted. Unless \`dryRun\`, applies it in one transaction. Objects are matched by their keys (status pages by slug); applying the same document again changes nothing. Secrets the channels refer to are given in \`secrets\`, by environment variable name; a channel that exists keeps those not given. Errors name the file, line and field. A document whose aliases expand it past ${count(CONFIG_TEXT_LIMITS.values)} values or ${CONFIG_TEXT_LIMITS.depth} levels is refused (400), and so is one whose reading would take more than the time or memory the server gives one file (413).`,
          body: configApplyInput,
          response: { 200: configApplyResult },
        },
        bodyLimit: APPLY_BODY_MAX,
        validatorCompiler: raw,
        errorHandler: refuseLargeBody(
          `The document is larger than ${APPLY_BODY_MAX / 2 ** 20} MB`,
          'source',
        ),
        config: caller('config.write'),
      },
      async (request) => {
        const { document, ...options } = await files.readApply(request.body as unknown as Buffer[]);
        return applyConfig(deps, requireAuth(request).workspace.id, document, options);
      },
    );

    r.post(
      '/api/v1/config/import',
      {
        schema: {
          tags,
          summary: 'Import monitors from Uptime Kuma or UptimeRobot',
          description: `Converts the file (base64) into a configuration document and applies it without deleting anything: with \`dryRun\` (the default) only the plan is answered. \`unmapped\` lists every part of the file Tocsin has no place for, with the reason, including monitors this instance will not check (an address its SSRF guard refuses, a type it does not offer). Importing the same file again changes nothing. A file of more than ${IMPORT_LIMITS.megabytes} MB, ${count(IMPORT_LIMITS.monitors)} monitors, ${IMPORT_LIMITS.notifications} notifications or ${count(IMPORT_LIMITS.links)} links of monitors to notifications, tags or alert contacts, or whose reading would take more than the time or memory the server gives one file, is refused with 413 and the limit it passed.`,
          body: configImportInput,
          response: { 200: configImportResult },
        },
        bodyLimit: IMPORT_BODY_MAX,
        validatorCompiler: raw,
        errorHandler: refuseLargeBody(
          `The file is larger than ${IMPORT_LIMITS.megabytes} MB`,
          'content',
        ),
        config: caller('config.write'),
      },
      async (request) => {
        const { dryRun, ...converted } = await files.readImport(
          request.body as unknown as Buffer[],
        );
        const { document, refused } = await withoutRefusedMonitors(deps, converted.document);
        const result = await applyConfig(deps, requireAuth(request).workspace.id, document, {
          secrets: converted.secrets,
          prune: false,
          dryRun,
        });
        return { ...result, unmapped: [...converted.unmapped, ...refused] };
      },
    );
    done();
  });

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
