import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { ValidationError } from '../../lib/errors.js';
import { lazyRequire } from '../../lib/lazy.js';

// ~0.4 MB of word lists, loaded with the first password checked.
const wordLists = lazyRequire<typeof LanguageCommon>('@zxcvbn-ts/language-common');

export { hashPassword, verifyPassword } from '../../lib/password-hash.js';

// The most frequent passwords in public breach corpora, most common first.
const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

/** True when the password is among the 10,000 most common (case-insensitive). */
export function isCommonPassword(password: string) {
  common ??= new Set(wordLists().dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
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
