import { DropdownMenu } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';

/** A menu item: a row that highlights under the pointer and the arrow keys. */
export const menuItemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';
export const menuIconClass = 'size-4 text-slate-500';
export const menuSeparatorClass = 'my-1 h-px bg-slate-200';

/**
 * A dropdown menu's panel, below its trigger and aligned to its end (or `align`). With `trigger`, a press on
 * the trigger while the menu fades out is not also a press outside (which would close the menu
 * it has just reopened), nor is the focus the closing menu hands back to it.
 */
export function MenuContent({
  trigger,
  align = 'end',
  sideOffset = 8,
  className,
  children,
}: {
  trigger?: RefObject<HTMLElement | null>;
  align?: 'start' | 'end';
  sideOffset?: number;
  className?: string;
  children: ReactNode;
}) {
  const keepOpenOnTrigger = trigger
    ? (event: Event) => {
        if (trigger.current?.contains(event.target as Node)) event.preventDefault();
      }
    : undefined;
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-xl border border-slate-200 bg-surface p-1.5 shadow-lg data-[state=closed]:pointer-events-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          className,
        )}
        onPointerDownOutside={keepOpenOnTrigger}
        onFocusOutside={keepOpenOnTrigger}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
