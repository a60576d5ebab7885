import { CONFIRMATION_LIMITS } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { statusSubscribers, subscriberConfirmationLimits } from '../../db/schema.js';
import { dateSetBy } from '../../test/clock.js';
import { describeEachDatabase, nextIp, signUpCookie, type Harness } from '../../test/harness.js';
import { newMonitor, newPage } from '../../test/status-pages.js';
import { until } from '../../test/wait.js';

/** The instance's clock, moved by the tests: limits and the pace pass without sleeping. */
let clock = Date.parse('2026-12-01T09:00:00.000Z');
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

const CONFIRM = /Confirm your subscription/;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A workspace, signed in, with `count` public pages. */
async function workspaceWithPages(h: Harness, count = 1) {
  const cookie = await signUpCookie(h.app);
  const monitor = await newMonitor(h, cookie, 'API', 'https://api.example.com');
  const pages = [];
  for (let i = 0; i < count; i++)
    pages.push(await newPage(h, monitor.workspaceId, { name: `Acme ${i}` }));
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { cookie, pages, api, workspaceId: monitor.workspaceId };
}

/** A visitor asks for updates by email on the page's subscribe form. */
const subscribe = (h: Harness, slug: string, email: string) =>
  h.app.inject({
    method: 'POST',
    url: `/s/${slug}/subscribe/email`,
    headers: FORM,
    remoteAddress: nextIp(),
    payload: new URLSearchParams({ email }).toString(),
  });

const confirmationsTo = (h: Harness, address: string) =>
  h.smtp.messages.filter((m) => m.to.includes(address) && CONFIRM.test(m.subject));

/**
 * The confirmations `address` received, once `expected` of them arrived and then a mail asked
 * for after them all: any mail more, handed to the mailer before that one, has come too.
 */
async function received(h: Harness, slug: string, address: string, expected: number) {
  await until(
    () => Promise.resolve(confirmationsTo(h, address).length),
    (n) => n >= expected,
  );
  const sentinel = `sentinel-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await subscribe(h, slug, sentinel)).statusCode).toBe(200);
  await h.smtp.waitFor(sentinel, CONFIRM);
  return confirmationsTo(h, address).length;
}

describeEachDatabase(
  'confirmation mails of status page subscribers',
  (harness) => {
    it('mails an address once per page in 15 minutes, by the form, an import, or after removal', async () => {
      const h = harness();
      const { pages, api } = await workspaceWithPages(h);
      const page = pages[0]!;
      const base = `/api/v1/status-pages/${page.id}/subscribers`;
      const address = `kay-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const removeIt = async () => {
        const listed = (await api('GET', base)).json<{
          items: { id: string; address: string }[];
        }>();
        const row = listed.items.find((s) => s.address === address)!;
        expect((await api('DELETE', `${base}/${row.id}`)).statusCode).toBe(204);
      };

      expect((await subscribe(h, page.slug, address)).statusCode).toBe(200);
      await h.smtp.waitFor(address, CONFIRM);
      // Removed and imported again, four times in a few seconds, and asked for on the form.
      for (let i = 0; i < 4; i++) {
        await removeIt();
        const imported = await api('POST', `${base}/import`, { csv: `email\n${address}\n` });
        expect(imported.json()).toMatchObject({ invited: 1, held: 0, skipped: 0 });
        expect(await h.services.confirmations.runOnce()).toBe(0);
        advance(2);
      }
      await removeIt();
      expect((await subscribe(h, page.slug, address)).body).toContain('Check your inbox');
      expect(await received(h, page.slug, address, 1)).toBe(1);
      // The count outlives the subscriber, under a key that is not the address.
      const kept = await h.db.select().from(subscriberConfirmationLimits);
      expect(JSON.stringify(kept)).not.toContain(address);

      advance(CONFIRMATION_LIMITS.samePageAgainMinutes * 60);
      expect((await subscribe(h, page.slug, address)).statusCode).toBe(200);
      expect(await received(h, page.slug, address, 2)).toBe(2);
    });

    it('mails an address at most 5 confirmations a day over every page of the instance', async () => {
      const h = harness();
      const { pages } = await workspaceWithPages(h, CONFIRMATION_LIMITS.perAddressPerDay + 1);
      const other = (await workspaceWithPages(h)).pages[0]!;
      const address = `lin-${crypto.randomUUID().slice(0, 8)}@example.com`;
      for (const page of [...pages, other])
        expect((await subscribe(h, page.slug, address)).statusCode).toBe(200);
      const perDay = CONFIRMATION_LIMITS.perAddressPerDay;
      expect(await received(h, other.slug, address, perDay)).toBe(perDay);
      const unmailed = await h.db
        .select()
        .from(statusSubscribers)
        .where(eq(statusSubscribers.address, address));
      // The pages the limit refused hold nothing for the address: no link would work.
      expect(unmailed).toHaveLength(perDay);

      advance(24 * 60 * 60);
      expect((await subscribe(h, other.slug, address)).statusCode).toBe(200);
      expect(await received(h, other.slug, address, perDay + 1)).toBe(perDay + 1);
    });

    it('paces an import of 150 addresses: 10 at once, then one every 6 seconds, and says so', async () => {
      const h = harness();
      const { pages, api } = await workspaceWithPages(h);
      const base = `/api/v1/status-pages/${pages[0]!.id}/subscribers`;
      const tag = crypto.randomUUID().slice(0, 8);
      const addresses = Array.from({ length: 150 }, (_, i) => `r${i}-${tag}@example.com`);
      const mailed = () => addresses.filter((a) => confirmationsTo(h, a).length > 0).length;
      const pace = CONFIRMATION_LIMITS.importPaceSeconds;
      const start = clock;

      const imported = await api('POST', `${base}/import`, { csv: addresses.join('\n') });
      expect(imported.json()).toEqual({
        invited: 150,
        held: 140,
        heldUntil: new Date(start + 140 * pace * 1000).toISOString(),
        skipped: 0,
        errors: [],
      });
      expect(await h.services.confirmations.runOnce()).toBe(10);
      expect(mailed()).toBe(10);
      // The mails go in the order of the file.
      expect(confirmationsTo(h, addresses[9]!)).toHaveLength(1);
      expect(confirmationsTo(h, addresses[10]!)).toHaveLength(0);

      advance(60);
      expect(await h.services.confirmations.runOnce()).toBe(10);
      expect(mailed()).toBe(20);

      // A second import waits behind the first, at the same pace.
      const more = Array.from({ length: 5 }, (_, i) => `late${i}-${tag}@example.com`);
      const again = await api('POST', `${base}/import`, { csv: more.join('\n') });
      expect(again.json()).toMatchObject({
        invited: 5,
        held: 5,
        heldUntil: new Date(start + 145 * pace * 1000).toISOString(),
      });

      advance(145 * pace - 60);
      expect(await h.services.confirmations.runOnce()).toBe(135);
      expect(mailed()).toBe(150);
      expect(more.every((a) => confirmationsTo(h, a).length === 1)).toBe(true);
      expect(await h.services.confirmations.runOnce()).toBe(0);
    });
  },
  {},
  { clock: dateSetBy(() => clock) },
);
