import { formatUptime, type BadgeStyle, type UptimeRange } from '@tocsin/contract';
import type { makeBadge } from 'badge-maker';
import { lazyRequire } from '../../lib/lazy.js';
import type { BadgeStatus } from './figures.js';

// Its font metrics are ~0.9 MB, loaded with the first badge asked for.
const badgeMaker = lazyRequire<{ makeBadge: typeof makeBadge }>('badge-maker');

/** A badge's two halves: what it is about, and what it says in which colour. */
export interface BadgeFace {
  label: string;
  message: string;
  color: string;
}

const statusFaces: Record<BadgeStatus, { message: string; color: string }> = {
  up: { message: 'up', color: 'brightgreen' },
  degraded: { message: 'degraded', color: 'yellow' },
  down: { message: 'down', color: 'red' },
  paused: { message: 'paused', color: 'lightgrey' },
  maintenance: { message: 'maintenance', color: 'blue' },
  pending: { message: 'pending', color: 'lightgrey' },
};

const NO_DATA = { message: 'no data', color: 'lightgrey' };

/** The first threshold a figure reaches gives its colour. */
function colourOf(value: number, thresholds: readonly (readonly [number, string])[], last: string) {
  return thresholds.find(([limit]) => value >= limit)?.[1] ?? last;
}

const uptimeColours = [
  [99.9, 'brightgreen'],
  [99, 'green'],
  [97, 'yellowgreen'],
  [95, 'yellow'],
  [90, 'orange'],
] as const;

/** Slower reads worse: thresholds on the negated time. */
const responseColours = [
  [-300, 'brightgreen'],
  [-800, 'green'],
  [-1500, 'yellow'],
  [-3000, 'orange'],
] as const;

export function statusFace(status: BadgeStatus | null): BadgeFace {
  return { label: 'status', ...(status ? statusFaces[status] : NO_DATA) };
}

export function uptimeFace(percent: number | null, period: UptimeRange): BadgeFace {
  const label = `uptime ${period}`;
  if (percent === null) return { label, ...NO_DATA };
  return {
    label,
    message: formatUptime(percent),
    color: colourOf(percent, uptimeColours, 'red'),
  };
}

export function responseFace(ms: number | null, period: UptimeRange): BadgeFace {
  const label = `response ${period}`;
  if (ms === null) return { label, ...NO_DATA };
  return {
    label,
    message: `${Math.round(ms).toLocaleString('en-US')} ms`,
    color: colourOf(-ms, responseColours, 'red'),
  };
}

/** A refusal on a badge: the status the error handler gave it, and why in a few words. */
export function errorFace(status: number, message: string): BadgeFace {
  if (status === 404) return { label: 'badge', message: 'not found', color: 'lightgrey' };
  return { label: 'badge', message: message.slice(0, 80), color: 'red' };
}

/**
 * A label of the visitor's own, as plain text: control characters go, runs of spaces become
 * one. badge-maker escapes what is left, so the SVG holds it as text and never as markup.
 */
export function cleanLabel(label: string | undefined): string | undefined {
  const clean = label
    ?.replace(/\p{Cc}|\p{Cf}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? clean : undefined;
}

export function badgeSvg(face: BadgeFace, options: { label?: string; style?: BadgeStyle }) {
  return badgeMaker().makeBadge({
    label: cleanLabel(options.label) ?? face.label,
    message: face.message,
    color: face.color,
    style: options.style ?? 'flat',
  });
}
