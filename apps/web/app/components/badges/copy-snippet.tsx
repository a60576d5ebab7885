import { useId } from 'react';
import { CopyButton } from '@/components/copy-button';

/** A line of code to paste elsewhere, with a button that copies it. */
export function CopySnippet({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <span id={id} className="sr-only">
        {label}
      </span>
      <code
        aria-labelledby={id}
        className="flex-1 overflow-x-auto rounded-lg border border-slate-200 bg-surface px-3 py-2 text-xs whitespace-nowrap text-slate-800"
      >
        {text}
      </code>
      <CopyButton text={text} size="sm" accessibleName={`Copy ${label}`} />
    </div>
  );
}
