import { monitorTypes, type MonitorType } from '@tocsin/contract';
import { cn } from '@/lib/cn';
import { monitorTypeInfo } from '../../monitor-types';

/** The first choice of a new monitor: what kind of check, each with one line on what it does. */
export function TypePicker({
  value,
  onChange,
}: {
  value: MonitorType;
  onChange: (type: MonitorType) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">What should Tocsin check?</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {monitorTypes.map((type) => {
          const { label, description, icon: Icon } = monitorTypeInfo[type];
          const checked = value === type;
          return (
            <label
              key={type}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
                  : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="monitor-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                aria-describedby={`type-${type}-description`}
                className="sr-only"
              />
              <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {label}
              </span>
              <span id={`type-${type}-description`} className="text-xs text-slate-600">
                {description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
