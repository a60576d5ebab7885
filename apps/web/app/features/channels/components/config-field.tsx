import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { controlClasses, Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { ChannelField } from '../channel-form';

/** One field of the kind's config, as its schema says: text, secret, choice or list. */
export function ConfigField({
  field,
  value,
  onChange,
  error,
  secretSaved,
}: {
  field: ChannelField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  secretSaved: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  const label = (
    <>
      {field.label}
      {field.optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
    </>
  );
  return (
    <Field label={label} hint={field.help} error={error}>
      {(control) => {
        switch (field.control) {
          case 'select':
            return (
              <select
                {...control}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                className={controlClasses}
              >
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
          case 'lines':
            return (
              <textarea
                {...control}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder={field.placeholder}
                rows={4}
                spellCheck={false}
                className={cn(controlClasses, 'resize-y font-mono')}
              />
            );
          case 'secret':
            return (
              <div className="relative">
                <input
                  {...control}
                  type={revealed ? 'text' : 'password'}
                  value={value}
                  onChange={(event) => onChange(event.target.value)}
                  placeholder={
                    secretSaved ? 'Leave empty to keep the saved value' : (field.placeholder ?? '')
                  }
                  autoComplete="new-password"
                  spellCheck={false}
                  className={cn(controlClasses, 'pr-10')}
                />
                <button
                  type="button"
                  aria-label={revealed ? `Hide ${field.label}` : `Show ${field.label}`}
                  aria-pressed={revealed}
                  onClick={() => setRevealed((r) => !r)}
                  className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {revealed ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                </button>
              </div>
            );
          default:
            return (
              <input
                {...control}
                type="text"
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder={field.placeholder}
                autoComplete="off"
                spellCheck={false}
                className={controlClasses}
              />
            );
        }
      }}
    </Field>
  );
}
