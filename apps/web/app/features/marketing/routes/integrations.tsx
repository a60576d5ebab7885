import { Mail, MessageSquare, Phone, Smartphone, Webhook, type LucideIcon } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { InfoCard, MarketingPage, ProseSection } from '../components/marketing-page';

export const meta: MetaFunction = () =>
  pageMeta(
    'Integrations',
    'Send Tocsin alerts to email, SMS, phone calls, Slack, Microsoft Teams, PagerDuty, Discord, Telegram and webhooks.',
  );

const channels: { name: string; icon?: LucideIcon; text: string }[] = [
  {
    name: 'Phone call',
    icon: Phone,
    text: 'A voice call reads out which monitor is down and why. It retries until answered.',
  },
  {
    name: 'SMS',
    icon: Smartphone,
    text: 'A short text with the monitor, the error and a link to the incident.',
  },
  {
    name: 'Email',
    icon: Mail,
    text: 'Downtime and recovery emails with the failing check details and response timings.',
  },
  {
    name: 'Slack',
    icon: MessageSquare,
    text: 'Post incidents to a channel, with the status updated in place when the site recovers.',
  },
  {
    name: 'Microsoft Teams',
    icon: MessageSquare,
    text: 'Incident cards in the Teams channel your on-call team already watches.',
  },
  {
    name: 'PagerDuty',
    text: 'Trigger and resolve PagerDuty incidents, exactly once per outage, to reuse your escalation policies.',
  },
  {
    name: 'Discord',
    icon: MessageSquare,
    text: 'Alerts in a Discord channel, handy for communities and small teams.',
  },
  {
    name: 'Telegram',
    icon: MessageSquare,
    text: 'Direct messages or group posts through a Telegram bot.',
  },
  {
    name: 'Webhooks',
    icon: Webhook,
    text: 'A signed JSON payload to any URL, so your own systems can react to an outage.',
  },
];

export default function IntegrationsPage() {
  return (
    <MarketingPage
      eyebrow="Integrations"
      title="Alerts wherever your team works"
      lead="Connect Tocsin to Slack, Teams, PagerDuty and 50+ other tools, or call, text and email people directly."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {channels.map(({ name, icon: Icon = Webhook, text }) => (
          <InfoCard key={name} icon={<Icon aria-hidden="true" className="size-5" />} title={name}>
            {text}
          </InfoCard>
        ))}
      </div>
      <div className="mx-auto mt-16 max-w-3xl">
        <ProseSection title="Delivered once, never lost">
          <p>
            Each alert is written down in the same step that opens the incident, then sent with
            retries and backoff until the channel accepts it. Every attempt is kept in a delivery
            log you can inspect, and each alert carries a stable key so a retry never opens a second
            incident in PagerDuty or posts twice in Slack.
          </p>
          <p>
            Webhooks follow the Standard Webhooks format: an id, a timestamp and an HMAC signature
            your endpoint can verify before trusting the payload.
          </p>
        </ProseSection>
      </div>
    </MarketingPage>
  );
}
