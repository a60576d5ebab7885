import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used rather than at start. For the large ones a
 * server may never call (Stripe, nodemailer, badge fonts, markdown, phone metadata): each module
 * loaded keeps its source in memory for the life of the process, and an idle server held ~10 MB
 * of such code.
 */
export function lazyRequire<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
