import { controlClasses, Field } from '@/components/ui/field';

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[] | readonly T[];
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
}) {
  const items = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          className={controlClasses}
        >
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
