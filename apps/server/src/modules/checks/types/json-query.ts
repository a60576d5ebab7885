import type { CheckTypeModule } from '../check-type.js';
import { jsonQueryCheck } from '../http.js';
import { requestsUrl } from './shared.js';

export const jsonQuery: CheckTypeModule<'json-query'> = { ...requestsUrl, run: jsonQueryCheck };
