import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { listNotifications } from '@/features/inbox/api/list-notifications';
import { useMarkAllRead } from '@/features/inbox/api/mark-all-read';
import { useMarkRead } from '@/features/inbox/api/mark-read';
import { MenuContent, menuItemClass, menuSeparatorClass } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { notificationsKey } from '@/lib/query-keys';
import { relativeTime } from '@/lib/relative-time';
import { BellFace, bellClass, bellLabel } from './bell-face';

/** How many of the latest notifications the menu shows; the inbox page has them all. */
const LATEST = 5;

const itemClass = cn(menuItemClass, 'block');

/**
 * The bell: a link to the inbox that, clicked, opens the latest notifications in place, each
 * opening its incident and read as it is opened; "Mark all read"; and the whole inbox.
 */
export function BellMenu({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Its own key, apart from the inbox's paged lists, and fetched again at each opening.
  const latest = useQuery({
    queryKey: [...notificationsKey, 'latest'],
    queryFn: ({ signal }) => listNotifications('all', null, signal),
    enabled: open,
    staleTime: 0,
  });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  // A plain click opens the menu; a click meant for a new tab or window still follows the link.
  const onClick = (event: MouseEvent) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
      event.preventDefault();
  };
  const items = latest.data?.items.slice(0, LATEST) ?? [];

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Link
          ref={trigger}
          to={paths.dashboard.notifications}
          aria-label={bellLabel(unread)}
          onClick={onClick}
          className={bellClass}
        >
          <BellFace unread={unread} />
        </Link>
      </DropdownMenu.Trigger>
      <MenuContent trigger={trigger} className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenu.Label className="flex items-baseline justify-between gap-2 px-2.5 py-2">
          <span className="text-sm font-semibold text-slate-900">Notifications</span>
          <span className="text-xs text-slate-500">
            {unread > 0 ? `${unread} unread` : 'All read'}
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className={menuSeparatorClass} />
        {latest.isPending ? (
          <p className="px-2.5 py-2 text-sm text-slate-500">Loading…</p>
        ) : latest.isError ? (
          <p className="px-2.5 py-2 text-sm text-red-700">The notifications did not load.</p>
        ) : items.length === 0 ? (
          <p className="px-2.5 py-2 text-sm text-slate-500">No notifications yet.</p>
        ) : (
          items.map((item) => (
            <DropdownMenu.Item key={item.id} asChild className={itemClass}>
              <Link
                // The router's own click handling keeps the menu's from running: both here.
                onClick={() => {
                  if (!item.read) markRead.mutate([item.id]);
                  setOpen(false);
                }}
                to={
                  item.incidentId
                    ? paths.dashboard.incident(item.incidentId)
                    : paths.dashboard.notifications
                }
              >
                <span className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      item.read ? 'bg-transparent' : 'bg-brand-600',
                    )}
                  />
                  <span className="min-w-0">
                    <span
                      className={cn(
                        'block break-words',
                        item.read ? 'text-slate-700' : 'font-semibold text-slate-900',
                      )}
                    >
                      {item.title}
                      {item.read ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    <time dateTime={item.createdAt} className="text-xs text-slate-500">
                      {relativeTime(item.createdAt)}
                    </time>
                  </span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ))
        )}
        <DropdownMenu.Separator className={menuSeparatorClass} />
        {unread > 0 ? (
          <DropdownMenu.Item className={itemClass} onSelect={() => markAllRead.mutate()}>
            Mark all read
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item asChild className={cn(itemClass, 'font-medium text-brand-700')}>
          <Link to={paths.dashboard.notifications} onClick={() => setOpen(false)}>
            All notifications
          </Link>
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
