import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** The http(s) URLs written in `text`, without the punctuation that ends a sentence. */
export function urlsInText(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map(([url]) => url.replace(/[.,;:!?)]+$/, ''));
}

/** The URLs of an email's HTML part as a mail reader shows them: every href, every URL in its text. */
export async function urlsInHtml(browser: Browser, html: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    const text = await page.locator('body').innerText();
    return [...new Set([...hrefs, ...urlsInText(text)])];
  } finally {
    await context.close();
  }
}

/** Every string in a webhook payload that is an http(s) URL, wherever it sits. */
export function urlsInJson(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsInJson);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsInJson);
  return [];
}

/** What the links are about, so a page can be checked for it. */
export interface LinkFacts {
  monitorId: string;
  monitorName: string;
  incidentId: string;
}

/** A page a link of Tocsin's promises, and what a person sees there. */
interface Landing {
  page: string;
  path: RegExp;
  /** Opened signed in as the person the link was sent to; the others need no session. */
  forThePerson: boolean;
  sees: (page: Page, facts: LinkFacts, match: RegExpExecArray) => Promise<void>;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

export const landings: Landing[] = [
  {
    page: 'the acknowledge page',
    path: /^\/api\/ack\/[\w-]+\.[\w-]+$/,
    forThePerson: false,
    sees: async (page) => {
      await expect(h1(page, 'Acknowledge this incident?')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Acknowledge the incident' })).toBeVisible();
    },
  },
  {
    page: 'the incident',
    path: /^\/dashboard\/incidents\/([\w-]+)$/,
    forThePerson: true,
    sees: async (page, facts, match) => {
      expect(match[1], 'the incident the alert is about').toBe(facts.incidentId);
      await expect(h1(page, facts.monitorName)).toBeVisible();
      await expect(page.getByText('Incident on this monitor.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Incident facts' })).toBeVisible();
    },
  },
  {
    page: 'the monitor',
    path: /^\/dashboard\/monitors\/([\w-]+)$/,
    forThePerson: true,
    sees: async (page, facts, match) => {
      expect(match[1], 'the monitor the alert is about').toBe(facts.monitorId);
      await expect(h1(page, facts.monitorName)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Current status' })).toBeVisible();
    },
  },
  {
    page: 'the notifications',
    path: /^\/dashboard\/notifications$/,
    forThePerson: true,
    sees: async (page) => {
      await expect(h1(page, 'Notifications')).toBeVisible();
      await expect(page.getByRole('tab', { name: /Inbox/ })).toBeVisible();
    },
  },
  {
    page: 'the new password form',
    path: /^\/reset-password$/,
    forThePerson: false,
    sees: async (page) => {
      await expect(h1(page, 'Choose a new password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
    },
  },
  {
    page: 'the login form',
    path: /^\/login$/,
    forThePerson: false,
    sees: async (page) => {
      await expect(h1(page, 'Welcome back')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    },
  },
];

/** The page `url` promises; fails for a link this survey does not know yet. */
export function landingOf(url: string): { landing: Landing; match: RegExpExecArray } {
  const { pathname } = new URL(url);
  for (const landing of landings) {
    const match = landing.path.exec(pathname);
    if (match) return { landing, match };
  }
  throw new Error(`Tocsin mails a link to ${pathname}: add the page it promises to the survey`);
}

/**
 * Opens `url` in `context` as a person clicking it would, and checks that it lands on the page it
 * promises: an HTML page that stays at that address, shows what the link is about, and is not
 * the "Page not found" page. Answers the page's name.
 */
export async function expectLanding(
  context: BrowserContext,
  url: string,
  facts: LinkFacts,
): Promise<string> {
  const { landing, match } = landingOf(url);
  const page = await context.newPage();
  try {
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    expect(response?.headers()['content-type'], url).toMatch(/^text\/html/);
    await landing.sees(page, facts, match);
    await expect(page, 'no redirect to the login or elsewhere').toHaveURL(url);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    return landing.page;
  } finally {
    await page.close();
  }
}
