import type { FastifyInstance } from 'fastify';
import { inputRulesError } from '../lib/input-rules.js';

export { BODY_DEPTH_MAX } from '../lib/input-rules.js';

/**
 * One rule for every route, before its schema runs: a body nested too deep to serialize again,
 * or a path parameter, query parameter or body string that PostgreSQL could not store (NUL, a
 * lone surrogate), is a 400 naming where it is, never a failed query or a stack overflow. Routes
 * without a schema (the auth catch-all, routes that take no body) get it too.
 */
export function storableInput(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    done(inputRulesError(request) ?? undefined);
  });
}
