// Creates the embedded database's data directory, then exits: `node pglite-create.js <dir>`.
// Creating one grows PGlite's WebAssembly memory far past what a server then needs; a process of
// its own returns all of it when it exits, where a worker thread in the server left part of it
// resident for good (bench/RESULTS.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-create.js <data directory>');
// PGlite makes the directory itself, but not its parents.
mkdirSync(path.dirname(dataDir), { recursive: true });
const pg = await PGlite.create(dataDir);
await pg.close();
