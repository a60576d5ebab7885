import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

export interface CheckListItem {
  id: string;
  label: ReactNode;
}

/** A group of checkboxes under one legend, with its error announced by each box. */
export function CheckList({
  legend,
  hint,
  items,
  selected,
  onChange,
  error,
  columns = false,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  items: CheckListItem[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
  /** Lay short labels (days, names) out in columns. */
  columns?: boolean;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const toggle = (itemId: string, checked: boolean) =>
    onChange(
      checked
        ? [...selected.filter((i) => i !== itemId), itemId]
        : selected.filter((i) => i !== itemId),
    );
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <div
        className={
          columns ? 'mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3' : 'mt-2 space-y-2'
        }
      >
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={item.label}
            checked={selected.includes(item.id)}
            onChange={(event) => toggle(item.id, event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
