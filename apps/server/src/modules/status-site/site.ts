import { STATUS_LOGO_PATH } from '@tocsin/contract';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import { verifyPassword, waitText } from '../auth/index.js';
import type { UnsavedMinutes } from '../results/index.js';
import { atomFeed, rssFeed } from './feeds.js';
import type { Base, Document } from './layout.js';
import { renderHistory, renderNotFound, renderPasswordForm, renderTooMany } from './other-views.js';
import {
  currentPasswordHash,
  findPageBySlug,
  latestPosts,
  loadSnapshot,
  monthsWithPosts,
  postsOfMonth,
  verifiedDomains,
  type PageRow,
} from './page-data.js';
import { renderPage } from './page-view.js';
import { bodyOf, createRenderCache, type Body, type Rendered } from './render-cache.js';
import { contentSecurityPolicy } from './styles.js';
import { unlockCookie, verifyUnlock } from './unlock-cookie.js';
import { createUnlockThrottle } from './unlock-throttle.js';

export type View = 'page' | 'history' | 'rss' | 'atom';

const HTML = 'text/html; charset=utf-8';
const FEED_POSTS = 50;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const HISTORY_YEARS = 10;
const UNKNOWN_MS = 10_000;
const MAX_UNKNOWN = 10_000;

/** The month a history view shows: the one asked for within the last ten years, else this one. */
function historyMonth(month: string | undefined, at: Date) {
  const current = at.toISOString().slice(0, 7);
  const earliest = `${at.getUTCFullYear() - HISTORY_YEARS}-01`;
  return month && MONTH.test(month) && month <= current && month >= earliest ? month : current;
}

export interface SiteOptions {
  db: Db;
  bus: EventBus;
  unsaved?: UnsavedMinutes;
  /** Signs the cookie of an unlocked page. */
  secret: string;
  /** This instance's address, for the feeds' links. */
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** How often a page shown is made again without any change (its uptime bars move). */
  refreshMs?: number;
}

/** Where a request is answered from: `/s/<slug>` or the page's own domain. */
export interface Address {
  slug: string;
  /** Set when the request came to the page's verified domain. */
  domain: string | null;
}

/** An HTML answer with the CSP that lets in its own stylesheet and nothing else. */
export const htmlBody = (doc: Document, status: 200 | 404 = 200) =>
  bodyOf(status, HTML, doc.html, contentSecurityPolicy(doc.style));

/**
 * The public side of status pages: renders them from the database into memory, keeps them
 * fresh from the bus and a timer, answers custom domains and checks the pages' passwords.
 */
