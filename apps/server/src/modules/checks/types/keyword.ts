import type { CheckTypeModule } from '../check-type.js';
import { keywordCheck } from '../http.js';
import { requestsUrl } from './shared.js';

export const keyword: CheckTypeModule<'keyword'> = { ...requestsUrl, run: keywordCheck };
