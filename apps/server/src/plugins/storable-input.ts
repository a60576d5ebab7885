import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../lib/errors.js';

const SHOWN_PATH_MAX = 120;

/**
 * Deeper than any body Tocsin takes (a monitor's header values are three levels down). Code that
 * walks JSON by recursion (JSON.stringify, for a jsonb column or a body passed on) runs out of
 * stack at a few thousand levels, far inside the 1 MB body limit.
 */
export const BODY_DEPTH_MAX = 32;
const TOO_DEEP = `The body is nested deeper than ${BODY_DEPTH_MAX} levels`;

/** Whether objects and arrays in `value` nest deeper than `max`; walks without recursion. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    // A raw body (a Buffer) is bytes, not JSON.
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/**
 * One rule for every route, before its schema runs: a body nested too deep to serialize again,
 * or a path parameter, query parameter or body string that PostgreSQL could not store (NUL, a
 * lone surrogate), is a 400 naming where it is, never a failed query or a stack overflow. Routes
 * without a schema (the auth catch-all, routes that take no body) get it too.
 */
export function storableInput(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (nestsDeeperThan(request.body, BODY_DEPTH_MAX))
      return done(new ValidationError(TOO_DEEP, [{ path: '', message: TOO_DEEP }]));
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
