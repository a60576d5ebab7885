import type { Invoice } from '@tocsin/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
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
      cards={invoices.data.invoices.map((invoice) => (
        <Card key={invoice.id}>
          <CardHeader>
            <span className="font-medium text-slate-900">{formatDate(invoice.createdAt)}</span>
            <span className="text-slate-900 tabular-nums">
              {formatMoney(invoice.total, invoice.currency)}
            </span>
          </CardHeader>
          <p className="text-slate-600">
            {invoice.number ?? 'No number'} · {status(invoice)}
          </p>
          <InvoiceLinks invoice={invoice} />
        </Card>
      ))}
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

const status = (invoice: Invoice) => (invoice.status ? invoiceStatusLabels[invoice.status] : '—');

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap text-slate-900">
        {formatDate(invoice.createdAt)}
      </td>
      <td className="px-4 py-3 text-slate-600">{invoice.number ?? '—'}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {formatMoney(invoice.total, invoice.currency)}
      </td>
      <td className="px-4 py-3 text-slate-600">{status(invoice)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <InvoiceLinks invoice={invoice} />
      </td>
    </tr>
  );
}

function InvoiceLinks({ invoice }: { invoice: Invoice }) {
  const name = invoice.number ?? formatDate(invoice.createdAt);
  return (
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
  );
}
