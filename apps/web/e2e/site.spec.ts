import { expect, test } from '@playwright/test';

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
});

test('sitemap.xml lists the public pages at the public address, robots.txt keeps crawlers out of the app', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/pricing</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/integrations</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
