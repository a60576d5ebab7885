import { randomUUID } from 'node:crypto';
import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { and, eq, gt } from 'drizzle-orm';
import { isIP } from 'node:net';
import { passkeyAnswerInput, type PasskeyAnswerInput } from '@tocsin/contract';
import type { Db } from '../../db/client.js';
import { passkeys, verifications } from '../../db/schema.js';
import { instanceOrigins } from '../../lib/instance-origins.js';
import { lazyRequire } from '../../lib/lazy.js';

/**
 * Loaded at the first passkey ceremony: with the certificate and ASN.1 libraries it brings, about
 * 750 KB of code a server whose users have no passkeys never runs.
 */
export const webAuthn = lazyRequire<typeof SimpleWebAuthn>('@simplewebauthn/server');

/** How long a browser has to answer a passkey challenge. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

/**
 * Who the passkeys are for (WebAuthn's relying party): PUBLIC_URL's host name, and the origins its
 * pages have. Browsers refuse an IP address as the relying party, so on a loopback address the
 * passkeys belong to `localhost` (the page must be opened as http://localhost:port), and on any
 * other IP address there are none: `null`.
 */
export function relyingParty(publicUrl: string) {
  const { hostname } = new URL(publicUrl);
  const host = hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (!loopback && isIP(host)) return null;
  const id = loopback ? 'localhost' : hostname;
  const origins = [...instanceOrigins(publicUrl)].filter((origin) => {
    const originHost = new URL(origin).hostname.replace(/^\[|\]$/g, '');
    return !isIP(originHost);
  });
  return { id, name: 'Tocsin', origins };
}
export type RelyingParty = NonNullable<ReturnType<typeof relyingParty>>;

export const PASSKEYS_NEED_A_DOMAIN =
  'Passkeys need Tocsin at a domain name (or at localhost), not at an IP address.';

/** Keeps a challenge for a short while, under a random id the browser sends back with its answer. */
export async function storeChallenge(db: Db, purpose: string, challenge: string, userId = '') {
  const id = randomUUID();
  await db.insert(verifications).values({
    id,
    identifier: `passkey-${purpose}:${id}`,
    value: JSON.stringify({ challenge, userId }),
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_SECONDS * 1000),
  });
  return id;
}

/** Takes a stored challenge, once: null when unknown, used or expired. */
export async function takeChallenge(db: Db, purpose: string, challengeId: string) {
  const [row] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, `passkey-${purpose}:${challengeId}`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ value: verifications.value });
  if (!row) return null;
  return JSON.parse(row.value) as { challenge: string; userId: string };
}

/**
 * A challenge to prove a passkey: for signing in, any passkey of this instance (the browser
 * offers those it holds); to confirm it is them, `userId`'s own.
 */
export async function proofOptions(db: Db, rp: RelyingParty, userId?: string) {
  const own = userId
    ? await db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
    : [];
  const options = await webAuthn().generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    allowCredentials: own.map((key) => ({ id: key.id, transports: key.transports as never })),
  });
  const challengeId = await storeChallenge(db, 'proof', options.challenge, userId ?? '');
  return { challengeId, options: { ...options } };
}

const refused = () =>
  new APIError('UNAUTHORIZED', {
    code: 'INVALID_PASSKEY',
    message: 'This passkey could not be verified. Please try again, or sign in with your password.',
  });

/**
 * Checks a browser's answer to a challenge of `proofOptions` against the stored passkey: the
 * challenge is used once, the signature must match, user verification (PIN, fingerprint, face)
 * is required, and a signature counter that goes backwards (a cloned key) is refused; a
 * challenge made for one person is answered only by their passkeys. Returns the user's id, or
 * null when the answer does not hold.
 */
export async function verifyPasskeyAnswer(db: Db, rp: RelyingParty, input: PasskeyAnswerInput) {
  const stored = await takeChallenge(db, 'proof', input.challengeId);
  const response = input.response as unknown as SimpleWebAuthn.AuthenticationResponseJSON;
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!stored || !passkey || (stored.userId && stored.userId !== passkey.userId)) return null;
  const result = await webAuthn()
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    })
    .catch(() => null);
  if (!result?.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id));
  return passkey.userId;
}

