import {
  BellRing,
  ChartLine,
  Plug,
  RadioTower,
  ShieldCheck,
  Siren,
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
      'Phone calls, SMS, email and push go out the moment an outage is confirmed, so the right person knows before your customers do.',
    details: [
      'Phone calls that read out the outage; press 1 to acknowledge',
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
    icon: ShieldCheck,
    title: 'Confirmed before anyone is paged',
    summary:
      'A failed check is repeated a second later, and only failures in a row open an incident. One dropped connection never wakes anyone up.',
    details: [
      'From 1 to 10 confirmations per monitor',
      'Incidents start at the first failed check, so durations are honest',
      'Recovery noticed at the first good check',
    ],
  },
  {
    icon: ChartLine,
    title: 'Response times, broken down',
    summary:
      'Every check records DNS, connect, TLS and time to first byte, so you can tell a slow database from a slow network.',
    details: [
      'Uptime over the last 24 hours, 7, 30 and 90 days',
      'Latency percentiles over 90 days',
      'Incident timeline with the error that caused it',
    ],
  },
  {
    icon: Siren,
    title: 'On-call that follows through',
    summary:
      'Reminders until someone acknowledges, a second line to escalate to, and maintenance windows that hold alerts while you work.',
    details: [
      'Acknowledge from the dashboard, a link in the alert or the phone call',
      'Escalation to other channels after the minutes you choose',
      'One-off or weekly maintenance windows in your time zone',
    ],
  },
  {
    icon: Plug,
    title: 'Integrations',
    summary:
      'Send alerts to Slack, Microsoft Teams, PagerDuty, Opsgenie, Discord, Telegram, Google Chat, Mattermost, ntfy and Pushover, or to your own endpoint with signed webhooks.',
    details: [
      'One PagerDuty or Opsgenie incident per outage, never a second on retries',
      'Webhooks signed so your endpoint can verify them',
      'A JSON API, described in OpenAPI, to manage monitors from your own tooling',
    ],
  },
];
