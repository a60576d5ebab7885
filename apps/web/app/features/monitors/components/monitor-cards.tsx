import type { Monitor } from '@tocsin/contract';
import { monitorTypeInfo } from '../monitor-types';
import {
  LastChecked,
  MonitorName,
  MonitorStatus,
  MonitorUptime,
  ResponseTime,
  SelectMonitor,
} from './monitor-cells';
import type { SelectionProps } from './monitors-table';
import { RowActions } from './row-actions';
import { TagList } from './tag-list';

/** The narrow-screen list: the same facts as the table, one card per monitor. */
export function MonitorCards({
  monitors,
  onTag,
  selected,
  onToggle,
}: { monitors: Monitor[]; onTag: (tag: string) => void } & Omit<SelectionProps, 'onToggleAll'>) {
  return (
    <ul aria-label="Monitors" className="space-y-3 md:hidden">
      {monitors.map((monitor) => (
        <li key={monitor.id} className="rounded-xl border border-slate-200 p-4">
          <div className="flex items-start gap-3">
            <SelectMonitor
              monitor={monitor}
              selected={selected.has(monitor.id)}
              onToggle={onToggle}
              className="mt-1"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2">
                <MonitorName monitor={monitor} />
                <RowActions monitor={monitor} />
              </div>
              <p className="truncate text-xs text-slate-500">{monitor.target}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                <MonitorStatus monitor={monitor} />
                <span>{monitorTypeInfo[monitor.type].label}</span>
                <LastChecked at={monitor.lastCheckedAt} />
                <ResponseTime monitor={monitor} />
              </div>
              <div className="mt-2">
                <MonitorUptime monitor={monitor} />
              </div>
              <div className="mt-2">
                <TagList tags={monitor.tags} onSelect={onTag} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
