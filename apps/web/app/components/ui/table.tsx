import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { LiHTMLAttributes, ReactNode, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A list as a table: a bordered frame that scrolls sideways on a narrow screen rather than
 * squeezing its columns, and a caption that names the table for screen readers. Given `cards`,
 * a phone shows those instead, one `Card` a row, in a list named by the caption.
 */
export function Table({
  caption,
  head,
  children,
  cards,
  className,
  tableClassName,
}: {
  caption: string;
  /** The column headers: `Th` and `SortableTh` cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** The rows as cards, for a screen narrower than the table's columns. */
  cards?: ReactNode;
  className?: string;
  tableClassName?: string;
}) {
  const table = (
    <div
      className={cn(
        'overflow-x-auto rounded-xl border border-slate-200',
        cards !== undefined && 'hidden md:block',
        className,
      )}
    >
      <table className={cn('w-full text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
  if (cards === undefined) return table;
  return (
    <>
      <ul aria-label={caption} className="space-y-2 md:hidden">
        {cards}
      </ul>
      {table}
    </>
  );
}

/** One row of a table as a card on a phone; long words break rather than widen the page. */
export function Card({ className, ...props }: LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li
      className={cn(
        'min-w-0 space-y-1 rounded-xl border border-slate-200 bg-surface px-3 py-2.5 text-sm [overflow-wrap:anywhere]',
        className,
      )}
      {...props}
    />
  );
}

/** A card's first line: what the row is about, and its state or action at the end. */
export function CardHeader({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-between gap-2">{children}</div>;
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
  className,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  align?: 'left' | 'right';
  className?: string;
}) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn(headerCell, align === 'right' && 'text-right', className)}
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
