import type { Notification } from '@tocsin/contract';
import {
  BellOff,
  CheckCheck,
  CreditCard,
  CircleArrowDown,
  CircleCheck,
  FlaskConical,
  Inbox as InboxIcon,
  Route,
  ShieldAlert,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/date-format';
import { paths } from '@/lib/paths';
import { relativeTime } from '@/lib/relative-time';
import { useNotifications, type InboxFilter } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useUnreadCount } from '../api/unread-count';

const eventIcons: Record<Notification['event'], { icon: LucideIcon; tone: string }> = {
  down: { icon: CircleArrowDown, tone: 'bg-red-50 text-red-700' },
  up: { icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700' },
  degraded: { icon: TriangleAlert, tone: 'bg-amber-50 text-amber-700' },
  certificate: { icon: ShieldAlert, tone: 'bg-amber-50 text-amber-700' },
  test: { icon: FlaskConical, tone: 'bg-brand-50 text-brand-700' },
  'delivery-failed': { icon: BellOff, tone: 'bg-red-50 text-red-700' },
  fallback: { icon: Route, tone: 'bg-slate-100 text-slate-700' },
  plan: { icon: CreditCard, tone: 'bg-brand-50 text-brand-700' },
};

const filterLabels = { All: 'all', Unread: 'unread' } as const satisfies Record<
  string,
  InboxFilter
>;
const filterOptions = Object.keys(filterLabels) as (keyof typeof filterLabels)[];

/** The signed-in user's notifications, newest first, with read state and a filter. */
export function Inbox({
  filter,
  onFilterChange,
}: {
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
}) {
  const list = useNotifications(filter);
  const count = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = count.data?.unread ?? list.data?.pages[0]?.unread ?? 0;
  const selected = filter === 'unread' ? 'Unread' : 'All';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl
            label="Show notifications"
            options={filterOptions}
            value={selected}
            onChange={(option) => onFilterChange(filterLabels[option])}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.data || count.data ? (unread > 0 ? `${unread} unread` : 'All caught up') : ''}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all read
        </Button>
      </div>
      {markAllRead.isError || markRead.isError ? (
        <Alert>Your notifications could not be marked as read. Please try again.</Alert>
      ) : null}
      {list.isPending ? (
        <div role="status" aria-label="Loading notifications" className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <LoadError what="your notifications" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyInbox filter={filter} />
      ) : (
        <>
          <ul
            aria-label="Notifications"
            className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-surface"
          >
            {items.map((notification) => (
              <li key={notification.id}>
                <InboxItem
                  notification={notification}
                  onRead={() => {
                    if (!notification.read) markRead.mutate([notification.id]);
                  }}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

const itemClass = cn(
  'flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
);

/**
 * One notification. Opening it marks it read: a link to its incident when it has one, otherwise a
 * button while unread (a read one without an incident has nothing to do).
 */
function InboxItem({ notification, onRead }: { notification: Notification; onRead: () => void }) {
  const { formatDateTime } = useDateFormat();
  const { icon: Icon, tone } = eventIcons[notification.event];
  const unread = !notification.read;
  const content: ReactNode = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone)}
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={cn(
              'text-sm',
              unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
            )}
          >
            {unread ? <span className="sr-only">Unread: </span> : null}
            {notification.title}
          </span>
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
            className="shrink-0 text-xs whitespace-nowrap text-slate-500"
          >
            {relativeTime(notification.createdAt)}
          </time>
        </span>
        <span className="mt-0.5 block text-sm break-words text-slate-600">{notification.body}</span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'mt-2 size-2 shrink-0 rounded-full',
          unread ? 'bg-brand-600' : 'bg-transparent',
        )}
      />
    </>
  );
  const tint = unread ? 'bg-brand-50/50 hover:bg-brand-50' : 'hover:bg-slate-50';

  // An incident's notice opens the incident; a change of plan opens billing.
  const to = notification.incidentId
    ? paths.dashboard.incident(notification.incidentId)
    : notification.event === 'plan'
      ? paths.dashboard.billing
      : null;
  if (to) {
    return (
      <Link to={to} onClick={onRead} className={cn(itemClass, tint)}>
        {content}
      </Link>
    );
  }
  if (unread) {
    return (
      <button type="button" onClick={onRead} className={cn(itemClass, tint)}>
        {content}
      </button>
    );
  }
  return <div className={itemClass}>{content}</div>;
}

function EmptyInbox({ filter }: { filter: InboxFilter }) {
  return (
    <EmptyState
      icon={InboxIcon}
      title={filter === 'unread' ? 'No unread notifications' : 'No notifications yet'}
      level={3}
    >
      {filter === 'unread'
        ? 'You are all caught up. New alerts will show up here until you open them.'
        : 'When a monitor goes down or recovers, a certificate is about to expire, or an alert could not be delivered to one of your channels, it will be listed here, newest first.'}
    </EmptyState>
  );
}
