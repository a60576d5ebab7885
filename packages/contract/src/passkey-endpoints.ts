import { z } from 'zod';
import { reauthenticateResponse } from './account.js';
import { endpoint } from './endpoint.js';
import {
  passkeyAnswerInput,
  passkeyChallengeResponse,
  passkeyListResponse,
  passkeySchema,
  registerPasskeyInput,
  renamePasskeyInput,
} from './passkeys.js';

const tags = ['account'] as const;
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The person's passkeys, listed, added and removed from Settings; a way to confirm it is them. */
export const passkeyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/me/passkeys',
    access: 'account',
    tags,
    summary: "The caller's passkeys",
    responses: { 200: passkeyListResponse },
  }),
  registrationOptions: endpoint({
    method: 'POST',
    path: '/api/v1/me/passkeys/options',
    access: 'account',
    tags,
    summary: 'A challenge to create a passkey with (needs a recent sign-in)',
    responses: { 200: passkeyChallengeResponse },
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/v1/me/passkeys',
    access: 'account',
    tags,
    summary: 'Keep a new passkey (needs a recent sign-in)',
    body: registerPasskeyInput,
    responses: { 201: passkeySchema },
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/v1/me/passkeys/:id',
    access: 'account',
    tags,
    summary: 'Rename a passkey',
    params: idParams,
    body: renamePasskeyInput,
    responses: { 200: passkeySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/me/passkeys/:id',
    access: 'account',
    tags,
    summary: 'Remove a passkey (needs a recent sign-in)',
    params: idParams,
    responses: { 200: passkeySchema },
  }),
  proofOptions: endpoint({
    method: 'POST',
    path: '/api/v1/me/reauthenticate/passkey/options',
    access: 'account',
    tags,
    summary: "A challenge for one of the caller's passkeys, to confirm it is them",
    responses: { 200: passkeyChallengeResponse },
  }),
  prove: endpoint({
    method: 'POST',
    path: '/api/v1/me/reauthenticate/passkey',
    access: 'account',
    tags,
    summary: 'Confirm it is the caller with a passkey, for sensitive changes',
    body: passkeyAnswerInput,
    responses: { 200: reauthenticateResponse },
  }),
};
