import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { photo, signInAs, signUpOverHttp } from './fixtures.js';

test('edits the name and phone, uploads a photo the header shows, and removes it', async ({
  page,
  baseURL,
}) => {
  const account = await signUpOverHttp(baseURL!);
  await signInAs(page, account);
  await page.goto('/dashboard/settings');
  // The header's avatar: the button that opens the user menu.
  const header = page.getByRole('button', { name: 'Open user menu' });
  await expect(header).toContainText('GH');

  // Name: the display name follows as 'First Last', in the card and in the header.
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Save your name' }).click();
  await expect(page.getByText('Your name is now Ada Lovelace', { exact: true })).toBeVisible();

  // Phone: refused at the field when it cannot be called, kept in international form otherwise.
  const phone = page.getByLabel('Phone number for alerts');
  await phone.fill('+1 555 0100');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(
    page.getByText(/is not a valid phone number for the country code \+1/),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+44 20 7946 0018');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(phone).toHaveValue('+442079460018');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Phone number for alerts')).toHaveValue('+442079460018');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  // Photo: the header shows it as soon as it is uploaded, without a reload.
  await expect(header).toContainText('AL');
  await page.getByLabel('Photo').setInputFiles({
    name: 'ada.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your new photo is saved.')).toBeVisible();
  const headerPhoto = header.locator('img[src^="/api/v1/avatars/"]');
  await expect(headerPhoto).toBeVisible();
  const src = await headerPhoto.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['content-type']).toBe('image/webp');

  // A file that is not an image is refused with the reason, and the photo stays.
  await page.getByLabel('Photo').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toBeVisible();

  await page.reload();
  await expect(header.locator(`img[src="${src}"]`)).toBeVisible();

  await expectAccessible(page, 'settings with a photo');

  // Removed: the initials come back, and the old address answers 404.
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo is removed: your initials show instead.')).toBeVisible();
  await expect(header.locator('img')).toHaveCount(0);
  await expect(header).toContainText('AL');
  expect((await page.request.get(src!)).status()).toBe(404);
});
