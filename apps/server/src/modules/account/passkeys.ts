import { randomUUID } from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEYS_MAX, type Passkey, type RegisterPasskeyInput } from '@tocsin/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeys } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import {
  PASSKEY_CHALLENGE_SECONDS,
  storeChallenge,
  takeChallenge,
  webAuthn,
  type RelyingParty,
} from '../auth/index.js';

interface Person {
  id: string;
  email: string;
  name: string;
}

function toPasskey(row: typeof passkeys.$inferSelect): Passkey {
  return {
    id: row.id,
    name: row.name,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(toPasskey);
}

async function countPasskeys(db: Db, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.count ?? 0;
}

const tooMany = () =>
  new ConflictError(
    `An account can have at most ${PASSKEYS_MAX} passkeys. Remove one you no longer use first.`,
  );

/**
 * A challenge for the browser to make a new passkey for this person: one that can sign in on
 * its own (a discoverable credential) and asks for a PIN, fingerprint or face; the passkeys they
 * already have are excluded, so one authenticator is not registered twice.
 */
export async function registrationOptions(db: Db, rp: RelyingParty, person: Person) {
  if ((await countPasskeys(db, person.id)) >= PASSKEYS_MAX) throw tooMany();
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, person.id));
  const options = await webAuthn().generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(db, 'register', options.challenge, person.id);
  return { challengeId, options: { ...options } };
}

const notVerified = () =>
  new ValidationError('This passkey could not be set up. Please try again.', [
    { path: 'response', message: 'The passkey did not answer the challenge' },
  ]);

/** Checks the browser's new passkey against the challenge and keeps it under `name`. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  person: Person,
  input: RegisterPasskeyInput,
) {
  const stored = await takeChallenge(db, 'register', input.challengeId);
  if (!stored || stored.userId !== person.id) throw notVerified();
  const result = await webAuthn()
    .verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!result?.verified) throw notVerified();
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  if ((await countPasskeys(db, person.id)) >= PASSKEYS_MAX) throw tooMany();
  const [row] = await db
    .insert(passkeys)
    .values({
      id: randomUUID(),
      userId: person.id,
      name: input.name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw new ConflictError('This passkey is already registered.');
  return toPasskey(row);
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError('Passkey not found');
  return toPasskey(row);
}

export async function removePasskey(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError('Passkey not found');
  return toPasskey(row);
}
