import type { ListMonitorsQuery, Monitor } from '@tocsin/contract';
import { useEffect, useRef } from 'react';
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
import { SortHeader } from './sort-header';
import { TagList } from './tag-list';

export interface SelectionProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
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
}: {
  monitors: Monitor[];
  params: ListMonitorsQuery;
  onSort: (field: ListMonitorsQuery['sort']) => void;
  onTag: (tag: string) => void;
} & SelectionProps) {
  const allSelected = monitors.length > 0 && monitors.every((m) => selected.has(m.id));
  const someSelected = !allSelected && monitors.some((m) => selected.has(m.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);

  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Monitors</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="w-10 px-3 py-2.5">
              <input
                ref={selectAll}
                type="checkbox"
                aria-label="Select all monitors on this page"
                checked={allSelected}
                onChange={onToggleAll}
                className="size-4 accent-brand-600"
              />
            </th>
            <SortHeader field="status" label="Status" params={params} onSort={onSort} />
            <SortHeader field="name" label="Name" params={params} onSort={onSort} />
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              Type
            </th>
            <SortHeader field="lastCheckedAt" label="Last check" params={params} onSort={onSort} />
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              Uptime (24 h)
            </th>
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              Response
            </th>
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              Tags
            </th>
            <th scope="col" className="w-12 px-3 py-2.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
              <td className="max-w-xs px-3 py-3">
                <MonitorName monitor={monitor} />
                <p className="truncate text-xs text-slate-500" title={monitor.target}>
                  {monitor.target}
                </p>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600">
                {monitorTypeInfo[monitor.type].label}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600">
                <LastChecked at={monitor.lastCheckedAt} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <MonitorUptime monitor={monitor} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600">
                <ResponseTime monitor={monitor} />
              </td>
              <td className="px-3 py-3">
                <TagList tags={monitor.tags} onSelect={onTag} />
              </td>
              <td className="px-3 py-3 text-right">
                <RowActions monitor={monitor} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
