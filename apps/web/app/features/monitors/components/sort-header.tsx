import type { ListMonitorsQuery } from '@tocsin/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

type SortField = ListMonitorsQuery['sort'];

/** A column header that sorts by its field; a second click reverses the order. */
export function SortHeader({
  field,
  label,
  params,
  onSort,
}: {
  field: SortField;
  label: string;
  params: ListMonitorsQuery;
  onSort: (field: SortField) => void;
}) {
  const active = params.sort === field;
  const Icon = !active ? ArrowUpDown : params.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2.5 text-left font-medium"
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 opacity-40'} />
      </button>
    </th>
  );
}
