import { z } from 'zod';
import { common, httpFields } from './fields.js';

/** Requests a URL and judges the status code of the answer. */
export const httpMonitorInput = z.object({ type: z.literal('http'), ...common, ...httpFields });
