import type { MetaFunction } from 'react-router';
import {
  InfoCard,
  MarketingPage,
  ProseSection,
} from '@/features/marketing/components/marketing-page';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('About Us', 'Why we build Tocsin, and the principles behind every alert it sends.');

const principles = [
  {
    title: 'Checks that really run',
    text: 'A monitor that silently stops checking is worse than none. Our scheduler spreads checks evenly and watches itself.',
  },
  {
    title: 'Alerts that really leave',
    text: 'Every alert is stored before it is sent, retried for hours if a provider is down, and every attempt is logged, so a crash never swallows one.',
  },
  {
    title: 'No noise',
    text: 'A failure is checked again before anyone is paged, and only failures in a row open an incident. An alert from Tocsin means act now.',
  },
  {
    title: 'Your data stays yours',
    text: 'Workspaces are strictly separated, secrets are encrypted at rest, and we do not sell or share your data.',
  },
];

export default function AboutPage() {
  return (
    <MarketingPage
      eyebrow="About us"
      title="We ring the bell when your site goes down"
      lead="A tocsin is the alarm bell a town rang to wake everyone when danger came. We build the same thing for the web."
    >
      <div className="mx-auto max-w-3xl">
        <ProseSection title="Why Tocsin exists">
          <p>
            Most businesses learn that their website is down from an angry customer. By then orders
            are lost, support queues are full and the fix has not even started. Tocsin exists so the
            first person to know is the person who can fix it.
          </p>
          <p>
            Tocsin runs as a single process with its own embedded database, so a solo developer can
            start it with one command, and the same code keeps thousands of monitors on a 10-second
            schedule for teams running hundreds of services.
          </p>
        </ProseSection>
      </div>
      <h2 className="mt-16 text-center text-2xl font-semibold tracking-tight text-slate-900">
        What we hold ourselves to
      </h2>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {principles.map((item) => (
          <InfoCard key={item.title} title={item.title}>
            {item.text}
          </InfoCard>
        ))}
      </div>
    </MarketingPage>
  );
}
