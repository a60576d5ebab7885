import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a field shell hands to its control, so label, hint and error are announced together. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-surface px-3 py-2 text-sm text-slate-900',
  'placeholder:text-slate-400 shadow-xs',
  'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30',
  'disabled:bg-slate-50 aria-[invalid=true]:border-red-500',
);

/** A label, a control, an optional hint and an error message under the control. */
export function Field({
  label,
  hint,
  error,
  aside,
  className,
  id,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Rendered at the right of the label row, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      <div className="mt-1.5">
        {children({
          id: controlId,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
