import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../lib/errors.js';

const SHOWN_PATH_MAX = 120;

/**
 * One rule for every route, before its schema runs: a path parameter, query parameter or body
 * string that PostgreSQL could not store (NUL, a lone surrogate) is a 400 naming where it is,
 * never a failed query. Routes without a schema (the auth catch-all) get it too.
 */
export function storableInput(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = [request.params, request.query, request.body]
      .map(findUnstorableText)
      .find((path) => path !== null);
    if (found === undefined) return done();
    const path = found.length > SHOWN_PATH_MAX ? `${found.slice(0, SHOWN_PATH_MAX)}…` : found;
    done(
      new ValidationError(path ? `${path}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE, [
        { path, message: UNSTORABLE_TEXT_MESSAGE },
      ]),
    );
  });
}
