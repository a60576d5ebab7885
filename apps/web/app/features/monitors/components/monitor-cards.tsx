import type { Monitor } from '@tocsin/contract';
import { StatusBadge } from '@/components/status-badge';
import { MonitorName, SelectMonitor } from './monitor-cells';
import type { SelectionProps } from './monitors-table';
import { RowActions } from './row-actions';
import { dayUptime } from './uptime-bar';

/**
 * The phone's list: one compact row per monitor (status, name, target, the day's uptime), so a
 * screenful shows several; type, timings and tags are on the monitor's page.
 */
export function MonitorCards({
  monitors,
  selected,
  onToggle,
  label = 'Monitors',
}: { monitors: Monitor[]; label?: string } & Omit<SelectionProps, 'onToggleAll'>) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 md:hidden"
    >
      {monitors.map((monitor) => {
        const { uptime, label: uptimeLabel } = dayUptime(monitor.last24h);
        return (
          <li key={monitor.id} className="flex items-center gap-3 py-2 pr-1 pl-3">
            <SelectMonitor
              monitor={monitor}
              selected={selected.has(monitor.id)}
              onToggle={onToggle}
              className="shrink-0"
            />
            <div className="min-w-0 flex-1">
              <MonitorName monitor={monitor} className="block truncate" />
              <div className="flex min-w-0 items-center gap-2">
                <StatusBadge status={monitor.status} className="shrink-0 py-0" />
                <span className="truncate text-xs text-slate-500" title={monitor.target}>
                  {monitor.target}
                </span>
              </div>
            </div>
            <span className="shrink-0 text-xs text-slate-700 tabular-nums">
              <span className="sr-only">{uptimeLabel}</span>
              <span aria-hidden="true">{uptime}</span>
            </span>
            <RowActions monitor={monitor} />
          </li>
        );
      })}
    </ul>
  );
}
