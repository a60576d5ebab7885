import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../../lib/errors.js';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash of the sign-in.
    return false;
  }
}

// The most frequent passwords in public breach corpora, most common first.
const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

/** True when the password is among the 10,000 most common (case-insensitive). */
export function isCommonPassword(password: string) {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/** Refuses a common password, marking `field`: sign-up, reset and change all say the same. */
export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new ValidationError(
      'This password is one of the most common and easy to guess. Please choose another.',
      [{ path: field, message: 'Password is too common' }],
      'password-too-common',
    );
  }
}
