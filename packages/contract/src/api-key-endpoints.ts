import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { apiKeyInput, apiKeyListResponse, apiKeyParams, createdApiKeyResponse } from './teams.js';

const tags = ['api-keys'] as const;

/** The workspace's API keys: made, listed and revoked by its admins, signed in (never a key). */
export const apiKeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/api-keys',
    access: 'keys.manage',
    tags,
    summary: 'List API keys',
    description:
      'The keys that are not revoked, newest first; an expired one has `expiresAt` in the past. The secret is never listed.',
    responses: { 200: apiKeyListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/api-keys',
    access: 'keys.manage',
    tags,
    summary: 'Create an API key',
    description: 'The answer holds the whole key in `key`: the only time it is shown.',
    body: apiKeyInput,
    responses: { 201: createdApiKeyResponse },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/v1/api-keys/:id',
    access: 'keys.manage',
    tags,
    summary: 'Revoke an API key',
    description: 'The next request made with the key is refused with 401.',
    params: apiKeyParams,
    responses: { 204: z.null() },
  }),
};
