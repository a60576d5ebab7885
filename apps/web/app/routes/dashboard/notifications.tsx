import { Tabs } from 'radix-ui';
import { useSearchParams, type MetaFunction } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { ChannelsSection } from '@/features/channels/components/channels-section';
import type { InboxFilter } from '@/features/inbox/api/list-notifications';
import { useUnreadCount } from '@/features/inbox/api/unread-count';
import { Inbox } from '@/features/inbox/components/inbox';
import { cn } from '@/lib/cn';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Notifications');

type Tab = 'inbox' | 'channels';

const tabClass = cn(
  'relative -mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-1 pb-3 text-sm font-medium text-slate-600 transition-colors',
  'hover:text-slate-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/** The alert inbox and the channels alerts go to; `?tab=channels` and `?filter=unread` link in. */
export default function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'channels' ? 'channels' : 'inbox';
  const filter: InboxFilter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const unread = useUnreadCount().data?.unread ?? 0;

  const change = (key: 'tab' | 'filter', value: string, fallback: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="space-y-6">
      <PageHeading
        title="Notifications"
        description="Your alert inbox, newest first, and the channels Tocsin sends your alerts through."
      />
      <Tabs.Root value={tab} onValueChange={(value) => change('tab', value, 'inbox')}>
        <Tabs.List
          aria-label="Notifications sections"
          className="flex gap-6 border-b border-slate-200"
        >
          <Tabs.Trigger value="inbox" className={tabClass}>
            Inbox
            {unread > 0 ? (
              <span className="rounded-full bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800 tabular-nums">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="channels" className={tabClass}>
            Channels
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content
          value="inbox"
          className="mt-6 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <h2 className="sr-only">Inbox</h2>
          <Inbox filter={filter} onFilterChange={(value) => change('filter', value, 'all')} />
        </Tabs.Content>
        <Tabs.Content
          value="channels"
          className="mt-6 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <h2 className="sr-only">Channels</h2>
          <ChannelsSection />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
