import { expect, test, type Browser } from '@playwright/test';
import {
  apiAs,
  createMonitor,
  logInThroughForm,
  openIncidentOf,
  signUpOverHttp,
  startTarget,
  startWebhookReceiver,
  type Account,
} from './fixtures.js';
import {
  expectLanding,
  landingOf,
  urlsInHtml,
  urlsInJson,
  urlsInText,
  type LinkFacts,
} from './links.js';
import { waitForMail, type Mail } from './mail.js';

/*
 * Every link Tocsin puts in what it sends, as read in apps/server/src (lib/mailer.ts is the one
 * sender of mail; PUBLIC_URL starts every link):
 *
 * Emails to the person
 * - Down alert (channels/kinds/email.ts, built by alerts/message.ts incidentMessage): text
 *   "View:" and "Acknowledge:", HTML buttons "View in Tocsin" and "Acknowledge":
 *   /dashboard/incidents/:id and /api/ack/:token. Reminders and escalations are the same message.
 * - Up alert (recovery): "View" only, /dashboard/incidents/:id.
 * - Degraded alert (monitorMessage): "View", /dashboard/monitors/:id.
 * - Certificate alert (monitorMessage): the same monitor link. Not sent here: it needs a
 *   certificate that expires within the rule's 14 days.
 * - Test alert through an email channel (testMessage): "View", /dashboard/notifications.
 * - Reset your password (auth/emails.ts): /reset-password?token=..., in the text, the button and
 *   the pasted line of the HTML part.
 * - Your password was changed (auth/emails.ts): /login.
 * Each alert email's HTML part also shows the monitor's target as text: the customer's own site,
 * listed here, not opened.
 * Emails to others: the contact form's message to SUPPORT_EMAIL (contact/routes.ts) holds no link.
 * Billing sends no email (Stripe mails its own receipts); the links it hands Stripe, back to
 * /dashboard/billing, are billing.spec.ts's.
 *
 * Webhook payloads (channels/kinds/webhook.ts): data.links.view and data.links.acknowledge, as in
 * the emails, for monitor.down, monitor.up, monitor.degraded, monitor.certificate and test; and
 * data.monitor.target, the customer's site. The other channels (Slack, Teams, SMS, push, ...)
 * carry these same two links of the same message; an alert call gives Twilio
 * /api/alerts/voice/:token, a signed callback for Twilio rather than a link for a person.
 */

let account: Account;

test.beforeAll(async () => {
  account = await signUpOverHttp(test.info().project.use.baseURL!);
});

/** The acknowledge link of an alert email, which its text and its HTML button must agree on. */
async function acknowledgeLinkIn(browser: Browser, mail: Mail): Promise<string> {
  const fromText = /^Acknowledge: (\S+)$/m.exec(mail.text)?.[1];
  expect(fromText, mail.text).toMatch(/\/api\/ack\/[\w-]+\.[\w-]+$/);
  const fromHtml = (await urlsInHtml(browser, mail.html)).filter((url) =>
    url.includes('/api/ack/'),
  );
  expect(fromHtml, 'the HTML part has the same acknowledge button').toEqual([fromText]);
  return fromText!;
}

/** The same link with one character of its signature changed. */
function tampered(link: string): string {
  const at = link.lastIndexOf('.') + 3;
  const swapped = link[at] === 'A' ? 'B' : 'A';
  return `${link.slice(0, at)}${swapped}${link.slice(at + 1)}`;
}

