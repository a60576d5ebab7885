import { channelKindInfo, channelKinds, type ChannelKind } from '@tocsin/contract';
import {
  BellRing,
  Mail,
  MessageSquare,
  Phone,
  Siren,
  Smartphone,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { MetaFunction } from 'react-router';
import {
  InfoCard,
  MarketingPage,
  ProseSection,
} from '@/features/marketing/components/marketing-page';
import { pageMeta } from '@/lib/site';

const names = channelKinds.map((kind) => channelKindInfo[kind].label);

export const meta: MetaFunction = () =>
  pageMeta(
    'Integrations',
    `Send Tocsin alerts to ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, and to your team's browsers by Web Push.`,
  );

const groupIcons: Record<string, LucideIcon> = {
  Direct: Mail,
  Chat: MessageSquare,
  'On-call': Siren,
  Push: BellRing,
  Developers: Webhook,
};
const kindIcons: Partial<Record<ChannelKind, LucideIcon>> = { sms: Smartphone, voice: Phone };

/** The channel registry, in its groups: the page lists exactly what Tocsin can send through. */
const groups = [...new Set(channelKinds.map((kind) => channelKindInfo[kind].group))].map(
  (group) => ({
    group,
    kinds: channelKinds.filter((kind) => channelKindInfo[kind].group === group),
  }),
);

export default function IntegrationsPage() {
  return (
    <MarketingPage
      eyebrow="Integrations"
      title="Alerts wherever your team works"
      lead={`${channelKinds.length} ways to reach people: call, text and email them directly, post to the chat they watch, page the on-call rotation, or call your own systems.`}
    >
      <div className="space-y-12">
        {groups.map(({ group, kinds }) => (
          <section key={group} aria-labelledby={`integrations-${group}`}>
            <h2 id={`integrations-${group}`} className="mb-4 text-lg font-semibold text-slate-900">
              {group}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {kinds.map((kind) => {
                const Icon = kindIcons[kind] ?? groupIcons[group] ?? Webhook;
                const info = channelKindInfo[kind];
                return (
                  <InfoCard
                    key={kind}
                    icon={<Icon aria-hidden="true" className="size-5" />}
                    title={info.label}
                  >
                    {info.description}
                  </InfoCard>
                );
              })}
              {group === 'Push' ? (
                <InfoCard
                  icon={<BellRing aria-hidden="true" className="size-5" />}
                  title="Browser push"
                >
                  Web Push to each team member&apos;s browsers, with an Acknowledge button on the
                  notification; turned on per browser in Settings.
                </InfoCard>
              ) : null}
            </div>
          </section>
        ))}
      </div>
      <div className="mx-auto mt-16 max-w-3xl">
        <ProseSection title="Delivered once, never lost">
          <p>
            Each alert is written down in the same step that opens the incident, then sent with
            retries and backoff until the channel accepts it, for up to six hours. Every attempt is
            kept in a delivery log on the incident, and each alert carries a stable key, so a retry
            never opens a second incident in PagerDuty or Opsgenie.
          </p>
          <p>
            SMS and phone calls go through the Twilio or Vonage account of the Tocsin server; past
            the hourly limits they fall back to email, and the incident says so.
          </p>
        </ProseSection>
      </div>
    </MarketingPage>
  );
}
