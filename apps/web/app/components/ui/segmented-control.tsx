import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

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
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** What each option reads as; the option itself by default. */
  optionLabel?: (option: T) => string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, options.length);
    const buttons = event.currentTarget.parentElement?.querySelectorAll('button');
    buttons?.[next]?.focus();
    onChange(options[next]!);
  };
  return (
    <div
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
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium tabular-nums transition-colors',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              checked
                ? 'bg-surface text-slate-900 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
