import type { MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';
import { useSession } from '@/lib/session';
import { PageHeading } from '@/components/ui/page-heading';
import { subscriptionLabels } from '../subscription-labels';

export const meta: MetaFunction = () => pageMeta('Billing');

export default function BillingPage() {
  const { user } = useSession();
  const status = user?.profile.subscriptionStatus ?? 'free';
  return (
    <div className="space-y-8">
      <PageHeading
        title="Billing"
        description="Your plan, payment method and invoices will be managed here, through our card payment provider."
      />
      <section className="max-w-xl rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
        <h2 className="text-sm font-medium text-slate-500">Current subscription</h2>
        <p className="mt-1 text-xl font-semibold text-slate-900">{subscriptionLabels[status]}</p>
        <ButtonLink to={paths.pricing} variant="outline" className="mt-4">
          Compare plans
        </ButtonLink>
      </section>
    </div>
  );
}
