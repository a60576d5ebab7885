import type { Invoice } from '@tocsin/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, Th } from '@/components/ui/table';
import { formatDate } from '@/lib/date-format';
import { useInvoices } from '../api/list-invoices';
import { formatMoney, invoiceStatusLabels } from '../billing-format';

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The workspace's invoices from Stripe, newest first; none before there is a Stripe customer. */
export function InvoiceTable({ hasCustomer }: { hasCustomer: boolean }) {
  const invoices = useInvoices({ enabled: hasCustomer });
  if (!hasCustomer) {
    return <EmptyState>No invoices yet. They appear here once you subscribe.</EmptyState>;
  }
  if (invoices.isPending) return <Skeleton className="h-32 w-full" />;
  if (!invoices.data) {
    return <LoadError what="your invoices" onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.data.invoices.length === 0) return <EmptyState>No invoices yet.</EmptyState>;
  return (
    <Table
      caption="Invoices, newest first"
      className="rounded-2xl bg-surface shadow-sm"
      tableClassName="min-w-[36rem] text-left"
      head={
        <>
          <Th className="px-4">Date</Th>
          <Th className="px-4">Number</Th>
          <Th className="px-4 text-right">Amount</Th>
          <Th className="px-4">Status</Th>
          <Th className="px-4">
            <span className="sr-only">Links</span>
          </Th>
        </>
      }
    >
      {invoices.data.invoices.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} />
      ))}
    </Table>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const name = invoice.number ?? formatDate(invoice.createdAt);
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap text-slate-900">
        {formatDate(invoice.createdAt)}
      </td>
      <td className="px-4 py-3 text-slate-600">{invoice.number ?? '—'}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {formatMoney(invoice.total, invoice.currency)}
      </td>
      <td className="px-4 py-3 text-slate-600">
        {invoice.status ? invoiceStatusLabels[invoice.status] : '—'}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="flex gap-4">
          {invoice.hostedUrl ? (
            <a href={invoice.hostedUrl} target="_blank" rel="noreferrer" className={linkClasses}>
              View<span className="sr-only"> invoice {name}</span>
            </a>
          ) : null}
          {invoice.pdfUrl ? (
            <a href={invoice.pdfUrl} target="_blank" rel="noreferrer" className={linkClasses}>
              PDF<span className="sr-only"> of invoice {name}</span>
            </a>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
