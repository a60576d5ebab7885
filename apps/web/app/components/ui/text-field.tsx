import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  /** Rendered at the right of the label row, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
}

export function TextField({ label, hint, aside, className, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <div className="flex items-center justify-between">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={inputId}
        aria-describedby={hintId}
        {...input}
        className={cn(
          'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900',
          'placeholder:text-slate-400 shadow-xs',
          'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30',
          'disabled:bg-slate-50',
        )}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
