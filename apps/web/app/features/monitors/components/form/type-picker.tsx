import { monitorTypes, type MonitorType } from '@tocsin/contract';
import { cn } from '@/lib/cn';
import type { UnavailableTypes } from '../../api/list-check-types';
import { monitorTypeInfo } from '../../monitor-types';

/**
 * The first choice of a new monitor: what kind of check, each with one line on what it does. A
 * type this server cannot run is shown disabled, with the reason in plain sight.
 */
export function TypePicker({
  value,
  onChange,
  unavailable,
  error,
}: {
  value: MonitorType;
  onChange: (type: MonitorType) => void;
  unavailable: UnavailableTypes;
  error?: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">What should Tocsin check?</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {monitorTypes.map((type) => {
          const { label, description, icon: Icon } = monitorTypeInfo[type];
          const checked = value === type;
          const reason = unavailable.get(type);
          const describedBy = [
            checked && error ? 'type-error' : null,
            `type-${type}-description`,
            reason ? `type-${type}-unavailable` : null,
          ];
          return (
            <label
              key={type}
              className={cn(
                'relative flex flex-col gap-1 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                reason ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer',
                checked
                  ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
                  : reason
                    ? 'border-slate-200'
                    : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="monitor-type"
                value={type}
                checked={checked}
                disabled={reason !== undefined}
                onChange={() => onChange(type)}
                aria-describedby={describedBy.filter(Boolean).join(' ')}
                aria-invalid={checked && error ? true : undefined}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex items-center gap-2 text-sm font-semibold',
                  reason ? 'text-slate-600' : 'text-slate-900',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-4', reason ? 'text-slate-400' : 'text-brand-600')}
                />
                {label}
              </span>
              <span id={`type-${type}-description`} className="text-xs text-slate-600">
                {description}
              </span>
              {reason ? (
                <span
                  id={`type-${type}-unavailable`}
                  className="text-xs font-medium text-amber-800"
                >
                  Cannot run on this server: {reason}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="type-error" className="mt-2 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
