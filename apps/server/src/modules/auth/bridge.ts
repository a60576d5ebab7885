import type { ErrorCode } from '@tocsin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { CLIENT_IP_HEADER, type Auth } from './auth.js';
import { TOTP_CODE_USED } from './totp-once.js';

// Better Auth's codes, turned into the contract's stable codes the web knows how to word.
const codeMap: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  INVALID_EMAIL: 'invalid-email',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'password-too-long',
  USER_DISABLED: 'user-disabled',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'operation-not-allowed',
  EMAIL_PASSWORD_DISABLED: 'operation-not-allowed',
  INVALID_TOKEN: 'invalid-token',
  INVALID_PASSKEY: 'invalid-credential',
  NO_PASSKEY: 'conflict',
  INVALID_PASSWORD: 'validation-failed',
  INVALID_CODE: 'invalid-two-factor-code',
  [TOTP_CODE_USED]: 'invalid-two-factor-code',
  INVALID_BACKUP_CODE: 'invalid-two-factor-code',
  INVALID_TWO_FACTOR_COOKIE: 'two-factor-expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'two-factor-expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'too-many-requests',
  TOTP_ALREADY_ENABLED: 'conflict',
  TOTP_NOT_ENABLED: 'conflict',
  TWO_FACTOR_NOT_ENABLED: 'conflict',
};

// Better Auth's own words for the second factor, replaced by sentences that say what to do next.
const messageMap: Record<string, string> = {
  INVALID_PASSWORD: 'That password is not right. Enter the password you sign in with.',
  INVALID_CODE:
    'That code is not right. Enter the 6-digit code your authenticator app shows now; it changes every 30 seconds.',
  [TOTP_CODE_USED]:
    'That code was already used. Wait for the next code your authenticator app shows (it changes every 30 seconds), then enter it.',
  INVALID_BACKUP_CODE:
    'That recovery code is not right, or it was already used. Each code works once: try another.',
  INVALID_TWO_FACTOR_COOKIE:
    'This sign-in has expired. Enter your email and password again, then the code.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Too many wrong codes. Enter your email and password again, then the code.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Too many wrong codes for this account. Wait 15 minutes, then sign in again.',
  TOTP_ALREADY_ENABLED: 'Two-factor authentication is already on for this account.',
  TOTP_NOT_ENABLED:
    'Two-factor authentication is not set up. Start again from Settings, under Two-factor authentication.',
  TWO_FACTOR_NOT_ENABLED:
    'Two-factor authentication is off. Turn it on first, in Settings under Two-factor authentication.',
};

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many-requests';
  return status >= 500 ? 'internal' : 'validation-failed';
}

/** Better Auth's refusal as the contract's error, for the error handler to answer. */
export function authError(status: number, body: unknown): AppError {
  const raw = (body ?? {}) as { code?: unknown; message?: unknown };
  const authCode = typeof raw.code === 'string' ? raw.code : '';
  const message =
    messageMap[authCode] ??
    (typeof raw.message === 'string' && raw.message ? raw.message : 'Request failed');
  return new AppError(
    codeMap[authCode] ?? fallbackCode(status),
    status >= 500 ? 'Something went wrong on our side' : message,
  );
}

/**
 * A request's headers as Better Auth reads them: the caller's IP travels in a header Better Auth
 * trusts, overwriting any the client sent.
 */
export function authHeaders(request: FastifyRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * Hands a Fastify request to Better Auth as a web Request and copies the answer back;
 * `onSuccess` sees a successful answer's JSON first.
 */
export async function forwardToAuth(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  body?: unknown,
  onSuccess?: (json: unknown) => void | Promise<void>,
) {
  const headers = authHeaders(request);
  const payload = body ?? request.body;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(payload ?? {}) : undefined,
    }),
  );

  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const json: unknown = isJson && text ? JSON.parse(text) : null;
  if (!isJson && response.status < 400) return reply.send(text);
  if (response.status >= 400) {
    if (response.status >= 500) request.log.error({ body: json }, 'auth request failed');
    throw authError(response.status, json);
  }
  // Before the answer leaves: a caller's next request must find its effects.
  await onSuccess?.(json);
  return reply.send(json);
}
