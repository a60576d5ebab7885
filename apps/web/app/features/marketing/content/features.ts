import {
  BellRing,
  ChartLine,
  Globe,
  MonitorCheck,
  Plug,
  RadioTower,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  summary: string;
  details: string[];
}

/** The six capabilities the landing page and the features page both present. */
export const features: Feature[] = [
  {
    icon: BellRing,
    title: 'Alerts that reach you',
    summary:
      'Phone calls, SMS, email and push within 30 seconds of a confirmed outage, so the right person knows before your customers do.',
    details: [
      'Voice calls that keep trying until someone answers',
      'Recovery notices when the site is back',
      'Every delivery attempt recorded, with retries and backoff',
    ],
  },
  {
    icon: RadioTower,
    title: 'Checks as often as every 10 seconds',
    summary:
      'Pick an interval from 10 seconds to 24 hours for each monitor and catch short outages that minute-level checks miss.',
    details: [
      'HTTP(S), keyword and JSON response checks',
      'TCP port, DNS record, ping and TLS certificate expiry',
      'Heartbeat monitors for cron jobs and background workers',
    ],
  },
  {
    icon: Globe,
    title: 'Monitoring from 180+ locations',
    summary:
      'Check from the regions your users are in. A failure is re-checked from other regions before anyone is woken up.',
    details: [
      'No alert for a single network hiccup',
      'See which regions fail during a partial outage',
      'Latency measured where your customers are',
    ],
  },
  {
    icon: ChartLine,
    title: 'Response times, broken down',
    summary:
      'Every check records DNS, connect, TLS and time to first byte, so you can tell a slow database from a slow network.',
    details: [
      'Uptime percentages per day, month and quarter',
      'Latency percentiles over 90 days',
      'Incident timeline with the exact error of each failed check',
    ],
  },
  {
    icon: MonitorCheck,
    title: 'Status pages',
    summary:
      'Keep customers informed with a public status page that updates itself when a monitor goes down and comes back.',
    details: [
      'Choose which monitors each page shows',
      'Incident notes your team writes as it works',
      'Private pages for internal services',
    ],
  },
  {
    icon: Plug,
    title: 'Integrations',
    summary:
      'Send alerts to Slack, Microsoft Teams, PagerDuty, Opsgenie, Discord, Telegram, Google Chat, Mattermost, ntfy and Pushover, or to your own endpoint with signed webhooks.',
    details: [
      'One alert per incident, never duplicated on retries',
      'Webhooks signed so your endpoint can verify them',
      'REST API to manage monitors from your own tooling',
    ],
  },
];
