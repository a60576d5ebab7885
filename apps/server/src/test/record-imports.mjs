// Preloaded with `--import` into a server under test: every module URL the process resolves
// under node_modules/@opentelemetry/ is appended to the file TOCSIN_IMPORT_LOG names.
import { register } from 'node:module';

register('./record-imports-hooks.mjs', import.meta.url, {
  data: { file: process.env.TOCSIN_IMPORT_LOG },
});
