import type { Profile } from '@tocsin/contract';
import { Bell, CreditCard, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useSignOut } from '@/features/auth/api/sign-out';
import { paths } from '@/lib/paths';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

export function UserMenu({ profile }: { profile: Profile }) {
  const signOut = useSignOut();
  const displayName = profile.displayName.trim() || 'User';
  const iconClass = 'size-4 text-slate-500';

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Open user menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar photoURL={profile.photoURL} displayName={profile.displayName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
            <p className="truncate text-xs text-slate-500">{profile.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <MenuLink
            to={paths.dashboard.monitors}
            icon={<LayoutDashboard aria-hidden="true" className={iconClass} />}
          >
            Dashboard
          </MenuLink>
          <MenuLink
            to={paths.dashboard.settings}
            icon={<Settings aria-hidden="true" className={iconClass} />}
          >
            Settings
          </MenuLink>
          <MenuLink
            to={paths.dashboard.billing}
            icon={<CreditCard aria-hidden="true" className={iconClass} />}
          >
            Billing
          </MenuLink>
          <MenuLink
            to={paths.dashboard.notifications}
            icon={<Bell aria-hidden="true" className={iconClass} />}
          >
            Notifications
          </MenuLink>
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
