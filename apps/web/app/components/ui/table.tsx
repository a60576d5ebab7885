import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A list as a table: a bordered frame that scrolls sideways on a narrow screen rather than
 * squeezing its columns, and a caption that names the table for screen readers.
 */
export function Table({
  caption,
  head,
  children,
  className,
  tableClassName,
}: {
  caption: ReactNode;
  /** The column headers: `Th` and `SortableTh` cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  className?: string;
  tableClassName?: string;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-slate-200', className)}>
      <table className={cn('w-full text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const headerCell = 'px-3 py-2.5 text-left font-medium';

/** A column header. */
export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn(headerCell, className)} {...props} />;
}

/** A column header that sorts by its column; pressed again, it reverses the order. */
export function SortableTh({
  label,
  active,
  order,
  onSort,
  align = 'left',
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  align?: 'left' | 'right';
}) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn(headerCell, align === 'right' && 'text-right')}
    >
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 opacity-40'} />
      </button>
    </th>
  );
}
