import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { statusPages } from '../../db/schema.js';
import { verifyPassword } from '../../lib/password-hash.js';
import { startDnsServer, type DnsZone } from '../../test/dns-server.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';

const zone: DnsZone = {};
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const env: Record<string, string> = {};
beforeAll(async () => {
  dns = await startDnsServer(zone);
  env.STATUS_DNS_SERVERS = dns.address;
});
afterAll(() => dns.close());

/** A wide logo, 1200 × 300, red. */
const wideLogo = () =>
  sharp({ create: { width: 1200, height: 300, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describeEachDatabase(
  'status pages: logo, password and custom domain',
  (h) => {
    let cookie = '';
    const call = (method: string, url: string, payload?: unknown, headers = {}) =>
      h().app.inject({
        method: method as 'GET',
        url,
        headers: { cookie, ...headers },
        remoteAddress: nextIp(),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const upload = (id: string, body: Buffer | string, type: string) =>
      h().app.inject({
        method: 'PUT',
        url: `/api/v1/status-pages/${id}/logo`,
        headers: { cookie, 'content-type': type },
        remoteAddress: nextIp(),
        payload: body,
      });
    async function page(customDomain: string | null = null) {
      const res = await call('POST', '/api/v1/status-pages', {
        name: 'Acme',
        slug: `acme-${crypto.randomUUID().slice(0, 8)}`,
        customDomain,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string; domainRecord: { name: string; value: string } | null }>();
    }
    const stored = async (id: string) =>
      (await h().db.select().from(statusPages).where(eq(statusPages.id, id)))[0]!;

    beforeAll(async () => {
      cookie = await signUpCookie(h().app);
    });

    it('fits a logo into 640 × 160 as WebP, served for a year by its hash', async () => {
      const { id } = await page();
      const res = await upload(id, await wideLogo(), 'image/png');
      expect(res.statusCode, res.body).toBe(200);
      const logoUrl = res.json().logoUrl as string;
      expect(logoUrl).toMatch(new RegExp(`^/api/v1/status-logos/${id}/[0-9a-f]{64}$`));
      const served = await h().app.inject({ url: logoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 160]);

      const removed = await call('DELETE', `/api/v1/status-pages/${id}/logo`);
      expect(removed.json().logoUrl).toBeNull();
      expect((await h().app.inject({ url: logoUrl })).statusCode).toBe(404);
      expect((await stored(id)).logoHash).toBeNull();
    });

    it.each<[string, () => Promise<Buffer | string>, string, number, RegExp]>([
      ['an SVG', () => Promise.resolve(SVG), 'image/svg+xml', 415, /SVG is not taken/],
      ['an SVG sent as a PNG', () => Promise.resolve(SVG), 'image/png', 400, /could not be read/],
      [
        'a GIF',
        async () =>
          sharp(await wideLogo())
            .gif()
            .toBuffer(),
        'image/gif',
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'random bytes',
        () => Promise.resolve(randomBytes(4096)),
        'image/jpeg',
        400,
        /could not be read/,
      ],
      [
        'a 2 MB body',
        async () => Buffer.concat([await wideLogo(), randomBytes(2 * 1024 * 1024)]),
        'image/png',
        413,
        /larger than 1 MB/,
      ],
    ])('refuses %s as a logo and keeps none', async (_l, make, type, status, message) => {
      const { id } = await page();
      const res = await upload(id, await make(), type);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect((await stored(id)).logoHash).toBeNull();
    });

    it('sets a password, hashed as accounts are and never sent back, and removes it', async () => {
      const { id } = await page();
      const url = `/api/v1/status-pages/${id}/password`;
      const short = await call('PUT', url, { password: 'short' });
      expect(short.statusCode).toBe(400);
      const set = await call('PUT', url, { password: 'staff only please' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().passwordProtected).toBe(true);
      expect(set.body).not.toContain('staff only please');
      const { passwordHash } = await stored(id);
      expect(passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword({ hash: passwordHash!, password: 'staff only please' })).toBe(
        true,
      );
      expect(await verifyPassword({ hash: passwordHash!, password: 'staff only' })).toBe(false);
      const removed = await call('PUT', url, { password: null });
      expect(removed.json().passwordProtected).toBe(false);
      expect((await stored(id)).passwordHash).toBeNull();
    });

    it('verifies a custom domain only when its TXT record holds the token', async () => {
      const domain = `status-${crypto.randomUUID().slice(0, 8)}.verify.example`;
      const created = await page(domain);
      const record = created.domainRecord!;
      const url = `/api/v1/status-pages/${created.id}/domain/verify`;

      const none = await call('POST', url);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(
        `The domain is not verified: a TXT record _tocsin-challenge.${domain} with the value "${record.value}" was expected, and no TXT record was found there. DNS changes can take a few minutes to appear.`,
      );

      zone[record.name] = { TXT: [['tocsin-verify=something-else']] };
      const wrong = await call('POST', url);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/it holds "tocsin-verify=something-else" instead/);
      expect((await stored(created.id)).domainVerifiedAt).toBeNull();

      // A long value comes in chunks, and other TXT records may sit beside it.
      const [head, tail] = [record.value.slice(0, 10), record.value.slice(10)];
      zone[record.name] = { TXT: [['v=spf1 -all'], [head, tail]] };
      const right = await call('POST', url);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json()).toMatchObject({ domainVerified: true });
      expect(dns.queries).toContain(`TXT ${record.name}`);
    });

    it('lets any workspace claim a domain until one verifies it, then only that one holds it', async () => {
      const domain = `status-${crypto.randomUUID().slice(0, 8)}.claims.example`;
      const as = (who: string) => (method: string, url: string, payload?: unknown) =>
        h().app.inject({
          method: method as 'GET',
          url,
          headers: { cookie: who },
          remoteAddress: nextIp(),
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
      type Created = { id: string; slug: string; domainRecord: { name: string; value: string } };
      const claim = async (who: string) => {
        const slug = `claim-${crypto.randomUUID().slice(0, 8)}`;
        const res = await as(who)('POST', '/api/v1/status-pages', {
          name: 'Status',
          slug,
          customDomain: domain,
        });
        return { res, page: res.json<Created>() };
      };
      const [squatter, owner, third] = [
        await signUpCookie(h().app),
        await signUpCookie(h().app),
        await signUpCookie(h().app),
      ];
      // An unverified claim blocks no one, whoever made it first.
      const first = await claim(squatter);
      expect(first.res.statusCode).toBe(201);
      const real = await claim(owner);
      expect(real.res.statusCode, real.res.body).toBe(201);
      const also = await claim(third);
      expect(also.res.statusCode).toBe(201);

      // The TXT record names one record with every value its owner puts there.
      const name = real.page.domainRecord.name;
      zone[name] = { TXT: [[real.page.domainRecord.value]] };
      const verify = (who: string, id: string) =>
        as(who)('POST', `/api/v1/status-pages/${id}/domain/verify`);
      const won = await verify(owner, real.page.id);
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json()).toMatchObject({ domainVerified: true });

      // The others' claims lost: they cannot verify, even with their own value there too.
      zone[name] = {
        TXT: [[real.page.domainRecord.value], [first.page.domainRecord.value]],
      };
      const lost = await verify(squatter, first.page.id);
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toMatchObject({
        code: 'conflict',
        message: expect.stringContaining(`${domain} is verified by another status page`),
      });
      expect((await stored(first.page.id)).domainVerifiedAt).toBeNull();
      expect((await claim(third)).res.statusCode).toBe(409);
      // A page that lost its claim still saves its other settings.
      const renamed = await as(squatter)('PUT', `/api/v1/status-pages/${first.page.id}`, {
        name: 'Renamed',
        slug: first.page.slug,
        customDomain: domain,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const verified = await h()
        .db.select({ id: statusPages.id })
        .from(statusPages)
        .where(and(eq(statusPages.customDomain, domain), isNotNull(statusPages.domainVerifiedAt)));
      expect(verified).toEqual([{ id: real.page.id }]);
      await h().services.statusSite.loadDomains();
      expect(h().services.statusSite.slugOfHost(domain)).toBe(real.page.slug);

      // The holder lets the domain go: another claim may verify it.
      const released = await as(owner)('PUT', `/api/v1/status-pages/${real.page.id}`, {
        name: 'Status',
        slug: real.page.slug,
        customDomain: null,
      });
      expect(released.statusCode).toBe(200);
      expect((await verify(squatter, first.page.id)).statusCode).toBe(200);
    });

    it('refuses to check a page without a custom domain', async () => {
      const { id } = await page();
      const res = await call('POST', `/api/v1/status-pages/${id}/domain/verify`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Set a custom domain/);
    });
  },
  env,
);
