import type { ReactNode } from 'react';

/** One option of a radio group (the group is a fieldset with a legend). */
export function Radio({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      {label}
    </label>
  );
}
