import { z } from 'zod';
import { boundedBytes, common, httpFields, MONITOR_LIMITS as L } from './fields.js';

/** Requests a URL and looks for a word in the answer, or its absence. */
export const keywordMonitorInput = z.object({
  type: z.literal('keyword'),
  ...common,
  ...httpFields,
  keyword: boundedBytes(L.keywordMaxBytes, 'The keyword').pipe(z.string().min(1)),
  keywordMode: z.enum(['present', 'absent']).default('present'),
  caseSensitive: z.boolean().default(false),
});
