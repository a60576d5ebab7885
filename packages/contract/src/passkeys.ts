import { z } from 'zod';

export const PASSKEY_NAME_MAX = 60;
/** Passkeys one account may register. */
export const PASSKEYS_MAX = 20;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'multiDevice': synced between devices (a password manager, iCloud Keychain); else one device. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListResponse = z.object({
  items: z.array(passkeySchema),
  /** Why passkeys cannot be used on this instance (an IP address as its address), or null. */
  unavailable: z.string().nullable(),
});

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Enter a name for the passkey')
  .max(PASSKEY_NAME_MAX, `Use at most ${PASSKEY_NAME_MAX} characters`);

/** What the browser's WebAuthn call returned, as JSON (checked in full by the server). */
const credentialResponse = z.object({ id: z.string().min(1).max(1024) }).passthrough();

/** A challenge to answer with the browser's WebAuthn call, under the id to send back with it. */
export const passkeyChallengeResponse = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});

export const registerPasskeyInput = z.object({
  challengeId: z.string().min(1).max(100),
  name: passkeyName,
  response: credentialResponse,
});
export type RegisterPasskeyInput = z.infer<typeof registerPasskeyInput>;

export const renamePasskeyInput = z.object({ name: passkeyName });

export const passkeyAnswerInput = z.object({
  challengeId: z.string().min(1).max(100),
  response: credentialResponse,
});
export type PasskeyAnswerInput = z.infer<typeof passkeyAnswerInput>;
