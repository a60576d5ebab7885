import { Check, Copy } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A new key, shown this once with a way to copy it: only its hash is kept. */
export function NewKeyDialog({
  created,
  onClose,
}: {
  created: { name: string; key: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={created !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // Clicking beside it must not lose the only copy by accident.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl data-[state=open]:animate-fade-in"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Copy your new key{created ? `: ${created.name}` : ''}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Send it as <code>Authorization: Bearer</code> followed by the key. Copy it now and keep
            it somewhere safe: it will not be shown again. If it is lost, revoke it and create
            another.
          </Dialog.Description>
          {created ? <KeyBox secret={created.key} /> : null}
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

function KeyBox({ secret }: { secret: string }) {
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
          aria-label="API key"
          className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {secret}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="text-xs text-slate-500">
        {copied === false
          ? 'Copying was refused by the browser: select the key and copy it yourself.'
          : copied
            ? 'The key is on your clipboard.'
            : ''}
      </p>
    </div>
  );
}