export function createStatusSite(options: SiteOptions) {
  const { db, bus, log } = options;
  const clock = options.clock ?? systemClock;
  const now = () => new Date(clock.now());
  const refreshMs = options.refreshMs ?? 60_000;
  const cache = createRenderCache({
    refreshMs,
    minGapMs: 1_000,
    idleMs: 10 * 60_000,
    maxEntries: 2_000,
    onError: (err) => log.warn({ err }, 'making a status page again failed'),
    keep: (value) => value.pageId !== null,
    clock,
  });
  const notFound = htmlBody(renderNotFound(), 404);
  const throttle = createUnlockThrottle({ db, clock });
  // Addresses found to hold no page, for a few seconds: a flood of made-up addresses costs one
  // read each, not one per request. A page's change may make one real, so it forgets them.
  const unknown = new Map<string, number>();
  let domains = new Map<string, string>();

  const loadDomains = async () => {
    const rows = await verifiedDomains(db);
    domains = new Map(rows.map((r) => [r.domain!.toLowerCase(), r.slug]));
  };
  const refreshDomains = () =>
    loadDomains().catch((err: unknown) => log.warn({ err }, 'reading status page domains failed'));
  void refreshDomains();
  const stopDomainRefresh = clock.every(refreshMs, () => void refreshDomains());

  const baseOf = (a: Address): Base => (a.domain ? '' : `/s/${a.slug}`);
  const urlOf = (a: Address) =>
    a.domain ? `https://${a.domain}` : `${options.publicUrl}${baseOf(a)}`;

  const rendered = (page: PageRow, open: Body, locked: Body | null): Rendered => ({
    workspaceId: page.workspaceId,
    pageId: page.id,
    passwordHash: page.passwordHash,
    indexable: page.indexable,
    open,
    locked,
  });
  const missing: Rendered = {
    workspaceId: null,
    pageId: null,
    passwordHash: null,
    indexable: false,
    open: notFound,
    locked: null,
  };

  async function build(view: View, address: Address, month: string): Promise<Rendered> {
    const page = await findPageBySlug(db, address.slug);
    // At a domain, only the page whose verified domain it is.
    if (!page || (address.domain && domains.get(address.domain) !== page.slug)) return missing;
    const base = baseOf(address);
    const locked = page.passwordHash ? htmlBody(renderPasswordForm(page, base, false)) : null;
    const at = now();
    if (view === 'page') {
      const snapshot = await loadSnapshot(db, options.unsaved, page, at);
      return rendered(page, htmlBody(renderPage(snapshot, base)), locked);
    }
    if (view === 'history') {
      const start = new Date(`${month}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      const [posts, months] = await Promise.all([
        postsOfMonth(db, page, start, end),
        monthsWithPosts(db, page),
      ]);
      const current = at.toISOString().slice(0, 7);
      const older = months.find((m) => m < month) ?? null;
      const newer =
        [...months].reverse().find((m) => m > month) ?? (month < current ? current : null);
      return rendered(
        page,
        htmlBody(renderHistory(page, base, month, posts, { newer, older })),
        locked,
      );
    }
    const posts = await latestPosts(db, page, FEED_POSTS);
    const feed =
      view === 'rss'
        ? bodyOf(
            200,
            'application/rss+xml; charset=utf-8',
            rssFeed(page, urlOf(address), posts),
            null,
          )
        : bodyOf(
            200,
            'application/atom+xml; charset=utf-8',
            atomFeed(page, urlOf(address), posts),
            null,
          );
    return rendered(page, feed, locked);
  }

  // A change of a workspace's monitors or pages remakes that workspace's pages; a page's change
  // also reads the domains again.
  const onWorkspace = ({ workspaceId }: { workspaceId: string }) =>
    cache.refresh((value) => value?.workspaceId === workspaceId);
  const unsubscribe = [
    bus.subscribe('monitor.status', onWorkspace),
    bus.subscribe('monitor.changed', onWorkspace),
    bus.subscribe('monitor.deleted', onWorkspace),
    bus.subscribe('status-page.changed', ({ workspaceId }) => {
      unknown.clear();
      void refreshDomains();
      cache.refresh((value) => value?.workspaceId === workspaceId);
    }),
  ];

  return {
    /**
     * The answer for a view of a page, and whether the visitor may see it: a protected page
     * without a valid cookie answers its password form.
     */
    async answer(view: View, address: Address, cookies: string | undefined, month?: string) {
      const m = historyMonth(month, now());
      const key = `${view}|${address.domain ?? ''}|${address.slug}|${view === 'history' ? m : ''}`;
      if ((unknown.get(key) ?? 0) > clock.now())
        return { body: notFound, protected: false, indexable: false };
      const value = await cache.get(key, () => build(view, address, m));
      if (value.pageId === null) {
        if (unknown.size >= MAX_UNKNOWN) unknown.clear();
        unknown.set(key, clock.now() + UNKNOWN_MS);
      }
      const passwordHash = value.passwordHash && (await currentPasswordHash(db, value.pageId!));
      const unlocked =
        !passwordHash || verifyUnlock(cookies, value.pageId!, passwordHash, options.secret, now());
      return {
        body: unlocked ? value.open : value.locked!,
        protected: value.passwordHash !== null,
        indexable: value.indexable,
      };
    },

    notFound,

    /**
     * Checks a password; on success, the Set-Cookie value that lets the visitor in. Past a few
     * wrong ones from any address, the page's visitors wait before the next (`waitSeconds`).
     */
    async unlock(address: Address, password: string) {
      const page = await findPageBySlug(db, address.slug);
      if (!page || (address.domain && domains.get(address.domain) !== page.slug))
        return { page: null };
      if (!page.passwordHash) return { page, cookie: null };
      const counted = await throttle.attempt(page.id);
      if ('waitSeconds' in counted) {
        const wait = `Too many wrong passwords were tried for this page. Try again in ${waitText(counted.waitSeconds)}.`;
        return { page, waitSeconds: counted.waitSeconds, tooMany: htmlBody(renderTooMany(wait)) };
      }
      const right = await verifyPassword({ hash: page.passwordHash, password });
      if (!right) {
        return { page, wrong: htmlBody(renderPasswordForm(page, baseOf(address), true)) };
      }
      await throttle.succeeded(page.id, counted.countedAt);
      return {
        page,
        cookie: unlockCookie(page.id, page.passwordHash, options.secret, now(), {
          path: baseOf(address) || '/',
          secure: address.domain !== null || options.publicUrl.startsWith('https:'),
        }),
      };
    },

    /**
     * The page at an address, where its own links point, and whether this visitor may see it (a
     * protected page wants its unlock cookie); null when no page is there.
     */
    async visit(address: Address, cookies: string | undefined) {
      const page = await findPageBySlug(db, address.slug);
      if (!page || (address.domain && domains.get(address.domain) !== page.slug)) return null;
      const unlocked =
        !page.passwordHash ||
        verifyUnlock(cookies, page.id, page.passwordHash, options.secret, now());
      return { page, base: baseOf(address), url: urlOf(address), unlocked };
    },

    /** The page a Host answers for, if it is a verified custom domain. */
    slugOfHost(host: string | undefined) {
      if (!host || domains.size === 0) return undefined;
      return domains.get(host.replace(/:\d+$/, '').toLowerCase());
    },

    /**
     * Fastify's `rewriteUrl`: at a page's own domain, its paths become those under `/s/<slug>`;
     * the logos' API path is left as it is. Any other host is untouched.
     */
    rewriteUrl(req: IncomingMessage): string {
      const url = req.url ?? '/';
      const slug = this.slugOfHost(req.headers.host);
      if (!slug || url.startsWith(`${STATUS_LOGO_PATH}/`)) return url;
      return `/s/${slug}${url === '/' || url.startsWith('/?') ? url.slice(1) : url}`;
    },

    /** Waits for the renderings being made (for a clean shutdown). */
    settled: () => cache.settled(),
    loadDomains,

    close() {
      for (const stop of unsubscribe) stop();
      stopDomainRefresh();
      cache.close();
    },
  };
}
export type StatusSite = ReturnType<typeof createStatusSite>;
