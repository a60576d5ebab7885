import { formatDuration } from '@tocsin/contract';
import type { AnalyticsMonitor } from '@tocsin/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardHeader, SortableTh, Table } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMs, formatUptime } from '@/lib/history-format';
import { paths } from '@/lib/paths';
import { AnalyticsUptimeBar, uptimeTone } from './analytics-uptime-bar';

type SortKey = 'name' | 'uptime' | 'downtime' | 'incidents' | 'response';
type Order = 'asc' | 'desc';
interface Sort {
  key: SortKey;
  order: Order;
}

/** Each column's value; null (nothing measured) always sorts last, whatever the order. */
const sortValue: Record<SortKey, (m: AnalyticsMonitor) => number | string | null> = {
  name: (m) => m.name.toLocaleLowerCase(),
  uptime: (m) => m.uptimePercent,
  downtime: (m) => (m.checks === 0 ? null : m.downtimeSeconds),
  incidents: (m) => m.incidents,
  response: (m) => m.responseTime?.avg ?? null,
};

/** The order a column sorts in first: the worst monitors on top, names from A. */
const firstOrder: Record<SortKey, Order> = {
  name: 'asc',
  uptime: 'asc',
  downtime: 'desc',
  incidents: 'desc',
  response: 'desc',
};

function sortMonitors(monitors: AnalyticsMonitor[], { key, order }: Sort) {
  const sign = order === 'asc' ? 1 : -1;
  return [...monitors].sort((a, b) => {
    const [x, y] = [sortValue[key](a), sortValue[key](b)];
    if (x === null || y === null)
      return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    if (x === y) return a.name.localeCompare(b.name);
    return (x < y ? -1 : 1) * sign;
  });
}

/** Every monitor over the range, worst uptime first until another column is chosen. */
export function AnalyticsMonitorTable({
  monitors,
  slotTimes,
  rangeLabel,
}: {
  monitors: AnalyticsMonitor[];
  slotTimes: number[];
  rangeLabel: string;
}) {
  const [sort, setSort] = useState<Sort>({ key: 'uptime', order: 'asc' });
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { key, order: firstOrder[key] },
    );
  const sortBy = (key: SortKey, label: string, align?: 'right') => (
    <SortableTh
      label={label}
      active={sort.key === key}
      order={sort.order}
      onSort={() => onSort(key)}
      align={align}
    />
  );
  const td = 'px-3 py-3 whitespace-nowrap tabular-nums';
  const sorted = sortMonitors(monitors, sort);
  return (
    <Table
      caption={`Monitors over the last ${rangeLabel}`}
      className="bg-surface"
      cards={sorted.map((monitor) => (
        <Card key={monitor.id}>
          <CardHeader>
            <MonitorLink monitor={monitor} />
            <Uptime monitor={monitor} />
          </CardHeader>
          <p className="truncate text-xs text-slate-500" title={monitor.target}>
            {monitor.target}
          </p>
          <AnalyticsUptimeBar name={monitor.name} slots={monitor.slots} slotTimes={slotTimes} />
          <p className="text-slate-600 tabular-nums">
            Downtime {downtime(monitor)} · {monitor.incidents}{' '}
            {monitor.incidents === 1 ? 'incident' : 'incidents'}
            {monitor.responseTime ? ` · avg ${formatMs(monitor.responseTime.avg)}` : ''}
          </p>
        </Card>
      ))}
      head={
        <>
          {sortBy('name', 'Monitor')}
          {sortBy('uptime', 'Uptime')}
          {sortBy('downtime', 'Downtime', 'right')}
          {sortBy('incidents', 'Incidents', 'right')}
          {sortBy('response', 'Avg response', 'right')}
        </>
      }
    >
      {sorted.map((monitor) => (
        <tr key={monitor.id} className="hover:bg-slate-50/60">
          <th scope="row" className="max-w-xs px-3 py-3 text-left font-normal">
            <MonitorLink monitor={monitor} />
            <p className="truncate text-xs text-slate-500" title={monitor.target}>
              {monitor.target}
            </p>
          </th>
          <td className={td}>
            <span className="flex items-center gap-3">
              <AnalyticsUptimeBar name={monitor.name} slots={monitor.slots} slotTimes={slotTimes} />
              <Uptime monitor={monitor} />
            </span>
          </td>
          <td className={cn(td, 'text-right text-slate-700')}>{downtime(monitor)}</td>
          <td className={cn(td, 'text-right text-slate-700')}>{monitor.incidents}</td>
          <td className={cn(td, 'text-right text-slate-700')}>
            {monitor.responseTime ? (
              <>
                {formatMs(monitor.responseTime.avg)}
                <span className="block text-xs text-slate-500">
                  p95 {formatMs(monitor.responseTime.p95)}
                </span>
              </>
            ) : (
              '—'
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function MonitorLink({ monitor }: { monitor: AnalyticsMonitor }) {
  return (
    <Link
      to={paths.dashboard.monitor(monitor.id)}
      className="font-medium [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {monitor.name}
    </Link>
  );
}

function Uptime({ monitor }: { monitor: AnalyticsMonitor }) {
  return (
    <span className={cn('font-medium', uptimeTone(monitor.uptimePercent))}>
      {formatUptime(monitor.uptimePercent)}
    </span>
  );
}

const downtime = (monitor: AnalyticsMonitor) =>
  monitor.checks === 0
    ? '—'
    : monitor.downtimeSeconds === 0
      ? 'None'
      : formatDuration(monitor.downtimeSeconds);
