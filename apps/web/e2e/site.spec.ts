import { expect, test } from '@playwright/test';
import { waitForMail } from './mail.js';

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('are prerendered: the landing page, pricing and integrations show their content before any script runs', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Miss a Site Downtime Again' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Tocsin/);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Pricing | Tocsin');
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { level: 3, name: 'PagerDuty' })).toBeVisible();
    await expect(page).toHaveTitle('Integrations | Tocsin');
  });

  test("the instance's own status page is whole: its banner, its parts with their day bars, a way home", async ({
    page,
  }) => {
    const response = await page.goto('/status');
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
    await expect(page).toHaveTitle('Status | Tocsin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tocsin status' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('All systems operational');
    for (const name of ['API', 'Scheduler', 'Checks', 'Alerts']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: `Uptime of ${name}, one bar per day` })
          .getByRole('listitem'),
      ).toHaveCount(90);
    }
    await page.getByRole('link', { name: 'Tocsin home' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Miss a Site Downtime Again' }),
    ).toBeVisible();
  });
});

test('sitemap.xml lists the public pages at the public address, robots.txt keeps crawlers out of the app', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/pricing</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/integrations</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/status</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('an address with no page answers 404 and says so, and a page the app renders does not', async ({
  page,
}) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Tocsin');
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
  expect((await page.goto('/login'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
});

test('the contact form reaches the support mailbox', async ({ page }) => {
  const id = Date.now();
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill(`Dorothy Vaughan ${id}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`dorothy.${id}@example.com`);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('support');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Can a monitor check a FORTRAN-era API?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, we have your message')).toBeVisible();
  const mail = await waitForMail('support@tocsin.app', new RegExp(`Dorothy Vaughan ${id}`));
  expect(mail.text).toContain('Can a monitor check a FORTRAN-era API?');
  expect(mail.text).toContain(`dorothy.${id}@example.com`);
});

test('prerendered pages hydrate without a mismatch, so the browser reuses their HTML', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/pricing', '/integrations', '/documentation']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});
