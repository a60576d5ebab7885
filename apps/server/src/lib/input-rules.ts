import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE, type ErrorCode } from '@tocsin/contract';
import type { z } from 'zod';
import { ValidationError } from './errors.js';

/**
 * The rules every request's input meets before a route's schema runs (plugins/storable-input.ts
 * applies them to every route; a route that reads its body in another process applies them there),
 * and the error a schema's refusal becomes.
 */

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
 * A body nested too deep to serialize again, or a path parameter, query parameter or body string
 * that PostgreSQL could not store (NUL, a lone surrogate): the 400 naming where it is, or null.
 */
export function inputRulesError(input: {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}): ValidationError | null {
  if (nestsDeeperThan(input.body, BODY_DEPTH_MAX))
    return new ValidationError(TOO_DEEP, [{ path: '', message: TOO_DEEP }]);
  const found = [input.params, input.query, input.body]
    .map(findUnstorableText)
    .find((path) => path !== null);
  if (found === undefined) return null;
  const path = found.length > SHOWN_PATH_MAX ? `${found.slice(0, SHOWN_PATH_MAX)}…` : found;
  return new ValidationError(
    path ? `${path}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE,
    [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
  );
}

interface Issue {
  path: string;
  message: string;
}

/**
 * Picks the most specific error code for a request that failed schema validation, so a form can
 * show the seed's message (an invalid email, a short password, the terms box left unticked).
 */
export function codeForIssues(issues: Issue[]): ErrorCode {
  const fields = new Set(issues.map((i) => i.path.split('.')[0]));
  if (fields.has('email')) return 'invalid-email';
  if (fields.has('password') || fields.has('newPassword')) return 'weak-password';
  if (fields.has('acceptTerms')) return 'terms-not-accepted';
  return 'validation-failed';
}

/** A request the route's schema refused: every issue, each at its dotted path. */
export function schemaError(issues: Issue[]): ValidationError {
  return new ValidationError(
    issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '),
    issues,
    codeForIssues(issues),
  );
}

/**
 * A JSON body read and checked as a route does it (JSON only, the rules above, then `schema`),
 * for a route that reads its body in another process.
 */
export function readJsonBody<S extends z.ZodType>(body: Buffer, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new ValidationError(`The body is not valid JSON: ${(error as Error).message}`);
  }
  const broken = inputRulesError({ body: value });
  if (broken) throw broken;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw schemaError(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  return parsed.data;
}
