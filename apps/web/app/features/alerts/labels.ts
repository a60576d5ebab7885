import type {
  CheckErrorKind,
  DeliveryEventKind,
  IncidentSummary,
  TimelineKind,
} from '@tocsin/contract';
import {
  BellRing,
  ChevronsUp,
  CircleAlert,
  CircleCheck,
  CirclePause,
  CircleX,
  LifeBuoy,
  RotateCw,
  Search,
  Send,
  UserCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export type IncidentState = 'open' | 'acknowledged' | 'maintenance' | 'resolved';

/** One word for an incident: resolved, held by maintenance, acknowledged, or still open. */
export function incidentState(
  incident: Pick<IncidentSummary, 'status' | 'inMaintenance' | 'acknowledgedAt'>,
): IncidentState {
  if (incident.status === 'resolved') return 'resolved';
  if (incident.inMaintenance) return 'maintenance';
  return incident.acknowledgedAt ? 'acknowledged' : 'open';
}

export const incidentStateLabels: Record<IncidentState, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  maintenance: 'Maintenance',
  resolved: 'Resolved',
};

export const alertEventLabels: Record<DeliveryEventKind, string> = {
  down: 'Down',
  up: 'Recovery',
  degraded: 'Degraded',
  certificate: 'Certificate',
  test: 'Test',
  'status-post': 'Status page update',
};

export const errorKindLabels: Record<CheckErrorKind, string> = {
  'refused-target': 'Refused target',
  dns: 'DNS lookup failed',
  connect: 'Connection failed',
  reset: 'Connection reset',
  timeout: 'Timeout',
  tls: 'TLS error',
  'http-status': 'Unexpected status code',
  redirects: 'Redirect problem',
  'body-too-large': 'Response too large',
  keyword: 'Keyword check failed',
  'json-query': 'JSON query failed',
  'dns-mismatch': 'DNS records mismatch',
  'cert-expiring': 'Certificate expiring',
  'ping-loss': 'Packet loss',
  slow: 'Slow response',
  'heartbeat-missed': 'Heartbeat missed',
  internal: 'Internal error',
};

export const timelineIcons: Record<TimelineKind, { icon: LucideIcon; tone: string }> = {
  detected: { icon: Search, tone: 'bg-amber-100 text-amber-700' },
  confirmed: { icon: CircleAlert, tone: 'bg-red-100 text-red-700' },
  'notification-sent': { icon: Send, tone: 'bg-sky-100 text-sky-700' },
  'notification-failed': { icon: CircleX, tone: 'bg-red-100 text-red-700' },
  'notification-retrying': { icon: RotateCw, tone: 'bg-amber-100 text-amber-700' },
  'notification-held': { icon: CirclePause, tone: 'bg-violet-100 text-violet-700' },
  fallback: { icon: LifeBuoy, tone: 'bg-amber-100 text-amber-700' },
  reminder: { icon: BellRing, tone: 'bg-sky-100 text-sky-700' },
  escalated: { icon: ChevronsUp, tone: 'bg-orange-100 text-orange-700' },
  acknowledged: { icon: UserCheck, tone: 'bg-brand-100 text-brand-700' },
  maintenance: { icon: Wrench, tone: 'bg-violet-100 text-violet-700' },
  resolved: { icon: CircleCheck, tone: 'bg-emerald-100 text-emerald-700' },
};
