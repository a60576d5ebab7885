import { createHash } from 'node:crypto';
import type { StatusPageTheme } from '@tocsin/contract';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

const DEFAULT_ACCENT = '#2563eb';

const light = `--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#e2e8f0;
--ok:#15803d;--warn:#b45309;--bad:#b91c1c;--info:#1d4ed8;--none:#cbd5e1;
--u4:#16a34a;--u3:#84cc16;--u2:#f59e0b;--u1:#dc2626;`;
const dark = `--bg:#0b1120;--card:#111827;--text:#f1f5f9;--muted:#94a3b8;--line:#1e293b;
--ok:#4ade80;--warn:#fbbf24;--bad:#f87171;--info:#93c5fd;--none:#334155;
--u4:#22c55e;--u3:#a3e635;--u2:#fbbf24;--u1:#f87171;`;

/** The backgrounds text in the accent colour sits on, in each theme: the page and a card. */
const grounds = { light: ['#f8fafc', '#ffffff'], dark: ['#0b1120', '#111827'] } as const;

/**
 * The accent as links and outlines use it on `ground`: the page's own colour, made darker on a
 * light ground or lighter on a dark one until it can be read (WCAG AA, 4.5:1), so no choice of
 * colour makes a page's links unreadable in either theme.
 */
function readableOn(accent: string, ground: 'light' | 'dark'): string {
  let color = colord(accent);
  const readable = () => grounds[ground].every((bg) => color.contrast(bg) >= 4.5);
  for (let step = 0; step < 50 && !readable(); step++)
    color = ground === 'light' ? color.darken(0.02) : color.lighten(0.02);
  return color.toHex();
}

/** Each theme's variables for this accent: its readable shade, and text that reads on it. */
function themesOf(accent: string): Record<StatusPageTheme, string> {
  const onAccent = colord(accent).contrast('#ffffff') >= 4.5 ? '#ffffff' : '#0f172a';
  const ownLight = `${light}--accent:${accent};--on-accent:${onAccent};--link:${readableOn(accent, 'light')};`;
  const ownDark = `${dark}--accent:${accent};--on-accent:${onAccent};--link:${readableOn(accent, 'dark')};`;
  return {
    light: `:root{color-scheme:light;${ownLight}}`,
    dark: `:root{color-scheme:dark;${ownDark}}`,
    system: `:root{color-scheme:light dark;${ownLight}}@media (prefers-color-scheme:dark){:root{${ownDark}}}`,
  };
}

const base = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
main,header,footer{max-width:52rem;margin:0 auto;padding:0 1rem}
header{display:flex;align-items:center;gap:.75rem;padding-top:2rem;padding-bottom:1rem}
header img{height:40px;width:auto;max-width:12rem}
h1{font-size:1.5rem;margin:0}h2{font-size:1.15rem;margin:2rem 0 .75rem}h3{font-size:1rem;margin:0}
a{color:var(--link)}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.banner{padding:1rem 1.25rem;border-radius:10px;color:#fff;font-weight:600;font-size:1.1rem;margin:1rem 0}
.banner.operational{background:#15803d}.banner.degraded{background:#b45309}.banner.partial-outage{background:#c2410c}
.banner.major-outage{background:#b91c1c}.banner.maintenance{background:#1d4ed8}
ul.card{list-style:none}.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1rem 1.25rem;margin:0 0 1rem}
.post h3{margin-bottom:.25rem}.post .meta{color:var(--muted);font-size:.875rem;margin:0}
.update{border-top:1px solid var(--line);padding-top:.5rem;margin-top:.5rem}
.update p{margin:.25rem 0}.update .status{font-weight:600}
.component{padding:1rem 0;border-top:1px solid var(--line)}.component:first-child{border-top:0}
.row{display:flex;justify-content:space-between;gap:1rem;align-items:baseline;flex-wrap:wrap}
.desc{color:var(--muted);font-size:.875rem;margin:.125rem 0 0}
.state{font-weight:600;font-size:.875rem}.state.operational{color:var(--ok)}.state.degraded,.state.partial-outage{color:var(--warn)}
.state.major-outage{color:var(--bad)}.state.maintenance{color:var(--info)}
.bars{display:flex;gap:2px;list-style:none;margin:.5rem 0 .25rem;padding:0;height:32px}
.bars li{flex:1;border-radius:2px;background:var(--none);position:relative}
.bars .u4{background:var(--u4)}.bars .u3{background:var(--u3)}.bars .u2{background:var(--u2)}.bars .u1{background:var(--u1)}
.bars span,.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.bars li:hover span{width:auto;height:auto;clip-path:none;bottom:36px;left:50%;transform:translateX(-50%);background:var(--text);color:var(--bg);padding:.25rem .5rem;border-radius:6px;font-size:.75rem;z-index:1}
.legend{display:flex;justify-content:space-between;color:var(--muted);font-size:.75rem}
.chart{width:100%;height:48px;margin-top:.5rem}.chart polyline{fill:none;stroke:var(--accent);stroke-width:2}
footer{color:var(--muted);font-size:.875rem;padding-top:1rem;padding-bottom:2rem;border-top:1px solid var(--line);margin-top:2rem}
footer ul{list-style:none;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
nav.pages{display:flex;justify-content:space-between;margin:1rem 0}
form.unlock,form.subscribe{display:grid;gap:.5rem;max-width:28rem}
fieldset{border:1px solid var(--line);border-radius:8px;display:grid;gap:.25rem}
ul.choices{list-style:none;margin:0;padding:0 0 0 1.5rem}.desc code,pre code{word-break:break-all;white-space:pre-wrap}
input{font:inherit;padding:.5rem .75rem;border:1px solid var(--muted);border-radius:8px;background:var(--card);color:var(--text)}
button{font:inherit;font-weight:600;padding:.5rem 1rem;border:0;border-radius:8px;background:var(--accent);color:var(--on-accent);cursor:pointer}
.error{color:var(--bad);font-weight:600}`;

export interface Stylesheet {
  css: string;
  /** The CSP source that allows this one inline stylesheet and nothing else. */
  source: string;
}

/**
 * The stylesheet of a page: its accent colour (checked again here: the database is not trusted
 * to hold only #rrggbb) and its theme, light, dark or the visitor's own.
 */
export function stylesheet(accent: string, theme: StatusPageTheme): Stylesheet {
  const color = /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : DEFAULT_ACCENT;
  const themes = themesOf(color);
  const css = `${themes[theme] ?? themes.system}\n${base}`;
  const hash = createHash('sha256').update(css).digest('base64');
  return { css, source: `'sha256-${hash}'` };
}

/**
 * The CSP of every status page answer: no script at all, this stylesheet, own images. Connections
 * to the site itself are allowed: with no script nothing on the page can make one, and tools that
 * read the site's robots.txt from the page (Lighthouse's SEO audit) are held to its policy.
 */
export const contentSecurityPolicy = (style: Stylesheet) =>
  [
    "default-src 'none'",
    "connect-src 'self'",
    `style-src ${style.source}`,
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
  ].join('; ');
