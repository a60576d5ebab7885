import { monitorInput, type MonitorInput } from '@tocsin/contract';
import type { MonitorFormValues } from './values';
import { toInput } from './to-input';

/** Messages by field path (`url`, `headers.0.value`), the first one of each. */
export type FieldErrors = Record<string, string>;

type ErrorMap = NonNullable<NonNullable<Parameters<typeof monitorInput.safeParse>[1]>['error']>;

/** Plain words for the schema's generic issues; its own messages (URL, status codes) win. */
const friendly: ErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === '') return 'Required';
    if (issue.expected === 'int') return 'Enter a whole number';
    if (issue.expected === 'number') return 'Enter a number';
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = issue.code === 'too_small' ? 'at least' : 'at most';
    const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    if (issue.origin === 'number') return `Must be ${bound} ${limit}`;
    if (issue.origin === 'string') {
      return issue.code === 'too_small' && limit === 1
        ? 'Required'
        : `Use ${bound} ${limit} characters`;
    }
    if (issue.origin === 'array') return `Add ${bound} ${limit}`;
  }
  return undefined;
};

/** Lists are edited as one text field, so an issue on `tags.2` belongs to `tags`. */
function fieldOf(path: string): string {
  return path.replace(/^(tags|expectedStatus)\.\d+$/, '$1');
}

export function toFieldErrors(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = fieldOf(path);
    errors[field] ??= message;
  }
  return errors;
}

export function validate(
  values: MonitorFormValues,
): { ok: true; input: MonitorInput } | { ok: false; errors: FieldErrors } {
  const parsed = monitorInput.safeParse(toInput(values), { error: friendly });
  const issues = (parsed.error?.issues ?? []).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: toFieldErrors(issues) };
}
