import { z } from 'zod';
import { boundedBytes, common, httpFields, MONITOR_LIMITS as L } from './fields.js';

/** Requests a JSON API and compares one value of the answer. */
export const jsonQueryMonitorInput = z.object({
  type: z.literal('json-query'),
  ...common,
  ...httpFields,
  /** A JMESPath expression, e.g. `status.database` or `length(services[?healthy])`. */
  query: boundedBytes(L.keywordMaxBytes, 'The expression').pipe(z.string().min(1)),
  /** Compared with the expression's result as JSON text (`"ok"`, `3`, `true`) or plain text. */
  expectedValue: boundedBytes(L.keywordMaxBytes, 'The expected value'),
});
