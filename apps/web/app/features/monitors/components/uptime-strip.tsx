import { formatDuration } from '@tocsin/contract';
import type { Incident, Uptime, UptimeSlot } from '@tocsin/contract';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { countLabel, formatUptime, rangeLabels } from '@/lib/history-format';
import { paths } from '@/lib/paths';
import { uptimeTone } from './uptime-bar';

function slotTone(slot: UptimeSlot, beforeCreation: boolean): string {
  if (slot.checks === 0) return beforeCreation ? 'bg-slate-100' : 'bg-slate-200';
  // A first check stands for no time yet: its verdict colours the slot.
  if (slot.uptimePercent === null) return slot.failures > 0 ? 'bg-red-500' : 'bg-emerald-500';
  return uptimeTone(slot.uptimePercent);
}

function slotTitle(slot: UptimeSlot, slotSeconds: number, beforeCreation: boolean): string {
  const span = `${formatDateTime(slot.start * 1000)} – ${formatDateTime((slot.start + slotSeconds) * 1000)}`;
  if (slot.checks === 0)
    return `${span}: ${beforeCreation ? 'before the monitor was created' : 'no checks'}`;
  const down = slot.downtimeSeconds > 0 ? `, ${formatDuration(slot.downtimeSeconds)} down` : '';
  const share = slot.uptimePercent === null ? '' : `${formatUptime(slot.uptimePercent)} up, `;
  return `${span}: ${share}${countLabel(slot.checks, 'check')}${down}`;
}

/** Where on the strip a time falls, in percent, kept inside it. */
const position = (at: number, from: number, to: number) =>
  Math.min(100, Math.max(0, ((at - from) / (to - from)) * 100));

/**
 * The range as a row of slots coloured by uptime, with a marker under each incident that
 * started or lasted into it; a marker opens its incident.
 */
export function UptimeStrip({
  uptime,
  incidents,
  createdAt,
}: {
  uptime: Uptime;
  incidents: Incident[];
  createdAt: string;
}) {
  const from = uptime.slots[0]?.start ?? Date.parse(uptime.from) / 1000;
  const to = Date.parse(uptime.to) / 1000;
  const created = Date.parse(createdAt) / 1000;
  const shown = incidents.filter(
    (incident) =>
      Date.parse(incident.startedAt) / 1000 <= to &&
      (incident.resolvedAt === null || Date.parse(incident.resolvedAt) / 1000 >= from),
  );
  const label = `Uptime over the last ${rangeLabels[uptime.range]}: ${
    uptime.uptimePercent === null ? 'not measured yet' : formatUptime(uptime.uptimePercent)
  }, ${countLabel(shown.length, 'incident')}`;
  return (
    <figure className="space-y-1">
      <div role="img" aria-label={label} className="flex h-8 gap-px">
        {uptime.slots.map((slot) => {
          const before = slot.start + uptime.slotSeconds <= created;
          return (
            <span
              key={slot.start}
              title={slotTitle(slot, uptime.slotSeconds, before)}
              className={cn('min-w-0 flex-1 rounded-[1px]', slotTone(slot, before))}
            />
          );
        })}
      </div>
      {shown.length > 0 ? (
        <ul aria-label="Incidents in this range" className="relative h-6">
          {shown.map((incident) => (
            <IncidentMarker
              key={incident.id}
              incident={incident}
              left={position(Date.parse(incident.startedAt) / 1000, from, to)}
            />
          ))}
        </ul>
      ) : null}
      <figcaption className="flex justify-between text-xs text-slate-500">
        <span>{rangeLabels[uptime.range]} ago</span>
        <span>Now</span>
      </figcaption>
    </figure>
  );
}

function IncidentMarker({ incident, left }: { incident: Incident; left: number }) {
  const started = formatDateTime(incident.startedAt);
  const how =
    incident.status === 'open'
      ? `ongoing for ${formatDuration(incident.durationSeconds)}`
      : `lasted ${formatDuration(incident.durationSeconds)}`;
  return (
    <li>
      <Link
        to={paths.dashboard.incident(incident.id)}
        aria-label={`Incident started ${started}, ${how}`}
        title={`Incident started ${started}, ${how}`}
        // Centred on its start, but never past either end of the strip.
        style={{ left: `clamp(0px, calc(${left}% - 0.75rem), calc(100% - 1.5rem))` }}
        className="absolute top-0 flex size-6 items-center justify-center rounded text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <TriangleAlert aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
