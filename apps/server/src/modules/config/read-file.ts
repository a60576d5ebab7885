import {
  configApplyInput,
  configDocumentSchema,
  configImportInput,
  IMPORT_LIMITS,
  type ConfigDocument,
} from '@tocsin/contract';
import { endProcessAfterThisFile } from '../../lib/bounded-work-serve.js';
import { createBoundedWorker, type WorkLimits } from '../../lib/bounded-work.js';
import { AppError } from '../../lib/errors.js';
import { readJsonBody } from '../../lib/input-rules.js';
import { importFile, type ImportResult } from './import/index.js';
import { parseConfigDocument } from './parse.js';

/**
 * The bodies of `apply` and `import` are read in a process of their own, within `limits`
 * (lib/bounded-work.ts), from their JSON on: a large body's JSON alone held the checks' thread
 * (bench/RESULTS.md), and what is in it is untrusted. A hostile file must cost its sender a 4xx,
 * not the checks of every workspace their lateness or the process its memory.
 */

export type ReadRequest = { kind: 'import' | 'apply' };

/** An import's file as a document, with the choice the body made. */
export type ImportRead = Omit<ImportResult, 'document'> & {
  document: ConfigDocument;
  dryRun: boolean;
};

/** A document to apply, with the options the body gave. */
export interface ApplyRead {
  document: ConfigDocument;
  secrets: Record<string, string>;
  prune: boolean;
  dryRun: boolean;
}

async function readImport(body: Buffer): Promise<ImportRead> {
  const { source, content, dryRun } = readJsonBody(body, configImportInput);
  // SQLite's memory (WebAssembly's) is given back only with its process.
  if (source === 'uptime-kuma-db') endProcessAfterThisFile();
  const file = Buffer.from(content, 'base64');
  if (file.length > IMPORT_LIMITS.megabytes * 2 ** 20) {
    const message = `The file is larger than ${IMPORT_LIMITS.megabytes} MB`;
    throw new AppError('payload-too-large', message, [{ path: 'content', message }]);
  }
  const converted = await importFile(source, file);
  return {
    ...converted,
    document: configDocumentSchema.parse(converted.document) as unknown as ConfigDocument,
    dryRun,
  };
}

function readApply(body: Buffer): ApplyRead {
  const { source, fileName, ...options } = readJsonBody(body, configApplyInput);
  return { document: parseConfigDocument(source, fileName), ...options };
}

/** What the reading process does with one body; see read-worker.ts. */
export const readRequest = async (
  request: ReadRequest,
  body: Buffer,
): Promise<ImportRead | ApplyRead> =>
  request.kind === 'import' ? readImport(body) : readApply(body);

/** Reads the bodies of the configuration routes, each within `limits`. */
export function createFileReader(limits: WorkLimits) {
  const worker = createBoundedWorker<ReadRequest, ImportRead | ApplyRead>(
    import.meta.url,
    './read-worker',
    limits,
  );
  return {
    /** An import's body, as it arrived: its file converted to a document (see import/index.ts). */
    readImport: async (body: Buffer[]) =>
      (await worker.run(
        { kind: 'import' },
        { subject: 'This file', field: 'content' },
        body,
      )) as ImportRead,
    /** An apply's body, as it arrived: its document read and checked (see parse.ts). */
    readApply: async (body: Buffer[]) =>
      (await worker.run(
        { kind: 'apply' },
        { subject: 'This document', field: 'source' },
        body,
      )) as ApplyRead,
    close: () => worker.close(),
  };
}
