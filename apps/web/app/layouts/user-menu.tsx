import type { Profile } from '@tocsin/contract';
import { Bell, CreditCard, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  MenuContent,
  menuIconClass,
  menuItemClass,
  menuSeparatorClass,
} from '@/components/ui/menu';
import { useSignOut } from '@/features/auth/api/sign-out';
import { paths } from '@/lib/paths';

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
      <MenuContent trigger={trigger} className="w-60">
        <DropdownMenu.Label className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
          <p className="truncate text-xs text-slate-500">{profile.email}</p>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClass} />
        {menuLinks.map(({ to, label, Icon }) => (
          <DropdownMenu.Item key={to} asChild className={menuItemClass}>
            <Link to={to}>
              <Icon aria-hidden="true" className={menuIconClass} />
              {label}
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className={menuSeparatorClass} />
        <DropdownMenu.Item
          className={menuItemClass}
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
        >
          <LogOut aria-hidden="true" className={menuIconClass} />
          Log out
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
