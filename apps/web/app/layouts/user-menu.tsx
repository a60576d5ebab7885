import type { Profile } from '@tocsin/contract';
import { Bell, CreditCard, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useSignOut } from '@/features/auth/api/sign-out';
import { paths } from '@/lib/paths';

const iconClass = 'size-4 text-slate-500';
const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

// The seed's items, in its order.
const menuLinks = [
  { to: paths.dashboard.monitors, label: 'Dashboard', Icon: LayoutDashboard },
  { to: paths.dashboard.settings, label: 'Settings', Icon: Settings },
  { to: paths.dashboard.billing, label: 'Billing', Icon: CreditCard },
  { to: paths.dashboard.notifications, label: 'Notifications', Icon: Bell },
];

export function UserMenu({ profile }: { profile: Profile }) {
  const signOut = useSignOut();
  const displayName = profile.displayName.trim() || 'User';
  const trigger = useRef<HTMLButtonElement>(null);
  const keepOpenOnTrigger = (event: Event) => {
    if (trigger.current?.contains(event.target as Node)) event.preventDefault();
  };

  return (
    <DropdownMenu.Root modal={false}>
      {/* The initials are decoration, so hidden text names the button: an aria-label over visible
          initials would be a name that leaves out the text on screen (WCAG 2.5.3). */}
      <DropdownMenu.Trigger
        ref={trigger}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar photoURL={profile.photoURL} displayName={profile.displayName} />
        <span className="sr-only">Open user menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-surface p-1.5 shadow-lg data-[state=closed]:pointer-events-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
          // The trigger toggles the menu itself. Without these, a press on it while the menu fades
          // out would count as a press outside too, and close the menu it has just reopened; and
          // the focus the closing menu hands back to it, landing just after the reopening, would
          // count as focus leaving the new one.
          onPointerDownOutside={keepOpenOnTrigger}
          onFocusOutside={keepOpenOnTrigger}
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
            <p className="truncate text-xs text-slate-500">{profile.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {menuLinks.map(({ to, label, Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" className={iconClass} />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" className={iconClass} />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
