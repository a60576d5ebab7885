import { escapeHtml } from '../../lib/html.js';
import { zonedTime } from '../../lib/zoned-time.js';

/** Markup already made safe: by `html` below, or by the markdown sanitiser. */
export class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** Trusted markup; only for what the sanitiser or this module made. */
export const trusted = (value: string) => new Markup(value);

function part(value: unknown): string {
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(part).join('');
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * The one way the status pages make markup: every value put in the template is escaped (text
 * and quoted attributes alike) unless it is Markup already, so a name from the database cannot
 * open a tag or leave an attribute.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += part(value) + strings[i + 1]!;
  });
  return new Markup(out);
}

/** A link from the database, kept only when it is plain http(s). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDay = (at: Date | number) => dayFormat.format(at);
/** "26 Nov 2026, 14:03 UTC": visitors are anywhere, so times are in UTC and say so. */
export const formatTime = (at: Date) => zonedTime(at, null);

/** A time the browser can read, shown as UTC text. */
export const timeTag = (at: Date) =>
  html`<time datetime="${at.toISOString()}">${formatTime(at)}</time>`;

export const formatPercent = (value: number | null) =>
  value === null ? 'No data' : `${value >= 99.995 ? '100' : value.toFixed(2)}%`;
