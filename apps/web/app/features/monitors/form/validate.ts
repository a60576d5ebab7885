import { monitorInput, type MonitorInput } from '@tocsin/contract';
import { checkWith, type Checked, type FieldErrors, type FormIssue } from '@/lib/form';
import { toInput } from './to-input';
import type { MonitorFormValues } from './values';

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

export function toFieldErrors(issues: FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = fieldOf(path);
    errors[field] ??= message;
  }
  return errors;
}

export function validate(values: MonitorFormValues): Checked<MonitorInput> {
  return checkWith(monitorInput, toInput(values), toFieldErrors, { error: friendly });
}
