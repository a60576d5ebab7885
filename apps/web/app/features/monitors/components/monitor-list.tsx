import type { ListMonitorsQuery, Monitor } from '@tocsin/contract';
import { MonitorCards } from './monitor-cards';
import { MonitorsTable, type SelectionProps } from './monitors-table';

export interface MonitorListProps extends SelectionProps {
  params: ListMonitorsQuery;
  onSort: (field: ListMonitorsQuery['sort']) => void;
  onTag: (tag: string) => void;
}

/** Monitors as a table on a wide screen and as cards on a narrow one. */
export function MonitorList({
  monitors,
  label = 'Monitors',
  selectAllLabel,
  ...props
}: MonitorListProps & { monitors: Monitor[]; label?: string; selectAllLabel?: string }) {
  return (
    <>
      <MonitorsTable
        monitors={monitors}
        caption={label}
        selectAllLabel={selectAllLabel}
        {...props}
      />
      <MonitorCards
        monitors={monitors}
        label={label}
        selected={props.selected}
        onToggle={props.onToggle}
      />
    </>
  );
}
