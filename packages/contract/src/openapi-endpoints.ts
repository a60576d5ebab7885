import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The API's own description, which the API reference page renders; not in itself. */
export const openApiEndpoints = {
  document: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tags: [],
    summary: 'The OpenAPI document of this API',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
};
