import type { MetaFunction } from 'react-router';
import {
  InfoCard,
  MarketingPage,
  ProseSection,
} from '@/features/marketing/components/marketing-page';
import { pageMeta, site } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('Careers', 'Work on the systems that wake people up when the web breaks.');

const perks = [
  { title: 'Remote first', text: 'Work from anywhere within four hours of Central European Time.' },
  {
    title: 'Calm on-call',
    text: 'We use Tocsin ourselves: confirmed alerts only, and a day off after a night page.',
  },
  { title: 'Learning budget', text: 'Books, courses and one conference a year, on us.' },
];

export default function CareersPage() {
  return (
    <MarketingPage
      eyebrow="Careers"
      title="Build the alarm bell of the web"
      lead="We are a small team building the infrastructure businesses rely on to tell them when something breaks."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {perks.map((perk) => (
          <InfoCard key={perk.title} title={perk.title}>
            {perk.text}
          </InfoCard>
        ))}
      </div>
      <div className="mx-auto mt-16 max-w-3xl">
        <ProseSection title="How we work">
          <p>
            We write TypeScript end to end, keep our services small, and test against real
            databases, real mail and HTTP receivers and real browsers. Every engineer ships to
            production in their first week and joins the on-call rotation after their first month.
          </p>
        </ProseSection>
        <ProseSection title="Open applications">
          <p>
            We hire for backend, frontend and reliability engineering as the team grows. If you care
            about distributed systems that must not lose a message, send us a short note about
            something you built to <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>.
            We answer every application.
          </p>
        </ProseSection>
      </div>
    </MarketingPage>
  );
}
