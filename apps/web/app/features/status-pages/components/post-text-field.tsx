import { controlClasses, Field } from '@/components/ui/field';
import { MARKDOWN_HINT } from '../post-values';

/** The markdown text of an update: what visitors read. */
export function PostTextField({
  label = 'Message',
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} hint={MARKDOWN_HINT} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={5}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClasses}
        />
      )}
    </Field>
  );
}
