import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';

/** An on/off switch: a track with at least 3:1 contrast in both themes, and a sliding thumb. */
export function Switch(props: Omit<ComponentProps<typeof RadixSwitch.Root>, 'className'>) {
  return (
    <RadixSwitch.Root
      {...props}
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600"
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-5.5" />
    </RadixSwitch.Root>
  );
}
