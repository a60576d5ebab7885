import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function ClosingCta() {
  const { user, isPending } = useSession();
  return (
    <section className="light-island bg-brand-700">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Know about downtime before your customers do
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Add your first monitor in under two minutes and get your first alert the moment it
          matters.
        </p>
        <div className="mt-10 flex min-h-12 flex-col items-center justify-center gap-3 sm:flex-row">
          {isPending ? (
            <Skeleton className="h-12 w-48 rounded-lg bg-brand-600" />
          ) : user ? (
            <>
              <ButtonLink
                to={paths.dashboard.monitors}
                size="lg"
                variant="outline"
                className="border-white"
              >
                Go to Dashboard
              </ButtonLink>
              <ButtonLink
                to={paths.dashboard.billing}
                size="lg"
                className="bg-brand-900 hover:bg-brand-800"
              >
                Upgrade Plan
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={paths.signup} size="lg" variant="outline" className="border-white">
                Start Free Trial
              </ButtonLink>
              <ButtonLink to={paths.pricing} size="lg" className="bg-brand-900 hover:bg-brand-800">
                Compare Plans
              </ButtonLink>
            </>
          )}
        </div>
        {user ? null : (
          <p className="mt-6 text-sm text-brand-100">
            14-day free trial • No credit card required • Cancel anytime
          </p>
        )}
      </div>
    </section>
  );
}