// Better Auth's two-factor plugin keeps a half-done sign-in (right password, no second factor
// yet) under this signed cookie, naming a verification row whose value is the user's id.
const TWO_FACTOR_COOKIE = 'two_factor';

const noPasskey = () =>
  new APIError('BAD_REQUEST', {
    code: 'NO_PASSKEY',
    message:
      'This account has no passkey yet. Enter the code from your authenticator app, or a recovery code.',
  });

/**
 * Better Auth's side of signing in with a passkey: once Tocsin has verified the passkey, a
 * session is made and its cookie set exactly as a password sign-in does (the disabled-account
 * check included). A passkey also serves as the second step after a right password, in place
 * of the authenticator app's code.
 */
export function passkeySignIn(opts: { db: Db; publicUrl: string }) {
  const rpOrRefuse = () => {
    const rp = relyingParty(opts.publicUrl);
    if (!rp) throw new APIError('BAD_REQUEST', { message: PASSKEYS_NEED_A_DOMAIN });
    return rp;
  };
  return {
    id: 'tocsin-passkey',
    endpoints: {
      signInPasskey: createAuthEndpoint(
        '/sign-in/passkey',
        { method: 'POST', body: passkeyAnswerInput },
        async (ctx) => {
          const userId = await verifyPasskeyAnswer(opts.db, rpOrRefuse(), ctx.body);
          const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
          if (!user) throw refused();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email } });
        },
      ),

      secondStepPasskeyOptions: createAuthEndpoint(
        '/two-factor/passkey-options',
        { method: 'POST' },
        async (ctx) => {
          const rp = rpOrRefuse();
          const { userId } = await halfDoneSignIn(ctx);
          const [own] = await opts.db
            .select({ id: passkeys.id })
            .from(passkeys)
            .where(eq(passkeys.userId, userId))
            .limit(1);
          if (!own) throw noPasskey();
          return ctx.json(await proofOptions(opts.db, rp, userId));
        },
      ),

      secondStepPasskey: createAuthEndpoint(
        '/two-factor/verify-passkey',
        { method: 'POST', body: passkeyAnswerInput },
        async (ctx) => {
          const rp = rpOrRefuse();
          const { userId, key, cookie } = await halfDoneSignIn(ctx);
          // The challenge was made for this person: another person's passkey does not answer it.
          if ((await verifyPasskeyAnswer(opts.db, rp, ctx.body)) !== userId) throw refused();
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(key);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (consumed?.value !== userId || !user) throw halfDoneExpired();
          const dontRememberMe = await ctx.getSignedCookie(
            ctx.context.authCookies.dontRememberToken.name,
            ctx.context.secret,
          );
          const session = await ctx.context.internalAdapter.createSession(
            user.id,
            Boolean(dontRememberMe),
          );
          await setSessionCookie(ctx, { session, user });
          expireCookie(ctx, cookie);
          return ctx.json({ user: { id: user.id, email: user.email } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

const halfDoneExpired = () =>
  new APIError('UNAUTHORIZED', {
    code: 'INVALID_TWO_FACTOR_COOKIE',
    message: 'This sign-in has expired. Enter your email and password again, then the code.',
  });

/** Whose password this browser has just given, from the two-factor plugin's signed cookie. */
async function halfDoneSignIn(ctx: {
  context: {
    createAuthCookie: (name: string) => { name: string; attributes: object };
    secret: string;
    internalAdapter: {
      findVerificationValue: (identifier: string) => Promise<{ value: string } | null>;
    };
  };
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
}) {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const pending = key ? await ctx.context.internalAdapter.findVerificationValue(key) : null;
  if (!key || !pending) throw halfDoneExpired();
  return { userId: pending.value, key, cookie };
}
