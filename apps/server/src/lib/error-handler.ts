import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@tocsin/contract';
import { AppError } from './errors.js';

interface Issue {
  path: string;
  message: string;
}

/**
 * Picks the most specific error code for a request that failed schema validation, so a form can
 * show the seed's message (an invalid email, a short password, the terms box left unticked).
 */
export function codeForIssues(issues: Issue[]): ApiError['code'] {
  const fields = new Set(issues.map((i) => i.path.split('.')[0]));
  if (fields.has('email')) return 'invalid-email';
  if (fields.has('password') || fields.has('newPassword')) return 'weak-password';
  if (fields.has('acceptTerms')) return 'terms-not-accepted';
  return 'validation-failed';
}

/** Maps every error to the API's one error shape; a 5xx never shows its internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { code: error.code, message: error.message };
      if (error.issues) body.issues = error.issues;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        code: codeForIssues(issues),
        message: issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '),
        issues,
      } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'too-many-requests', message: error.message });
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
