import type { Invoice } from '@tocsin/contract';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/date-format';
import { useInvoices } from '../api/list-invoices';
import { formatMoney, invoiceStatusLabels } from '../billing-format';

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The workspace's invoices from Stripe, newest first; none before there is a Stripe customer. */
export function InvoiceTable({ hasCustomer }: { hasCustomer: boolean }) {
  const invoices = useInvoices({ enabled: hasCustomer });
  if (!hasCustomer) return <Empty>No invoices yet. They appear here once you subscribe.</Empty>;
  if (invoices.isPending) return <Skeleton className="h-32 w-full" />;
  if (!invoices.data) {
    return <LoadError what="your invoices" onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.data.invoices.length === 0) return <Empty>No invoices yet.</Empty>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-surface shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Invoices, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Number
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              <span className="sr-only">Links</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.data.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </table>
    </div>
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

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
