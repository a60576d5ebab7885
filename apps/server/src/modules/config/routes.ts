import { IMPORT_LIMITS, configEndpoints, configJsonSchema } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import type { Db } from '../../db/client.js';
import type { WorkLimits } from '../../lib/bounded-work.js';
import { refuseLargeBody, takeRawJson } from '../../lib/raw-json-body.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { applyConfig, withoutRefusedMonitors, type ApplyDeps } from './apply.js';
import { exportWorkspace } from './export.js';
import { createFileReader } from './read-file.js';

/** A document of 10,000 monitors written out in full is about 5 MB; 8 MB of text, in JSON. */
const APPLY_BODY_MAX = 10 * 2 ** 20;
/** The largest file, base64-encoded, and the rest of the body. */
const IMPORT_BODY_MAX = Math.ceil((IMPORT_LIMITS.megabytes * 2 ** 20) / 3) * 4 + 64 * 1024;

/** The workspace as a configuration document, and the document's JSON Schema. */
export function configRoutes(
  app: FastifyInstance,
  deps: ApplyDeps & {
    db: Db;
    /** The time and memory the reading of one document or imported file may take. */
    fileLimits: WorkLimits;
  },
) {
  const e = configEndpoints;
  const files = createFileReader(deps.fileLimits);
  app.addHook('onClose', () => files.close());
  // Made once: the schema is the contract's, the same for every request.
  const schema = JSON.stringify(configJsonSchema(), null, 2);

  route(app, e.export, async (request, reply) => {
    const document = await exportWorkspace(deps.db, requireAuth(request).workspace.id);
    reply.header('cache-control', 'no-store');
    if (request.query.format === 'json') return document;
    reply.type('application/yaml; charset=utf-8');
    return stringify(document, { lineWidth: 0 });
  });

  // Their bodies are read, from the JSON on, in a process of their own (read-file.ts).
  app.register((scope, _options, done) => {
    const raw = takeRawJson(scope);
    route(
      scope,
      e.apply,
      async (request) => {
        const { document, ...options } = await files.readApply(request.body as unknown as Buffer[]);
        return applyConfig(deps, requireAuth(request).workspace.id, document, options);
      },
      {
        bodyLimit: APPLY_BODY_MAX,
        validatorCompiler: raw,
        errorHandler: refuseLargeBody(
          `The document is larger than ${APPLY_BODY_MAX / 2 ** 20} MB`,
          'source',
        ),
      },
    );

    route(
      scope,
      e.import,
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
      {
        bodyLimit: IMPORT_BODY_MAX,
        validatorCompiler: raw,
        errorHandler: refuseLargeBody(
          `The file is larger than ${IMPORT_LIMITS.megabytes} MB`,
          'content',
        ),
      },
    );
    done();
  });

  route(app, e.schema, (_request, reply) => {
    reply.type('application/schema+json; charset=utf-8');
    reply.header('cache-control', 'public, max-age=300');
    return schema;
  });
}
