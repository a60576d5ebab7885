import {
  Bell,
  CalendarClock,
  ChartLine,
  CreditCard,
  FlaskConical,
  Gauge,
  Globe,
  Settings,
  ScrollText,
  Siren,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { WorkspaceSwitcher } from '@/features/team/components/workspace-switcher';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';

const items = [
  { to: paths.dashboard.monitors, label: 'Monitors', icon: Gauge, end: true },
  { to: paths.dashboard.incidents, label: 'Incidents', icon: Siren },
  { to: paths.dashboard.analytics, label: 'Analytics', icon: ChartLine },
  { to: paths.dashboard.notifications, label: 'Notifications', icon: Bell },
  { to: paths.dashboard.maintenance, label: 'Maintenance', icon: CalendarClock },
  { to: paths.dashboard.statusPages, label: 'Status pages', icon: Globe },
  { to: paths.dashboard.testing, label: 'Alert testing', icon: FlaskConical },
  { to: paths.dashboard.settings, label: 'Settings', icon: Settings },
];

/**
 * Shown only to the owner, who manages billing (others opening the page read the plan and are
 * told so).
 */
const billingItem = { to: paths.dashboard.billing, label: 'Billing', icon: CreditCard, end: false };
/** Shown only to the roles that may read it (admins and owners). */
const auditItem = { to: paths.dashboard.audit, label: 'Audit log', icon: ScrollText, end: false };

/**
 * Sidebar on wide screens, a scrollable row of tabs on narrow ones; the workspace control heads
 * the sidebar and starts the row.
 */
export function DashboardNav() {
  const { pathname } = useLocation();
  // The monitors list is the /dashboard index; its create and edit pages live under /monitors.
  const inMonitors = pathname.startsWith('/dashboard/monitors/');
  const shown = [
    ...items,
    ...(useCan('billing.write') ? [billingItem] : []),
    ...(useCan('audit.read') ? [auditItem] : []),
  ];
  return (
    <nav
      aria-label="Dashboard"
      className="border-b border-slate-200 lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <div className="flex items-center lg:sticky lg:top-16 lg:block">
        <div className="shrink-0 pl-4 lg:px-3 lg:pt-6">
          <WorkspaceSwitcher />
        </div>
        <ul className="flex min-w-0 flex-1 gap-1 overflow-x-auto px-2 py-2 lg:flex-col lg:px-3 lg:pt-3 lg:pb-6">
          {shown.map(({ to, label, icon: Icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive || (to === paths.dashboard.monitors && inMonitors)
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
