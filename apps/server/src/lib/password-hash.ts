import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The one way Tocsin stores a password: accounts' and status pages' alike. */
export const hashPassword = (password: string) => hash(password, ARGON2ID);

/** True when `password` is the one `stored` was made from. */
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
