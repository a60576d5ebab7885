import { ArrowRight, CheckCircle2, Zap } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

const trustBadges = [
  '14-day free trial',
  'No credit card required',
  'Self-hosting supported',
  'Every alert attempt logged',
];

export function Hero() {
  const { user, isPending } = useSession();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface">
      <div className="mx-auto max-w-5xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-4 py-1.5 text-sm font-medium text-brand-700 shadow-xs">
          <Zap aria-hidden="true" className="size-4" />
          Checks every 10 seconds, confirmed before anyone is paged
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Never Miss a Site Downtime Again
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
          Tocsin checks your websites and APIs as often as every 10 seconds and alerts your team by
          phone call, SMS and email the moment something breaks.
        </p>
        <div className="mt-10 flex min-h-12 flex-col items-center justify-center gap-3 sm:flex-row">
          {isPending ? (
            <Skeleton className="h-12 w-48 rounded-lg" />
          ) : user ? (
            <ButtonLink to={paths.dashboard.monitors} size="lg">
              View Dashboard
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.signup} size="lg">
                Start Free Trial
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink to={paths.pricing} size="lg" variant="outline">
                View Pricing
              </ButtonLink>
            </>
          )}
        </div>
        <ul className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
          {trustBadges.map((badge) => (
            <li key={badge} className="flex items-center gap-1.5">
              <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
