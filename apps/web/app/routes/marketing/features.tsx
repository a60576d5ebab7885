import { Check } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { features } from '@/features/marketing/content/features';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta(
    'Features',
    'Checks as often as every 10 seconds, failures confirmed before anyone is paged, and alerts by phone, SMS, email and chat.',
  );

const lifecycle = [
  ['Check', 'Each monitor runs on its own schedule, from every 10 seconds to once a day.'],
  [
    'Confirm',
    'A failed check is repeated a second later; only failures in a row open an incident.',
  ],
  [
    'Alert',
    'The incident and its alerts are saved together and sent at once, to every channel you chose.',
  ],
  ['Recover', 'When checks pass again the incident closes itself and everyone gets the all-clear.'],
];

export default function FeaturesPage() {
  return (
    <MarketingPage
      eyebrow="Features"
      title="Monitoring that wakes the right person, only when it matters"
      lead="Tocsin watches your sites, APIs, servers and scheduled jobs, confirms every failure, and makes sure the alert arrives."
    >
      <section aria-labelledby="lifecycle">
        <h2 id="lifecycle" className="text-2xl font-semibold tracking-tight text-slate-900">
          From failed check to recovery
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-4">
          {lifecycle.map(([title, text], index) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="mt-16 grid gap-8 md:grid-cols-2">
        {features.map(({ icon: Icon, title, summary, details }) => (
          <section
            key={title}
            className="rounded-2xl border border-slate-200 bg-surface p-8 shadow-sm"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mt-2 text-slate-600">{summary}</p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {details.map((detail) => (
                <li key={detail} className="flex gap-2">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  {detail}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-16 text-center">
        <ButtonLink to={paths.signup} size="lg">
          Start Free Trial
        </ButtonLink>
      </div>
    </MarketingPage>
  );
}
