import { ChevronRight } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { FieldsProps } from '../../form/fields-props';
import { AdvancedHttp } from './advanced-http';

/** Fields inside this section: an error in one of them opens it. */
export const advancedFieldPattern =
  /^(method|headers|body|expectedStatus|followRedirects|maxRedirects|verifyTls|degradedThresholdMs)\b/;

export function AdvancedSection({
  open,
  onOpenChange,
  ...fields
}: FieldsProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={onOpenChange}
      className="rounded-xl border border-slate-200"
    >
      <Collapsible.Trigger className="group flex w-full items-center gap-2 px-5 py-4 text-left text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-90"
        />
        Advanced
        <span className="text-sm font-normal text-slate-500">
          Method, headers, body, status codes, redirects, TLS
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-200 px-5 py-5">
        <AdvancedHttp {...fields} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
