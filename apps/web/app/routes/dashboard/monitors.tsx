import { RegionNotice } from '@/features/monitors/components/region-notice';
import { defaultSortOrder, type ListMonitorsQuery } from '@tocsin/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams, type MetaFunction } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useGroups } from '@/features/monitors/api/list-groups';
import { listMonitorsQueryOptions, useMonitors } from '@/features/monitors/api/list-monitors';
import { BulkBar } from '@/features/monitors/components/bulk-bar';
import { GroupedMonitors } from '@/features/monitors/components/grouped-monitors';
import { ListToolbar } from '@/features/monitors/components/list-toolbar';
import { MonitorList } from '@/features/monitors/components/monitor-list';
import { NoMonitors } from '@/features/monitors/components/no-monitors';
import { Pagination } from '@/features/monitors/components/pagination';
import { StatusCounts } from '@/features/monitors/components/status-counts';
import {
  hasFilters,
  nextSearch,
  readListParams,
  readListView,
  storeListView,
} from '@/features/monitors/list-params';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';
import { pageQueryClient } from '@/lib/query-client';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Monitors');

/** Starts loading the list alongside the session check rather than after it; never waits. */
export function clientLoader({ request }: { request: Request }) {
  const params = readListParams(new URL(request.url).searchParams);
  void pageQueryClient?.prefetchQuery(listMonitorsQueryOptions(params));
  return null;
}
// Also on the first load of the prerendered /dashboard, where it would otherwise wait for the
// session check before the list is asked for.
clientLoader.hydrate = true as const;

export default function MonitorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const view = readListView(searchParams);
  const list = useMonitors(params);
  const groups = useGroups();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const canWrite = useCan('monitors.write');

  const change = (changes: Parameters<typeof nextSearch>[1]) =>
    setSearchParams((current) => nextSearch(current, changes), { replace: 'q' in changes });

  const onSort = (field: ListMonitorsQuery['sort']) => {
    const order =
      params.sort === field ? (params.order === 'asc' ? 'desc' : 'asc') : defaultSortOrder[field];
    change({ sort: field, order });
  };

  const items = list.data?.items ?? [];
  // Only what is on screen can be acted on, so a selection never reaches hidden rows.
  const selectedIds = items.filter((m) => selected.has(m.id)).map((m) => m.id);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (ids: string[]) =>
    setSelected((current) => {
      const next = new Set(current);
      if (ids.every((id) => current.has(id))) ids.forEach((id) => next.delete(id));
      else ids.forEach((id) => next.add(id));
      return next;
    });
  const listProps = {
    params,
    onSort,
    onTag: (tag: string) => change({ tag }),
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
  };

  const isEmpty = list.data?.total === 0 && !hasFilters(params);
  return (
    <div className="space-y-6">
      <PageHeading
        title="Monitors"
        description="Every site and service Tocsin checks for you, with its current status."
        actions={
          isEmpty || !canWrite ? null : (
            <ButtonLink to={paths.dashboard.newMonitor}>
              <Plus aria-hidden="true" className="size-4" />
              New monitor
            </ButtonLink>
          )
        }
      />
      <RegionNotice />
      {list.isPending ? (
        <div role="status" aria-label="Loading monitors" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <LoadError what="your monitors" onRetry={() => void list.refetch()} />
      ) : isEmpty ? (
        <NoMonitors />
      ) : (
        <>
          {list.data ? (
            <StatusCounts
              counts={list.data.counts}
              current={params.status}
              onPick={(status) => change({ status: status ?? '' })}
            />
          ) : null}
          <ListToolbar
            params={params}
            onChange={change}
            groups={groups.data?.items ?? []}
            view={view}
            onView={(next) => {
              storeListView(next);
              change({ view: next === 'groups' ? next : '' });
            }}
          />
          {canWrite && selectedIds.length > 0 ? (
            <BulkBar ids={selectedIds} onDone={() => setSelected(new Set())} />
          ) : null}
          {items.length === 0 ? (
            <div className="rounded-xl border border-slate-200 px-6 py-12 text-center">
              <p className="text-sm text-slate-600">No monitors match these filters.</p>
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => change({ q: '', status: '', type: '', tag: '', groupId: '' })}
              >
                Clear filters
              </Button>
            </div>
          ) : view === 'groups' && groups.data ? (
            <GroupedMonitors
              monitors={items}
              groups={groups.data}
              filtered={hasFilters(params)}
              {...listProps}
            />
          ) : (
            <MonitorList monitors={items} {...listProps} />
          )}
          <Pagination
            page={params.page}
            pageSize={params.pageSize}
            total={list.data?.total ?? 0}
            onPage={(page) => change({ page: String(page) })}
          />
        </>
      )}
    </div>
  );
}
