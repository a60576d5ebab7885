import { features } from '../../content/features';
import { InfoCard } from '../marketing-page';

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2
          id="features-heading"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          Everything you need to stay online
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          From the first failed check to the recovery notice, Tocsin handles detection, confirmation
          and alerting so your team can focus on the fix.
        </p>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, summary }) => (
          <InfoCard key={title} icon={<Icon aria-hidden="true" className="size-5" />} title={title}>
            {summary}
          </InfoCard>
        ))}
      </div>
    </section>
  );
}
