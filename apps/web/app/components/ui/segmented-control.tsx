import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { radioKeyTarget } from '@/lib/radio-keys';

/**
 * One choice out of a few, as a row of buttons. It behaves as a radio group: Tab reaches the
 * chosen option only, and the arrow keys move the choice along.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel = (option) => option,
  ...rest
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** What each option reads as; the option itself by default. */
  optionLabel?: (option: T) => string;
  /** Data attributes for the group, e.g. for a script that works it without React. */
  [data: `data-${string}`]: string | undefined;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = radioKeyTarget(event.key, index, options.length);
    if (next === undefined) return;
    event.preventDefault();
    const buttons = event.currentTarget.parentElement?.querySelectorAll('button');
    buttons?.[next]?.focus();
    onChange(options[next]!);
  };
  return (
    <div
      {...rest}
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5"
    >
      {options.map((option, index) => {
        const checked = option === value;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-value={option}
            // Styled from aria-checked, so a visitor page's script restyles it by that alone.
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium tabular-nums transition-colors',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              'text-slate-600 hover:text-slate-900',
              'aria-checked:bg-surface aria-checked:text-slate-900 aria-checked:shadow-sm',
            )}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
