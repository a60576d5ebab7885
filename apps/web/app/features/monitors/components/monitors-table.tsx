import { defaultSortOrder, type ListMonitorsQuery, type Monitor } from '@tocsin/contract';
import { useEffect, useRef } from 'react';
import { SortableTh, Table, Th } from '@/components/ui/table';
import { useCan } from '@/lib/session';
import { monitorTypeInfo } from '../monitor-types';
import {
  LastChecked,
  MonitorName,
  MonitorStatus,
  MonitorUptime,
  ResponseTime,
  SelectMonitor,
} from './monitor-cells';
import { RowActions } from './row-actions';
import { TagList } from './tag-list';

/** Columns shown from 1280 px, and from 1536 px. */
const roomy = 'hidden xl:table-cell';
const wide = 'hidden 2xl:table-cell';

export interface SelectionProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects all of `ids`, or none of them when all are selected already. */
  onToggleAll: (ids: string[]) => void;
}

/** The wide-screen list: one row per monitor, sortable headers, selection for bulk actions. */
export function MonitorsTable({
  monitors,
  params,
  onSort,
  onTag,
  selected,
  onToggle,
  onToggleAll,
  caption = 'Monitors',
  selectAllLabel = 'Select all monitors on this page',
}: {
  monitors: Monitor[];
  /** What the table is named by, e.g. its group in the grouped view. */
  caption?: string;
  selectAllLabel?: string;
  params: ListMonitorsQuery;
  onSort: (field: ListMonitorsQuery['sort']) => void;
  onTag: (tag: string) => void;
} & SelectionProps) {
  const allSelected = monitors.length > 0 && monitors.every((m) => selected.has(m.id));
  const someSelected = !allSelected && monitors.some((m) => selected.has(m.id));
  const selectAll = useRef<HTMLInputElement>(null);
  const canWrite = useCan('monitors.write');
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);

  const sortBy = (field: ListMonitorsQuery['sort'], label: string, className?: string) => (
    <SortableTh
      className={className}
      label={label}
      active={params.sort === field}
      order={params.order ?? defaultSortOrder[field]}
      onSort={() => onSort(field)}
    />
  );

  return (
    <Table
      caption={caption}
      className="hidden md:block"
      // Fixed widths, the name taking what is left, so the actions never scroll out of sight;
      // the columns that matter least show only where there is room.
      tableClassName="table-fixed"
      head={
        <>
          <Th className="w-10">
            {canWrite ? (
              <input
                ref={selectAll}
                type="checkbox"
                aria-label={selectAllLabel}
                checked={allSelected}
                onChange={() => onToggleAll(monitors.map((m) => m.id))}
                className="size-4 accent-brand-600"
              />
            ) : null}
          </Th>
          {sortBy('status', 'Status', 'w-30')}
          {sortBy('name', 'Name')}
          <Th className={`w-26 ${wide}`}>Type</Th>
          {sortBy('lastCheckedAt', 'Last check', `w-30 ${roomy}`)}
          <Th className="w-50">Uptime (24 h)</Th>
          <Th className="w-22 xl:w-40">Response</Th>
          <Th className={`w-30 ${roomy}`}>Tags</Th>
          <Th className="w-14">
            <span className="sr-only">Actions</span>
          </Th>
        </>
      }
    >
      {monitors.map((monitor) => (
        <tr key={monitor.id} className="hover:bg-slate-50/60">
          <td className="px-3 py-3">
            <SelectMonitor
              monitor={monitor}
              selected={selected.has(monitor.id)}
              onToggle={onToggle}
            />
          </td>
          <td className="px-3 py-3">
            <MonitorStatus monitor={monitor} />
          </td>
          <td className="px-3 py-3">
            <MonitorName monitor={monitor} />
            <p className="truncate text-xs text-slate-500" title={monitor.target}>
              {monitor.target}
            </p>
          </td>
          <td className={`px-3 py-3 whitespace-nowrap text-slate-600 ${wide}`}>
            {monitorTypeInfo[monitor.type].label}
          </td>
          <td className={`px-3 py-3 whitespace-nowrap text-slate-600 ${roomy}`}>
            <LastChecked at={monitor.lastCheckedAt} />
          </td>
          <td className="px-3 py-3 whitespace-nowrap">
            <MonitorUptime monitor={monitor} />
          </td>
          <td className="px-3 py-3 whitespace-nowrap text-slate-600">
            <ResponseTime monitor={monitor} />
          </td>
          <td className={`px-3 py-3 ${roomy}`}>
            <TagList tags={monitor.tags} onSelect={onTag} />
          </td>
          <td className="px-3 py-3 text-right">
            <RowActions monitor={monitor} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
