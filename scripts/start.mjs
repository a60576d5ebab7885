// `npm start`: builds whatever is missing or older than its sources, then serves Tocsin.
import { buildMissing } from './build-missing.mjs';

buildMissing();
process.argv.splice(2, process.argv.length, 'serve');
await import('../apps/server/dist/main.js');