test('the acknowledge link of an alert email acknowledges the incident from a browser that is not signed in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const target = await startTarget();
  target.state.healthy = false;
  const api = await apiAs(baseURL!, account);
  // Someone reading the alert on another device: no Tocsin session in this browser.
  const elsewhere = await browser.newContext();
  try {
    const monitorId = await createMonitor(api, { name: 'Ack shop', url: target.url });
    const incidentId = await openIncidentOf(api, monitorId);
    const incident = async () =>
      (await (await api.get(`/api/v1/incidents/${incidentId}`)).json()) as {
        acknowledgedAt: string | null;
        acknowledgedBy: string | null;
      };

    // Email alerts to the member are on by default: no channel was set up.
    const mail = await waitForMail(account.email, /^\[Tocsin\] Ack shop is down$/, 30_000);
    const link = await acknowledgeLinkIn(browser, mail);
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

    const page = await elsewhere.newPage();
    await test.step('opening the link shows a button and acknowledges nothing yet', async () => {
      const response = await page.goto(link);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Acknowledge this incident?' })).toBeVisible();
      await expect(
        page.getByText('Reminders and escalation stop for everyone on the alert list.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Acknowledge the incident' })).toBeVisible();
      expect((await incident()).acknowledgedAt).toBeNull();
    });

    await test.step('pressing the button acknowledges the incident', async () => {
      await page.getByRole('button', { name: 'Acknowledge the incident' }).click();
      await expect(page.getByRole('heading', { name: 'Acknowledged' })).toBeVisible();
      await expect(page.getByText('Ack shop: reminders and escalation stopped.')).toBeVisible();
      const now = await incident();
      expect(now.acknowledgedAt).not.toBeNull();
      expect(now.acknowledgedBy).toBe('someone with the alert link');
    });

    await test.step('pressing it again says it was acknowledged already', async () => {
      await page.goto(link);
      await page.getByRole('button', { name: 'Acknowledge the incident' }).click();
      await expect(page.getByRole('heading', { name: 'Nothing to do' })).toBeVisible();
      await expect(
        page.getByText('It was acknowledged already by someone with the alert link.'),
      ).toBeVisible();
    });

    await test.step('a link with a changed signature is not valid and offers no button', async () => {
      const other = await elsewhere.newPage();
      const response = await other.goto(tampered(link));
      expect(response?.status()).toBe(404);
      await expect(other.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
      await expect(other.getByRole('button')).toHaveCount(0);
      await other.close();
    });

    await test.step('signed in, the incident page shows who acknowledged it and how', async () => {
      await page.getByRole('link', { name: 'Open the incident' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await logInThroughForm(page, account);
      await expect(page).toHaveURL(new RegExp(`/dashboard/incidents/${incidentId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Ack shop' })).toBeVisible();
      const facts = page.getByRole('region', { name: 'Incident facts' });
      await expect(facts).toContainText('By someone with the alert link');
      await expect(
        page.getByText('Acknowledged by someone with the alert link (link in an alert).'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    });
  } finally {
    await elsewhere.close();
    await api.dispose();
    await target.stop();
  }
});

test('every link in the emails and webhook payloads Tocsin sends opens the page it promises', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const instance = new URL(baseURL!).origin;
  const target = await startTarget();
  const receiver = await startWebhookReceiver();
  const api = await apiAs(baseURL!, account);
  const signedIn = await browser.newContext({
    storageState: { cookies: account.cookies, origins: [] },
  });
  const signedOut = await browser.newContext();
  /** Every link found, with where it was found. */
  const found = new Map<string, string[]>();
  const note = (urls: string[], where: string) =>
    urls.forEach((url) => found.set(url, [...(found.get(url) ?? []), where]));
  const ours = (urls: string[]) => urls.filter((url) => new URL(url).origin === instance).sort();

  /** Reads a mail to the person, checks its parts agree on the links, and notes them. */
  const readMail = async (subject: RegExp, timeout = 40_000) => {
    const mail = await waitForMail(account.email, subject, timeout);
    const inText = urlsInText(mail.text);
    const inHtml = await urlsInHtml(browser, mail.html);
    expect(ours(inHtml), `${mail.subject}: the HTML part links where the text does`).toEqual(
      ours(inText),
    );
    expect(ours(inText).length, `${mail.subject}: a link to Tocsin`).toBeGreaterThan(0);
    note(inText, `email "${mail.subject}", text`);
    note(inHtml, `email "${mail.subject}", HTML`);
    return mail;
  };
  const heard = (type: string) =>
    expect
      .poll(() => receiver.events.map((event) => event.body.type), { timeout: 40_000 })
      .toContain(type);

  /** Opens every link found so far, once each, and answers the names of the pages reached. */
  const openAll = async (facts: LinkFacts) => {
    const reached = new Set<string>();
    for (const [url, where] of found) {
      const listing = `${url} (${[...new Set(where)].join('; ')})`;
      if (new URL(url).origin !== instance) {
        test.info().annotations.push({ type: 'another site, not opened', description: listing });
        continue;
      }
      const context = landingOf(url).landing.forThePerson ? signedIn : signedOut;
      const page = await test.step(`open ${listing}`, () => expectLanding(context, url, facts));
      test.info().annotations.push({ type: `opened: ${page}`, description: listing });
      reached.add(page);
    }
    found.clear();
    return reached;
  };

  try {
    const facts: LinkFacts = { monitorName: 'Survey shop', monitorId: '', incidentId: '' };

    await test.step('a webhook channel and an email channel; a monitor alerting both', async () => {
      const channel = async (data: object) => {
        const response = await api.post('/api/v1/channels', { data });
        expect(response.status(), await response.text()).toBe(201);
        return ((await response.json()) as { id: string }).id;
      };
      const hook = await channel({
        kind: 'webhook',
        name: 'Ops endpoint',
        config: { url: receiver.url },
      });
      await channel({ kind: 'email', name: 'Team mail', config: { to: [account.email] } });
      facts.monitorId = await createMonitor(api, {
        name: facts.monitorName,
        url: target.url,
        degradedThresholdMs: 1_000,
      });
      const rules = await api.put(`/api/v1/monitors/${facts.monitorId}/alerts`, {
        data: {
          channelIds: [hook],
          notifyMembers: true,
          events: { down: true, recovery: true, degraded: true, certificateDays: 14 },
          reminderMinutes: null,
          escalation: null,
        },
      });
      expect(rules.status(), await rules.text()).toBe(200);
      await expect
        .poll(
          async () =>
            (
              (await (await api.get(`/api/v1/monitors/${facts.monitorId}`)).json()) as {
                status: string;
              }
            ).status,
          { timeout: 40_000 },
        )
        .toBe('up');
    });

    await test.step('the site slows down: the degraded alert', async () => {
      target.state.delayMs = 2_000;
      await readMail(/^\[Tocsin\] Survey shop is degraded$/);
      await heard('monitor.degraded');
    });

    await test.step('the site fails: the down alert', async () => {
      target.state.delayMs = 0;
      target.state.healthy = false;
      facts.incidentId = await openIncidentOf(api, facts.monitorId);
      await readMail(/^\[Tocsin\] Survey shop is down$/);
      await heard('monitor.down');
    });

    await test.step('the site is back: the recovery alert', async () => {
      target.state.healthy = true;
      await readMail(/^\[Tocsin\] Survey shop is up$/);
      await heard('monitor.up');
    });

    await test.step('a test alert through each channel', async () => {
      const { items } = (await (await api.get('/api/v1/channels')).json()) as {
        items: { id: string }[];
      };
      for (const { id } of items) {
        const sent = await api.post(`/api/v1/channels/${id}/test`);
        expect(sent.status(), await sent.text()).toBe(202);
      }
      await readMail(/^\[Tocsin\] Test alert for Team mail$/);
      await heard('test');
    });

    await test.step('every link of the alerts opens its page', async () => {
      for (const event of receiver.events)
        note(urlsInJson(event.body.data), `webhook ${event.body.type}`);
      const reached = await openAll(facts);
      expect([...reached].sort()).toEqual(
        ['the acknowledge page', 'the incident', 'the monitor', 'the notifications'].sort(),
      );
    });

    await test.step('the reset and password-changed emails: their links open their pages and work', async () => {
      const page = await signedOut.newPage();
      await page.goto('/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status')).toContainText('link');
      const reset = await readMail(/^Reset your Tocsin password$/);
      expect([...(await openAll(facts))]).toEqual(['the new password form']);

      const password = 'difference-engine-1822';
      await page.goto(urlsInText(reset.text)[0]!);
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
      account = { ...account, password };

      const changed = await readMail(/^Your Tocsin password was changed$/);
      expect([...(await openAll(facts))]).toEqual(['the login form']);
      await page.goto(urlsInText(changed.text)[0]!);
      await logInThroughForm(page, account);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step("the contact form's mail to support holds no link to Tocsin", async () => {
      const name = `Katherine Johnson ${Date.now()}`;
      const sent = await signedOut.request.post('/api/v1/contact', {
        data: {
          name,
          email: 'katherine@example.com',
          topic: 'support',
          message: 'Orbits, please.',
        },
        headers: { origin: instance },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const mail = await waitForMail('support@tocsin.app', new RegExp(name));
      expect(ours([...urlsInText(mail.text), ...(await urlsInHtml(browser, mail.html))])).toEqual(
        [],
      );
    });
  } finally {
    await signedIn.close();
    await signedOut.close();
    await api.dispose();
    await receiver.close();
    await target.stop();
  }
});
