import { Download, ScrollText, ShieldAlert } from 'lucide-react';
import { useSearchParams, type MetaFunction } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import {
  auditCsvUrl,
  useAuditActors,
  useAuditLog,
  type AuditFilter,
} from '@/features/audit/api/list-audit';
import { AuditFilters } from '@/features/audit/components/audit-filters';
import { AuditTable } from '@/features/audit/components/audit-table';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Audit log');

const day = /^\d{4}-\d{2}-\d{2}$/;
const keys = ['actorId', 'targetType', 'from', 'to'] as const;

function readFilter(search: URLSearchParams): AuditFilter {
  const read = (key: (typeof keys)[number]) => search.get(key)?.slice(0, 100) || undefined;
  const from = read('from');
  const to = read('to');
  return {
    actorId: read('actorId'),
    targetType: read('targetType'),
    from: from && day.test(from) ? from : undefined,
    to: to && day.test(to) ? to : undefined,
  };
}

export default function AuditPage() {
  const allowed = useCan('audit.read');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const log = useAuditLog(filter, allowed);
  const actors = useAuditActors(allowed);
  const refused = log.error instanceof ApiError && log.error.status === 403;

  const setFilter = (next: AuditFilter) =>
    setSearchParams(
      () => {
        const search = new URLSearchParams();
        for (const key of keys) if (next[key]) search.set(key, next[key]);
        return search;
      },
      { replace: true },
    );

  const heading = (
    <PageHeading
      title="Audit log"
      description="Who changed what in this workspace, and when: monitors, channels, alert rules, maintenance, members, API keys and the plan."
    />
  );
  if (!allowed || refused) {
    return (
      <div className="max-w-6xl space-y-6">
        {heading}
        <EmptyState icon={ShieldAlert} title="Only admins and owners can see the audit log">
          Ask an owner of this workspace if you need to know who changed something.
        </EmptyState>
      </div>
    );
  }

  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const names = Object.assign({}, ...(log.data?.pages.map((page) => page.names) ?? [])) as Record<
    string,
    string
  >;
  const retentionDays = log.data?.pages[0]?.retentionDays;
  const filtered = keys.some((key) => filter[key]);
  return (
    <div className="max-w-6xl space-y-6">
      {heading}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <AuditFilters filter={filter} actors={actors.data?.items ?? []} onChange={setFilter} />
        </div>
        <a href={auditCsvUrl(filter)} download className={buttonClasses({ variant: 'outline' })}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      {retentionDays ? (
        <p className="text-sm text-slate-600">
          Entries are kept for {retentionDays} days on your plan.
        </p>
      ) : null}
      {log.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : log.isError && items.length === 0 ? (
        <LoadError what="the audit log" onRetry={() => void log.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={filtered ? 'No changes match these filters' : 'No changes yet'}
        >
          {filtered
            ? 'Try another person, kind or range of dates.'
            : 'Each change to monitors, channels, alert rules, maintenance windows, members and keys is listed here.'}
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <AuditTable entries={items} names={names} />
          {log.hasNextPage ? (
            <Button
              variant="outline"
              loading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
