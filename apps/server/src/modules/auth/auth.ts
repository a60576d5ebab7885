import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  REMEMBERED_SESSION_SECONDS,
  RESET_LINK_TTL_SECONDS,
  AUTH_BASE_PATH,
} from '@tocsin/contract';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.js';
import { safeError } from '../../lib/log-safety.js';
import type { Mailer } from '../../lib/mailer.js';
import { instanceOrigins } from '../../lib/instance-origins.js';
import { createProfile } from '../me/index.js';
import { createPersonalWorkspace, personalWorkspaceName } from '../workspaces/index.js';
import { forgetAccountLinks } from './account-links.js';
import { passwordChangedEmail, resetPasswordEmail } from './emails.js';
import { passkeySignIn } from './passkeys.js';
import { forgetTrustedDevices } from './trusted-devices.js';
import {
  forgetVerificationsSent,
  recordVerificationSent,
  verifyEmailMessage,
  verifyEmailUrl,
} from './email-verification.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { totpOnce } from './totp-once.js';

/** The header through which the Fastify bridge hands Better Auth the caller's IP address. */
export const CLIENT_IP_HEADER = 'x-tocsin-client-ip';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  /** A reset proves the person owns the address: their failed sign-ins are forgotten. */
  throttle: SignInThrottle;
  /** Where the sessions Better Auth ends are announced, so their live streams end too. */
  bus: EventBus;
}

export function createAuth({ config, db, mailer, log, throttle, bus }: AuthDeps) {
  // Mail leaves in the background so a reset request answers in the same time whether or not
  // the account exists; a failure is logged with the address it was meant for.
  const sendInBackground = (message: Parameters<Mailer['send']>[0]) => {
    mailer.send(message).catch((err: unknown) => log.error({ err, to: message.to }, 'mail failed'));
  };

  return betterAuth({
    appName: 'Tocsin',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [...instanceOrigins(config.publicUrl)],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        disabled: {
          type: 'boolean',
          input: false,
          required: false,
          defaultValue: false,
          returned: false,
        },
      },
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !config.signupEnabled,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        sendInBackground(resetPasswordEmail(user.email, url));
        return Promise.resolve();
      },
      onPasswordReset: async ({ user }) => {
        // The link just used is gone; any other mailed before must not set the password again.
        await forgetAccountLinks(db, user.id);
        await forgetTrustedDevices(db, user.id);
        sendInBackground(passwordChangedEmail(user.email, `${config.publicUrl}/login`));
        await throttle.succeeded(user.email);
      },
    },
    // A link to confirm the address goes out at sign-up; signing in stays allowed meanwhile, but
    // no alert is mailed to an address until it is confirmed (modules/alerts/targets.ts).
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await recordVerificationSent(db, user);
        sendInBackground(verifyEmailMessage(user.email, verifyEmailUrl(config.publicUrl, token)));
      },
      afterEmailVerification: (user) => forgetVerificationsSent(db, user.id),
    },
    plugins: [
      // TOTP as a second factor, with ten recovery codes and devices remembered for 30 days.
      twoFactor({
        issuer: 'Tocsin',
        backupCodeOptions: { amount: 10, length: 10 },
        trustDeviceMaxAge: 30 * 24 * 60 * 60,
      }),
      // Signing in with a passkey Tocsin has checked (modules/auth/passkeys.ts).
      passkeySignIn({ db, publicUrl: config.publicUrl }),
    ],
    // A code of the authenticator app works once, not for its whole window.
    hooks: { before: totpOnce(db) },
    // Limits are applied per client IP by the Fastify routes in front of Better Auth.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The session and its user in one query rather than two (relations in db/schema.ts).
      database: { joins: true },
    },
    logger: {
      log: (level, message, ...args) => log[level]({ args: args.map(safeError) }, message),
    },
    // Unexpected errors (a failed query) reach Fastify's error handler and its log, which leaves
    // out their query parameters, rather than Better Auth printing them whole to stderr.
    onAPIError: { throw: true },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Partial<
              Record<'firstName' | 'lastName' | 'phone', string>
            >;
            const firstName = body.firstName ?? user.name.split(' ')[0] ?? '';
            const lastName = body.lastName ?? user.name.split(' ').slice(1).join(' ');
            await db.transaction(async (tx) => {
              await createProfile(tx, user.id, { firstName, lastName, phone: body.phone ?? '' });
              await createPersonalWorkspace(
                tx,
                user.id,
                personalWorkspaceName(firstName, user.email),
              );
            });
          },
        },
      },
      session: {
        // Every session Better Auth ends (signing out, a reset, a new password) ends its live
        // streams on every server, not only at their next check (modules/events/routes.ts).
        delete: {
          after: (session) => {
            bus.publish('sessions.ended', { userId: session.userId, sessionIds: [session.id] });
            return Promise.resolve();
          },
        },
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ disabled: users.disabled })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row?.disabled) {
              throw new APIError('FORBIDDEN', {
                code: 'USER_DISABLED',
                message: 'This account has been disabled',
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
