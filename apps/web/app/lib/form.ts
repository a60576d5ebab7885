import { PLAN_LIMIT_CODE } from '@tocsin/contract';
import { z } from 'zod';
import { isApiError } from './api-client';

/** Messages by form path (`url`, `headers.0.value`, `config.webhookUrl`), the first of each. */
export type FieldErrors = Record<string, string>;

/** An issue of a contract schema, or of the server's answer, with its path dotted. */
export interface FormIssue {
  path: string;
  message: string;
  /** Raised by a refinement of the schema, whose message is already in plain words. */
  custom?: boolean;
}

/** Each issue at the top-level field its path starts with, the first of each field. */
export function errorsByField(issues: FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.split('.')[0] ?? issue.path;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form's values checked: the request body, or what to correct where. */
export type Checked<Output> = { ok: true; value: Output } | { ok: false; errors: FieldErrors };

interface SafeParser<Output> {
  safeParse(
    input: unknown,
    params?: z.core.ParseContext<z.core.$ZodIssue>,
  ): z.ZodSafeParseResult<Output>;
}

/** Checks a request body with a contract schema; `toErrors` says which field shows each issue. */
export function checkWith<Output>(
  schema: SafeParser<Output>,
  input: unknown,
  toErrors: (issues: FormIssue[]) => FieldErrors,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
): Checked<Output> {
  const parsed = schema.safeParse(input, params);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors: toErrors(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
        custom: issue.code === 'custom',
      })),
    ),
  };
}

/**
 * The schema react-hook-form validates with: the form's own check, which builds the request body
 * and checks it with the contract, with each issue placed at the field that shows it.
 */
export function formSchema<Values, Output>(check: (values: Values) => Checked<Output>) {
  return z.custom<Values>().transform((values, context) => {
    const checked = check(values);
    if (checked.ok) return checked.value;
    // A list's own error before its items', so nesting them never drops one (`headers`, then
    // `headers.0.name`).
    const issues = Object.entries(checked.errors).map(([path, message]) => ({
      path: path.split('.'),
      message,
    }));
    issues.sort((a, b) => a.path.length - b.path.length);
    for (const { path, message } of issues) context.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  });
}

const errorFields = new Set(['message', 'type', 'types', 'ref']);

/** react-hook-form's nested errors as messages by dotted path, the way the forms show them. */
export function flattenErrors(node: unknown, path = '', into: FieldErrors = {}): FieldErrors {
  if (!node || typeof node !== 'object') return into;
  const { message, type } = node as { message?: unknown; type?: unknown };
  // An error's own fields, told from fields of the form that share their names (`type`).
  const isError = typeof message === 'string' || typeof type === 'string';
  if (path && typeof message === 'string') into[path] ??= message;
  for (const [key, child] of Object.entries(node)) {
    if (isError && errorFields.has(key)) continue;
    // A list's own error sits at `root` beside its items' errors.
    const childPath = key === 'root' ? path : path ? `${path}.${key}` : key;
    flattenErrors(child, childPath, into);
  }
  return into;
}

/** How a form words a save that failed. */
export interface FailureText {
  /** When the server gives no reason. */
  notSaved: string;
  /** The server's reason in the form's words; the reason alone when absent. */
  withReason?: (reason: string) => string;
  /** Also say it when the server marked fields, rather than letting the marked fields speak. */
  alongsideIssues?: boolean;
}

/** A save the server refused, as the form shows it. */
export interface SaveFailure {
  /** A limit of the plan, in the server's words, shown with the way to a bigger plan. */
  planLimit: string | null;
  message: string | null;
}

/** The fields the server named in refusing a save. */
export function issuesOf(error: unknown): FormIssue[] {
  return isApiError(error) ? (error.issues ?? []) : [];
}

export function describeFailure(error: unknown, text: FailureText): SaveFailure {
  if (!isApiError(error)) return { planLimit: null, message: text.notSaved };
  if (error.code === PLAN_LIMIT_CODE) return { planLimit: error.message, message: null };
  const silent = issuesOf(error).length > 0 && !text.alongsideIssues;
  const reason = error.message ? (text.withReason?.(error.message) ?? error.message) : null;
  return { planLimit: null, message: silent ? null : (reason ?? text.notSaved) };
}
