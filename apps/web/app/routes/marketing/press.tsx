import type { MetaFunction } from 'react-router';
import { MarketingPage, ProseSection } from '@/features/marketing/components/marketing-page';
import { pageMeta, site } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('Press Kit', 'Facts, boilerplate and brand guidance for writing about Tocsin.');

const facts = [
  ['Product', 'Uptime monitoring and alerting for websites, APIs, servers and scheduled jobs'],
  [
    'Checks',
    'HTTP(S), keyword, JSON query, TCP port, DNS, TLS certificate, ping and heartbeat; as often as every 10 seconds',
  ],
  [
    'Alerts',
    'Phone call, SMS, email, browser push, Slack, Microsoft Teams, PagerDuty, Opsgenie, Discord, Telegram, Google Chat, Mattermost, ntfy, Pushover and signed webhooks',
  ],
  [
    'Deployment',
    'Hosted, or self-hosted as a single process with an embedded PostgreSQL database, or with your own PostgreSQL',
  ],
];

export default function PressPage() {
  return (
    <MarketingPage
      eyebrow="Press"
      title="Press Kit"
      lead="Everything you need to write about Tocsin."
      narrow
    >
      <ProseSection title="About Tocsin">
        <p>
          Tocsin is an uptime monitoring and alerting service. It checks websites, APIs, servers and
          scheduled jobs as often as every 10 seconds, confirms each failure with a second check
          before anyone is paged, and alerts teams by phone call, SMS, email and chat the moment an
          outage is confirmed, so businesses learn about downtime before their customers do.
        </p>
      </ProseSection>
      <ProseSection title="Fact sheet">
        <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {facts.map(([term, value]) => (
            <div key={term} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
              <dt className="font-medium text-slate-900">{term}</dt>
              <dd className="sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </ProseSection>
      <ProseSection title="Name and logo">
        <p>
          Write the name as &ldquo;Tocsin&rdquo;, with a capital T and the rest in lower case. The
          logo is a bell on an indigo square; keep clear space around it equal to the height of the
          bell, and do not recolour, stretch or animate it.
        </p>
      </ProseSection>
      <ProseSection title="Press contact">
        <p>
          For interviews, product briefings and logo files in vector format, write to{' '}
          <a href={`mailto:${site.pressEmail}`}>{site.pressEmail}</a>. We reply within one working
          day.
        </p>
      </ProseSection>
    </MarketingPage>
  );
}
