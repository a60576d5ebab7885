import { expect, test } from '@playwright/test';

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface OpenApiDocument {
  tags?: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

test('the API reference shows every tag and route of the served OpenAPI document, and the page does not scroll by itself', async ({
  page,
  request,
}) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as OpenApiDocument;
  const operations = Object.values(document.paths).flatMap((item) =>
    Object.entries(item).filter(([method]) => methods.has(method)),
  );
  const tags = new Set([
    ...(document.tags ?? []).map((tag) => tag.name),
    ...operations.flatMap(([, operation]) => operation.tags ?? []),
  ]);
  // The document has more tags and routes than the renderer shows without a virtualized list.
  expect(tags.size).toBeGreaterThan(20);
  expect(tags.size + operations.length).toBeGreaterThanOrEqual(150);

  await page.addInitScript(() => {
    const counted = window as unknown as { scrolls: number };
    counted.scrolls = 0;
    window.addEventListener('scroll', () => (counted.scrolls += 1), { passive: true });
  });
  await page.goto('/api-docs');
  const reference = page.locator('.swagger-ui');
  // The renderer is 1.5 MB of script, which a busy two-core machine takes a while to run.
  await expect(reference.locator('.opblock-tag').first()).toBeVisible({ timeout: 30_000 });
  for (const tag of tags)
    await expect(reference.locator(`.opblock-tag[data-tag="${tag}"]`), tag).toBeVisible();
  await expect(reference.locator('.opblock')).toHaveCount(operations.length);
  await expect(reference.locator('.opblock-tag')).toHaveCount(tags.size);

  // Whatever the renderer measures after it renders happens in the next frames.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  const scrolled = await page.evaluate(() => ({
    y: window.scrollY,
    scrolls: (window as unknown as { scrolls: number }).scrolls,
  }));
  expect(scrolled).toEqual({ y: 0, scrolls: 0 });
});
