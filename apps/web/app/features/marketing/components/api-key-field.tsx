import { useId } from 'react';
import { controlClasses } from '@/components/ui/field';

/**
 * Where a reader pastes an API key for the reference's "Try it out". It lives in this page's
 * memory only: never stored, gone when the page is left or reloaded.
 */
export function ApiKeyField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const given = value.trim();
  const wellFormed = /^tocsin_[0-9A-Za-z]{40}$/.test(given);
  return (
    <div className="rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Authorize with an API key
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Paste a key (Settings → API keys) and &quot;Try it out&quot; below sends it as{' '}
        <code>Authorization: Bearer</code>. It is kept in this page only and forgotten when you
        leave or reload. Without one, requests go with your session, if you are signed in.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="tocsin_…"
          aria-describedby={`${id}-hint ${id}-status`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClasses} max-w-md font-mono`}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Forget the key
          </button>
        ) : null}
      </div>
      <p id={`${id}-status`} aria-live="polite" className="mt-2 text-xs text-slate-500">
        {!given
          ? ''
          : wellFormed
            ? 'Requests from the reference now send this key.'
            : 'This does not look like a Tocsin key (tocsin_ and 40 letters and digits); it is sent as it is.'}
      </p>
    </div>
  );
}
