import { useId, type ReactNode } from 'react';

/**
 * One option of a radio group (the group is a fieldset with a legend). A hint sits under the
 * option, outside its label, so it describes the option without becoming part of its name.
 */
export function Radio({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  const hintId = useId();
  const option = (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
        className="size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      {label}
    </label>
  );
  if (!hint) return option;
  return (
    <div>
      {option}
      <p id={hintId} className="mt-0.5 ml-6 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
