import { MONITOR_LIMITS } from '@tocsin/contract';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import type { FieldsProps } from '../../form/fields-props';
import { headerRow, type HeaderRow } from '../../form/values';

const max = MONITOR_LIMITS.headersMax;

/** Request headers as rows of name and value; each row shows its own errors. */
export function HeadersEditor({ values, errors, set }: FieldsProps) {
  const rows = values.headers;
  const update = (key: number, change: Partial<HeaderRow>) =>
    set(
      'headers',
      rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
    );

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Headers</legend>
      {errors.headers ? <p className="mt-1 text-xs text-red-700">{errors.headers}</p> : null}
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => {
          const nameError = errors[`headers.${index}.name`];
          const valueError = errors[`headers.${index}.value`];
          const n = index + 1;
          return (
            <li key={row.key} className="flex items-start gap-2">
              <div className="flex-1">
                <input
                  aria-label={`Header ${n} name`}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `header-${row.key}-name-error` : undefined}
                  placeholder="Authorization"
                  value={row.name}
                  onChange={(event) => update(row.key, { name: event.target.value })}
                  className={controlClasses}
                />
                {nameError ? (
                  <p id={`header-${row.key}-name-error`} className="mt-1 text-xs text-red-700">
                    {nameError}
                  </p>
                ) : null}
              </div>
              <div className="flex-[2]">
                <input
                  aria-label={`Header ${n} value`}
                  aria-invalid={valueError ? true : undefined}
                  aria-describedby={valueError ? `header-${row.key}-value-error` : undefined}
                  placeholder="Bearer …"
                  value={row.value}
                  onChange={(event) => update(row.key, { value: event.target.value })}
                  className={controlClasses}
                />
                {valueError ? (
                  <p id={`header-${row.key}-value-error`} className="mt-1 text-xs text-red-700">
                    {valueError}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                aria-label={`Remove header ${n}`}
                onClick={() =>
                  set(
                    'headers',
                    rows.filter((r) => r.key !== row.key),
                  )
                }
                className="mt-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        disabled={rows.length >= max}
        onClick={() => set('headers', [...rows, headerRow()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add header
      </Button>
      {rows.length >= max ? (
        <p className="mt-1 text-xs text-slate-500">A monitor can send at most {max} headers.</p>
      ) : null}
    </fieldset>
  );
}
