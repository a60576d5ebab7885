import { createHash } from 'node:crypto';
import { formatUptime, WIDGET_FRAME } from '@tocsin/contract';
import { escapeHtml } from '../../lib/html.js';
import type { BadgeStatus } from './figures.js';

/** What the widget says of each state, and the colour of its dot. */
const states: Record<BadgeStatus | 'none', { text: string; tone: string }> = {
  up: { text: 'Operational', tone: 'up' },
  degraded: { text: 'Degraded performance', tone: 'warn' },
  down: { text: 'Down', tone: 'down' },
  maintenance: { text: 'Under maintenance', tone: 'info' },
  paused: { text: 'Not monitored now', tone: 'off' },
  pending: { text: 'Waiting for the first check', tone: 'off' },
  none: { text: 'No data yet', tone: 'off' },
};

/** The widget's one stylesheet, allowed by its hash: no other style and no script can run. */
const STYLE = [
  ':root{color-scheme:light dark;--fg:#111827;--muted:#4b5563;--bg:#fff;--line:#d1d5db}',
  '@media (prefers-color-scheme:dark){:root{--fg:#f3f4f6;--muted:#9ca3af;--bg:#111827;--line:#374151}}',
  'html,body{margin:0;height:100%}',
  'body{font:14px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}',
  '.w{box-sizing:border-box;height:100%;display:flex;align-items:center;gap:8px;padding:0 12px;border:1px solid var(--line);border-radius:8px}',
  '.d{flex:none;width:10px;height:10px;border-radius:50%}',
  '.up{background:#16a34a}.warn{background:#ca8a04}.down{background:#dc2626}.info{background:#2563eb}.off{background:#9ca3af}',
  '.t{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.u{margin-left:auto;color:var(--muted);white-space:nowrap}',
].join('');

const styleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The widget page's policy: its own stylesheet only, nothing loaded, no script, and any site may
 * frame it (that is what it is for).
 */
export const WIDGET_CSP = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** A small page of the current state and the 24-hour uptime, and nothing else. */
export function widgetHtml(status: BadgeStatus | null, uptime24h: number | null, label?: string) {
  const state = states[status ?? 'none'];
  const title = label ? `${label}: ${state.text}` : state.text;
  const uptime = uptime24h === null ? '' : `${formatUptime(uptime24h)} uptime (24 h)`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="w" role="status"><span class="d ${state.tone}" aria-hidden="true"></span><span class="t">${escapeHtml(title)}</span><span class="u">${escapeHtml(uptime)}</span></div></body></html>
`;
}

/**
 * The script a site includes with `<script src=... async>`: it puts the widget's frame right
 * after its own tag, sized and titled. The address is the widget's, written in by the server.
 */
export function widgetScript(widgetUrl: string) {
  const url = JSON.stringify(widgetUrl).replace(/</g, '\\u003c');
  return `(function () {
  var s = document.currentScript;
  if (!s || !s.parentNode) return;
  var f = document.createElement('iframe');
  f.src = ${url};
  f.title = ${JSON.stringify(WIDGET_FRAME.title)};
  f.width = '${WIDGET_FRAME.width}';
  f.height = '${WIDGET_FRAME.height}';
  f.loading = 'lazy';
  f.style.border = '0';
  f.style.colorScheme = 'normal';
  s.parentNode.insertBefore(f, s.nextSibling);
})();
`;
}

/** A refusal in the frame: the same few words whatever the key was. */
export function widgetErrorHtml(message: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title><style>${STYLE}</style></head>
<body><div class="w"><span class="d off" aria-hidden="true"></span><span class="t">${escapeHtml(message)}</span></div></body></html>
`;
}
