import { Menu, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const signedInLinks: NavItem[] = [
  { to: paths.dashboard.monitors, label: 'Monitors', end: true },
  { to: paths.dashboard.analytics, label: 'Analytics' },
  { to: paths.dashboard.notifications, label: 'Notifications' },
  { to: paths.dashboard.settings, label: 'Settings' },
  { to: paths.dashboard.billing, label: 'Billing' },
];

const visitorLinks: NavItem[] = [
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.login, label: 'Log In' },
];

export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any navigation, without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const panelId = useId();
  const close = () => setOpenedAt(null);
  const links = signedIn ? signedInLinks : visitorLinks;
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from the button or any of its links, and hands focus back.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    button.current?.focus();
  };

  return (
    // The panel is always in the page, hidden while closed, and the icons follow aria-expanded:
    // a visitor page's script (lib/visitor-page.ts) opens and closes this same markup.
    <div className="md:hidden" onKeyDown={onKeyDown} data-mobile-menu="">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenedAt(open ? null : pathname)}
        className="group rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label="Mobile"
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-surface px-4 pt-2 pb-4 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2.5 text-base font-medium',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {signedIn ? null : (
          <NavLink
            to={paths.signup}
            onClick={close}
            className={buttonClasses({ className: 'mt-3 w-full' })}
          >
            Get Started
          </NavLink>
        )}
      </nav>
    </div>
  );
}
