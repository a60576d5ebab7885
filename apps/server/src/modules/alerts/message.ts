import type { CheckResult, MonitorInput } from '@tocsin/contract';
import type { incidents } from '../../db/schema.js';
import { zonedTime } from '../../lib/zoned-time.js';
import { formatDuration, type AlertMessage } from '../channels/index.js';
import { targetOf } from '../monitors/index.js';
import type { AckTokens } from './ack-token.js';

type IncidentRow = typeof incidents.$inferSelect;

export interface MessageContext {
  publicUrl: string;
  ack: AckTokens;
}

export interface MonitorFacts {
  id: string;
  name: string;
  config: MonitorInput;
}

/** "2026-11-23 10:00:00 UTC": one form in every channel, whatever the reader's locale. */
export function utc(at: Date | string): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * Who reads an alert sent to a person (not a channel): its times are written in their zone, or
 * in UTC, named, when they chose none.
 */
export interface Reader {
  timeZone: string | null;
}

/** The times of a message: in the reader's zone for a person, as every channel writes them else. */
function clockFor(reader: Reader | undefined) {
  return reader ? (at: Date | string) => zonedTime(at, reader.timeZone) : utc;
}

const readerZone = (reader: Reader | undefined) =>
  reader ? { timeZone: reader.timeZone ?? 'UTC' } : {};

function causeOf(result: CheckResult | null): AlertMessage['cause'] {
  if (!result) return null;
  const excerpt = result.details?.['bodyExcerpt'];
  return {
    statusCode: result.statusCode,
    errorKind: result.errorKind,
    message: result.message,
    excerpt: typeof excerpt === 'string' && excerpt.length > 0 ? excerpt : null,
    regions:
      result.regions?.map(({ region, status, message }) => ({ region, status, message })) ?? null,
  };
}

const reason = (result: CheckResult | null) =>
  result?.message ?? result?.errorKind ?? 'the check failed';

/** A down or up alert about an incident (first, reminder or escalation). */
export function incidentMessage(
  ctx: MessageContext,
  input: {
    event: 'down' | 'up';
    monitor: MonitorFacts;
    incident: IncidentRow;
    reminder?: number;
    escalated?: boolean;
    deliveryKey: string;
    now: Date;
    reader?: Reader;
  },
): AlertMessage {
  const { monitor, incident, event } = input;
  const when = clockFor(input.reader);
  const end = incident.resolvedAt ?? input.now;
  const durationSeconds = Math.max(
    0,
    Math.round((end.getTime() - incident.startedAt.getTime()) / 1000),
  );
  const down = event === 'down';
  return {
    event,
    reminder: input.reminder ?? 0,
    escalated: input.escalated ?? false,
    title: down ? `${monitor.name} is down` : `${monitor.name} is up`,
    summary: down
      ? `${monitor.name} has been down since ${when(incident.startedAt)}: ${reason(incident.cause)}.`
      : `${monitor.name} is up again after ${formatDuration(durationSeconds)} down.`,
    at: (down ? (input.reminder ? input.now : incident.confirmedAt) : end).toISOString(),
    monitor: { id: monitor.id, name: monitor.name, target: targetOf(monitor.config) },
    incident: {
      id: incident.id,
      startedAt: incident.startedAt.toISOString(),
      confirmedAt: incident.confirmedAt.toISOString(),
      resolvedAt: incident.resolvedAt?.toISOString() ?? null,
      durationSeconds,
    },
    cause: causeOf(incident.cause),
    certificate: null,
    links: {
      view: `${ctx.publicUrl}/dashboard/incidents/${incident.id}`,
      acknowledge: down ? `${ctx.publicUrl}/api/ack/${ctx.ack.sign(incident.id)}` : null,
    },
    incidentKey: `tocsin-${incident.id}`,
    deliveryKey: input.deliveryKey,
    ...readerZone(input.reader),
  };
}

/**
 * The inbox line of a degraded or certificate alert. The inbox is the workspace's, read by each
 * member in their own time zone beside the item's time, so the line names no clock time.
 */
export function monitorInboxBody(event: 'degraded' | 'certificate', result: CheckResult) {
  return event === 'degraded'
    ? `${reason(result)}.`
    : `Renew the certificate for ${result.certificate?.subject ?? 'this monitor'} before it expires.`;
}

/** A degraded or certificate alert: about the monitor, outside any incident. */
export function monitorMessage(
  ctx: MessageContext,
  input: {
    event: 'degraded' | 'certificate';
    monitor: MonitorFacts;
    result: CheckResult;
    deliveryKey: string;
    reader?: Reader;
  },
): AlertMessage {
  const { monitor, result } = input;
  const when = clockFor(input.reader);
  const cert = result.certificate;
  const days = cert ? Math.max(0, Math.floor(cert.daysRemaining)) : 0;
  const degraded = input.event === 'degraded';
  return {
    event: input.event,
    reminder: 0,
    escalated: false,
    title: degraded
      ? `${monitor.name} is degraded`
      : `The certificate of ${monitor.name} expires in ${days} day${days === 1 ? '' : 's'}`,
    summary: degraded
      ? `${monitor.name} is degraded since ${when(result.checkedAt)}: ${reason(result)}.`
      : `The certificate for ${cert?.subject ?? targetOf(monitor.config)} expires on ${when(cert?.validTo ?? result.checkedAt)}. Renew it before then.`,
    at: result.checkedAt,
    monitor: { id: monitor.id, name: monitor.name, target: targetOf(monitor.config) },
    incident: null,
    cause: degraded ? causeOf(result) : null,
    certificate: cert ? { subject: cert.subject, validTo: cert.validTo, daysLeft: days } : null,
    links: { view: `${ctx.publicUrl}/dashboard/monitors/${monitor.id}`, acknowledge: null },
    incidentKey: `tocsin-${input.event}-${monitor.id}`,
    deliveryKey: input.deliveryKey,
    ...readerZone(input.reader),
  };
}

/**
 * The message "send test" delivers: through a channel (`for` its name, `about` "the channel
 * \"#ops\""), or to a person's own contact ("your email", "your own email, ada@example.com").
 */
export function testMessage(
  ctx: MessageContext,
  input: { for: string; about: string; viewPath: string; deliveryKey: string; now: Date },
): AlertMessage {
  return {
    event: 'test',
    reminder: 0,
    escalated: false,
    title: `Test alert for ${input.for}`,
    summary: `This is a test alert from Tocsin for ${input.about}. If you can read it, alerts reach you here.`,
    at: input.now.toISOString(),
    monitor: { id: '', name: 'Test', target: '' },
    incident: null,
    cause: null,
    certificate: null,
    links: { view: `${ctx.publicUrl}${input.viewPath}`, acknowledge: null },
    incidentKey: `tocsin-test-${input.deliveryKey}`,
    deliveryKey: input.deliveryKey,
  };
}
