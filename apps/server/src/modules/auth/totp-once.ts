import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactors } from '../../db/schema.js';

/** Better Auth's TOTP: 6 digits, a new code every 30 s, the codes of one step before and after accepted. */
const PERIOD_MS = 30_000;
const WINDOW = 1;
const TWO_FACTOR_COOKIE = 'two_factor';
/** Better Auth's mark on a secret imported from another provider, which it keeps base32-encoded. */
const BASE32_PREFIX = 'base32:';

export const TOTP_CODE_USED = 'TOTP_CODE_USED';

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The person a second step is for: signed in (setting it up), or half-way through a sign-in. */
async function personOf(ctx: Ctx) {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** The 30-second steps whose code is `code`, latest first, as Better Auth's check reads the clock. */
async function stepsOf(secret: string | Uint8Array, code: string, now: number) {
  const otp = createOTP(secret, { period: PERIOD_MS / 1000, digits: 6 });
  const current = Math.floor(now / PERIOD_MS);
  const steps: number[] = [];
  for (let step = current + WINDOW; step >= current - WINDOW; step -= 1) {
    if ((await otp.hotp(step)) === code) steps.push(step);
  }
  return steps;
}

async function decryptSecret(ctx: Ctx, data: string) {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data });
  return secret.startsWith(BASE32_PREFIX)
    ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
    : secret;
}

/**
 * A code from the authenticator app works once: Better Auth accepts a code for its whole window
 * (about 90 s), so a code read over a shoulder or phished could sign a second client in. Before
 * Better Auth checks a code, its step is claimed as the person's last (`two_factors.
 * last_totp_step`), in one conditional update, so of two requests with one code only one goes on;
 * a code of that step or an earlier one is refused. A wrong code is left to Better Auth, which
 * counts it.
 */
export function totpOnce(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/two-factor/verify-totp') return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const userId = await personOf(ctx);
    if (!userId) return;
    const [factor] = await db
      .select({ secret: twoFactors.secret })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId));
    if (!factor) return;
    const steps = await stepsOf(await decryptSecret(ctx, factor.secret), code, Date.now());
    if (steps.length === 0) return;
    const [claimed] = await db
      .update(twoFactors)
      .set({ lastTotpStep: steps[0] })
      .where(
        and(
          eq(twoFactors.userId, userId),
          or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, steps[0]!)),
        ),
      )
      .returning({ step: twoFactors.lastTotpStep });
    if (!claimed) {
      throw new APIError('UNAUTHORIZED', {
        code: TOTP_CODE_USED,
        message: 'This code was already used',
      });
    }
  });
}
