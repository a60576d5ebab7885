import type { MonitorInput, MonitorType } from '@tocsin/contract';
import {
  Braces,
  FileSearch,
  Globe,
  HeartPulse,
  Network,
  Plug,
  Radar,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

export const monitorTypeInfo: Record<
  MonitorType,
  { label: string; description: string; icon: LucideIcon }
> = {
  http: {
    label: 'HTTP(s)',
    description: 'Requests a URL and expects a healthy status code.',
    icon: Globe,
  },
  keyword: {
    label: 'Keyword',
    description: 'Requests a URL and looks for a word in the page, or its absence.',
    icon: FileSearch,
  },
  'json-query': {
    label: 'JSON query',
    description: 'Requests a JSON API and compares one value of the answer.',
    icon: Braces,
  },
  tcp: {
    label: 'TCP port',
    description: 'Opens a connection to a port: databases, mail, game servers.',
    icon: Plug,
  },
  dns: {
    label: 'DNS',
    description: 'Resolves a name and can expect a given record.',
    icon: Network,
  },
  'tls-cert': {
    label: 'TLS certificate',
    description: 'Warns before a certificate expires or when it stops being trusted.',
    icon: ShieldCheck,
  },
  ping: {
    label: 'Ping',
    description: 'Sends ICMP echo requests to a host and watches for packet loss.',
    icon: Radar,
  },
  heartbeat: {
    label: 'Heartbeat',
    description: 'Your cron job calls Tocsin; silence past the deadline raises the alarm.',
    icon: HeartPulse,
  },
};

/**
 * Whether a monitor's checks see a TLS certificate, so a certificate alert can mean something:
 * an https:// URL, or a TLS certificate monitor.
 */
export function seesCertificate(config: MonitorInput): boolean {
  if (config.type === 'tls-cert') return true;
  if (config.type === 'http' || config.type === 'keyword' || config.type === 'json-query')
    return config.url.toLowerCase().startsWith('https://');
  return false;
}

/** Whether a monitor's checks make HTTP requests, so a status code means something. */
export const answersHttp = (type: MonitorType) =>
  type === 'http' || type === 'keyword' || type === 'json-query';
