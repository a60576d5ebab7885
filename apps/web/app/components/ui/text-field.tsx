import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, Field } from './field';

// ComponentProps rather than the attributes alone: a form library's `ref` reaches the input.
interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: ReactNode;
  /** Shown under the input in red, and announced with it. */
  error?: string;
  /** Rendered at the right of the label row, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
}

export function TextField({ label, hint, error, aside, className, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} aside={aside} className={className} id={id}>
      {(control) => <input {...control} {...input} className={controlClasses} />}
    </Field>
  );
}
