import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClasses, Field } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
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
