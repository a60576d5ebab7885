import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { createScratchDatabase } from './scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded data directory that each harness copies. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each harness clones, when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup: creates and migrates one database of each kind for the whole run.
 * Creating and migrating a PGlite data directory takes seconds of CPU, which every harness paid
 * anew; a copy of a migrated one opens far sooner (bench/RESULTS.md).
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tocsin-template-'));
  const embedded = await openDatabase({ dataDir: root });
  await embedded.migrate();
  await embedded.close();
  project.provide('pgliteTemplate', path.join(root, 'pglite'));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgres = postgresUrl
    ? await createScratchDatabase(postgresUrl, 'tocsin_template')
    : undefined;
  if (postgres) {
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir: root });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', new URL(postgres.url).pathname.slice(1));
  }

  return async () => {
    await postgres?.drop();
    await rm(root, { recursive: true, force: true });
  };
}

/** Copies the migrated embedded template into `dataDir`, where openDatabase looks for it. */
export async function copyPgliteTemplate(template: string, dataDir: string) {
  await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
}
