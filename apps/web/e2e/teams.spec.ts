import { expect, test, type Page } from '@playwright/test';
import { apiAs, signInAs, signUpOverHttp, startTarget } from './fixtures.js';
import { waitForMail } from './mail.js';

/** The link of the invitation mail to `to`. */
async function invitationLink(to: string, baseURL: string) {
  const mail = await waitForMail(to, /invited you to .+ on Tocsin/);
  const link = new RegExp(`${baseURL.replace(/[.]/g, '\\.')}/invite/[A-Za-z0-9_-]+`).exec(
    mail.text,
  );
  expect(link, mail.text).not.toBeNull();
  return link![0];
}

async function invite(page: Page, email: string, role: 'Member' | 'Viewer') {
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`, { exact: true })).toBeVisible();
}

test('an owner invites a member by email, who signs up from the link, joins, and shares the monitors but not billing; a viewer cannot create monitors', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const target = await startTarget();
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const memberEmail = `linus.${id}@example.com`;
  try {
    await test.step('the owner signs up, makes a team workspace and a monitor in it', async () => {
      // Over HTTP: sign-up is limited per address, and the member's form sign-up below is the one
      // this test is about.
      await signInAs(page, await signUpOverHttp(baseURL!));
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Workspace: / }).click();
      await page.getByRole('menuitem', { name: 'Create workspace' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create workspace' });
      await dialog.getByLabel('Workspace name').fill(`Acme ${id}`);
      await dialog.getByRole('button', { name: 'Create workspace' }).click();
      await expect(page.getByText(`Created Acme ${id}`, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto('/dashboard/monitors/new');
      await page.getByRole('textbox', { name: 'Name' }).fill('Shared shop');
      await page.getByRole('textbox', { name: 'URL' }).fill(target.url);
      await page.getByRole('button', { name: 'Create monitor' }).click();
      await expect(page.getByText('Shared shop created', { exact: true })).toBeVisible();
    });

    await test.step('the owner invites a member by email', async () => {
      await invite(page, memberEmail, 'Member');
      await expect(
        page.getByRole('table', { name: 'Pending invitations' }).getByText(memberEmail),
      ).toBeVisible();
    });

    const link = await invitationLink(memberEmail, baseURL!);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    try {
      await test.step('the invited person opens the link, signs up and joins', async () => {
        await member.goto(link);
        await expect(member.getByRole('heading', { name: `Join Acme ${id}` })).toBeVisible();
        await member.getByRole('link', { name: 'Create an account' }).click();
        await expect(member.getByLabel('Email', { exact: true })).toHaveValue(memberEmail);
        await member.getByLabel('First name').fill('Linus');
        await member.getByLabel('Last name').fill('Torvalds');
        await member.getByLabel('Password', { exact: true }).fill('git-2005-kernel');
        await member.getByLabel('Phone').fill('+1 202 555 0188');
        await member.getByLabel(/^I agree/).check();
        await member.getByRole('button', { name: 'Create account' }).click();
        await expect(member).toHaveURL(/\/dashboard$/);
        await expect(member.getByText(`Welcome to Acme ${id}`, { exact: true })).toBeVisible();
      });

      await test.step('the member sees the shared monitor', async () => {
        await expect(member.getByRole('link', { name: 'Shared shop' }).first()).toBeVisible();
      });

      await test.step('the member cannot open billing', async () => {
        const nav = member.getByRole('navigation', { name: /dashboard/i }).first();
        await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
        // This instance runs without Stripe, so its billing page has nothing to change for
        // anyone; what counts is that the server refuses a member's billing change.
        const checkout = await member.request.post('/api/v1/billing/checkout', {
          headers: { origin: new URL(baseURL!).origin },
          data: { plan: 'pro', period: 'monthly' },
        });
        expect(checkout.status()).toBe(403);
        expect((await checkout.json()).message).toMatch(
          /Your role \(Member\) cannot change the plan/,
        );
      });
    } finally {
      await memberContext.close();
    }

    await test.step('a viewer joins and is not offered to create a monitor', async () => {
      const viewer = await signUpOverHttp(baseURL!);
      await invite(page, viewer.email, 'Viewer');
      const token = new URL(await invitationLink(viewer.email, baseURL!)).pathname
        .split('/')
        .pop()!;
      const api = await apiAs(baseURL!, viewer);
      try {
        const accepted = await api.post('/api/v1/invitations/accept', { data: { token } });
        expect(accepted.status(), await accepted.text()).toBe(200);
      } finally {
        await api.dispose();
      }
      const viewerContext = await browser.newContext();
      const viewerPage = await viewerContext.newPage();
      try {
        await signInAs(viewerPage, viewer);
        await viewerPage.goto('/dashboard');
        await expect(viewerPage.getByRole('link', { name: 'Shared shop' }).first()).toBeVisible();
        await expect(viewerPage.getByRole('link', { name: 'New monitor' })).toHaveCount(0);
      } finally {
        await viewerContext.close();
      }
    });
  } finally {
    await target.stop();
  }
});
