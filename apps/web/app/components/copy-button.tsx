import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize } from '@/components/ui/button';

/** Copies `text` to the clipboard, and says so for two seconds. */
export function CopyButton({
  text,
  label = 'Copy',
  accessibleName,
  size,
}: {
  text: string;
  label?: string;
  /** What a screen reader names the button, where several copy buttons share a page. */
  accessibleName?: string;
  size?: ButtonSize;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button variant="outline" size={size} aria-label={accessibleName} onClick={() => void copy()}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? 'Copied' : label}
    </Button>
  );
}
