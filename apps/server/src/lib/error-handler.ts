import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@tocsin/contract';
import { AppError, TooManyRequestsError } from './errors.js';
import { schemaError } from './input-rules.js';

/** The HTTP status of each error code: the one place where what went wrong becomes a status. */
export const statusOf: Record<ErrorCode, number> = {
  'invalid-credential': 401,
  'invalid-email': 400,
  'user-disabled': 403,
  'too-many-requests': 429,
  'network-request-failed': 502,
  'email-already-in-use': 422,
  'weak-password': 400,
  'password-too-common': 400,
  'password-too-long': 400,
  'operation-not-allowed': 400,
  'terms-not-accepted': 400,
  'invalid-token': 400,
  'validation-failed': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'plan-limit': 402,
  'invalid-origin': 403,
  'unsupported-media-type': 415,
  'payload-too-large': 413,
  'reauthentication-required': 403,
  'invalid-two-factor-code': 400,
  'two-factor-expired': 400,
  'two-factor-required': 403,
  internal: 500,
};

/** The longest path segment the router takes (Fastify's maxParamLength): no id is longer. */
const SEGMENT_MAX = 100;
const SHOWN_PATH_MAX = 100;

/**
 * The answer for a path nothing is found at, whatever the method: it names the path, shortened,
 * so an over-long request is not echoed back whole.
 */
export function notFoundBody(method: string, pathname: string): ApiError {
  if (pathname.split('/').some((segment) => segment.length > SEGMENT_MAX)) {
    return {
      code: 'not-found',
      message: `Not found: a part of the path is longer than ${SEGMENT_MAX} characters`,
    };
  }
  const shown =
    pathname.length > SHOWN_PATH_MAX ? `${pathname.slice(0, SHOWN_PATH_MAX)}…` : pathname;
  return { code: 'not-found', message: `No route for ${method} ${shown}` };
}

/**
 * Errors Fastify meets before a route runs: a path parameter longer than the router takes (a
 * 404 like any other path with nothing behind it, rather than a 414 echoing the path) and a URL
 * whose %-escapes do not decode.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const pathname = (request.raw.url ?? '').split('?')[0]!;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send(notFoundBody(request.method, pathname));
    return;
  }
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid: a %-escape in it does not decode to text'
      : 'The request could not be routed';
  void reply.status(400).send({ code: 'validation-failed', message } satisfies ApiError);
}

/** Maps every error to the API's one error shape; a 5xx never shows its internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ApiError = { code: error.code, message: error.message };
      if (error.issues) body.issues = error.issues;
      return reply.status(statusOf[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refused = schemaError(
        error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Invalid value',
        })),
      );
      return reply.status(400).send({
        code: refused.code,
        message: refused.message,
        issues: refused.issues,
      } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'too-many-requests', message: error.message });
    }
    if (status === 415) {
      return reply.status(415).send({
        code: 'unsupported-media-type',
        message: `This route takes a JSON body: send it with Content-Type: application/json`,
      } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: status === 404 ? 'not-found' : 'validation-failed', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'internal', message: 'Something went wrong on our side' });
  });
}
