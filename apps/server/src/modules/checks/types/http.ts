import type { CheckTypeModule } from '../check-type.js';
import { httpCheck } from '../http.js';
import { requestsUrl } from './shared.js';

export const http: CheckTypeModule<'http'> = { ...requestsUrl, run: httpCheck };
