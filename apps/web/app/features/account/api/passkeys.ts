import {
  authEndpoints,
  passkeyEndpoints,
  twoFactorEndpoints,
  type PasskeyAnswerInput,
  type RegisterPasskeyInput,
} from '@tocsin/contract';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The endpoints that answer a challenge for a passkey the person already has. */
type ProofOptions =
  | typeof authEndpoints.passkeyOptions
  | typeof twoFactorEndpoints.passkeyOptions
  | typeof passkeyEndpoints.proofOptions;

export const passkeysQuery = queryOptions({
  queryKey: ['me', 'passkeys'],
  queryFn: ({ signal }) => call(passkeyEndpoints.list, { signal }),
});

const IP_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$|^\[/;

/**
 * Why this browser, at this address, cannot use passkeys, or null when it can. Browsers refuse
 * passkeys on a page opened at an IP address; on this machine's loopback address the same
 * Tocsin answers at localhost, where they work.
 */
export function passkeysUnavailable(location: Location = window.location): string | null {
  if (!browserSupportsWebAuthn()) return 'This browser does not support passkeys.';
  if (location.hostname === '127.0.0.1' || location.hostname === '[::1]') {
    return `Passkeys work when Tocsin is opened at http://localhost:${location.port || '80'}.`;
  }
  if (IP_ADDRESS.test(location.hostname)) {
    return 'Passkeys need Tocsin at a domain name, not at an IP address.';
  }
  return null;
}

/** Asks the browser for a passkey's answer to a challenge of `endpoint`. */
async function proveWithPasskey(endpoint: ProofOptions): Promise<PasskeyAnswerInput> {
  const { challengeId, options } = await call(endpoint);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { challengeId, response: response as unknown as PasskeyAnswerInput['response'] };
}

/** Signs in with a passkey the browser offers; the caller then reloads the session. */
export async function signInWithPasskey() {
  const answer = await proveWithPasskey(authEndpoints.passkeyOptions);
  await call(authEndpoints.signInWithPasskey, { body: answer });
}

/**
 * Finishes a sign-in whose password was right with one of the person's passkeys, in place of
 * the authenticator app's code; the caller then reloads the session.
 */
export async function finishSignInWithPasskey() {
  const answer = await proveWithPasskey(twoFactorEndpoints.passkeyOptions);
  await call(twoFactorEndpoints.verifyPasskey, { body: answer });
}

/** Confirms it is the signed-in person with one of their passkeys, for sensitive changes. */
export async function reauthenticateWithPasskey() {
  const answer = await proveWithPasskey(passkeyEndpoints.proofOptions);
  await call(passkeyEndpoints.prove, { body: answer });
}

/** Makes a passkey in the browser and keeps it under `name` (`request` confirms it is them). */
export async function addPasskey(name: string) {
  const { challengeId, options } = await call(passkeyEndpoints.registrationOptions);
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return call(passkeyEndpoints.register, {
    body: {
      challengeId,
      name,
      response: response as unknown as RegisterPasskeyInput['response'],
    } satisfies RegisterPasskeyInput,
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      call(passkeyEndpoints.rename, { params: { id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

/**
 * What a failed passkey ceremony says to the person: cancelling or the browser's timeout is not
 * an error worth alarming them about.
 */
export function passkeyFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  return error instanceof Error && error.message
    ? error.message
    : 'The passkey could not be used. Please try again.';
}
