import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** What `make` returns, made the first time it is asked for and kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * A CommonJS package loaded the first time it is used rather than at start. For the large ones a
 * server may never call (Stripe, nodemailer, badge fonts, markdown, phone metadata): each module
 * loaded keeps its source in memory for the life of the process, and an idle server held
 * megabytes of such code (bench/RESULTS.md).
 */
export const lazyRequire = <T>(specifier: string): (() => T) => once(() => require(specifier) as T);
