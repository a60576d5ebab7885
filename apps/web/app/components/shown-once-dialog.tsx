import { Check, Copy, Download } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';

/**
 * A secret Tocsin keeps only a hash or a sealed copy of (a webhook's signing secret, an API key,
 * recovery codes), shown this once with a way to copy it, and to save it as a text file when
 * `download` names one. `what` names it in the copy messages ("secret", "key").
 */
export function ShownOnceDialog({
  secret,
  title,
  description,
  what,
  download,
  onClose,
}: {
  secret: string | null;
  title: ReactNode;
  description: ReactNode;
  what: string;
  download?: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // Clicking beside it must not lose the only copy by accident.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl data-[state=open]:animate-fade-in"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </Dialog.Description>
          {secret ? <SecretBox secret={secret} what={what} download={download} /> : null}
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button>Done</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SecretBox({
  secret,
  what,
  download,
}: {
  secret: string;
  what: string;
  download?: string;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-4 space-y-2">
      <div className="flex items-stretch gap-2">
        <code
          aria-label={what === 'key' ? 'API key' : `The ${what}`}
          className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all whitespace-pre-wrap text-slate-900 select-all"
        >
          {secret}
        </code>
        <div className="flex flex-col gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          {download ? (
            <a
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${secret}\n`)}`}
              download={download}
              className={buttonClasses({ variant: 'outline' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Download
            </a>
          ) : null}
        </div>
      </div>
      <p role="status" className="text-xs text-slate-500">
        {copied === false
          ? `Copying was refused by the browser: select the ${what} and copy it yourself.`
          : copied
            ? `The ${what} is on your clipboard.`
            : ''}
      </p>
    </div>
  );
}
