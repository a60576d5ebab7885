// Module resolution hooks for record-imports.mjs (they run on the loader's own thread).
import { appendFileSync } from 'node:fs';

/** @type {string | undefined} */
let file;

/** @param {{ file?: string }} data */
export function initialize(data) {
  file = data.file;
}

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (file && resolved.url.includes('/node_modules/@opentelemetry/'))
    appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
