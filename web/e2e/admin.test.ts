import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { acceptDisclosure, DESKTOP, launchChromium, logInThroughForm, newPage, PHONE, registerThroughApi, type TestAccount } from './browser';

// globalSetup starts the server with ADMIN_EMAILS=e2e-admin@example.com, so this account registers as an admin.
const admin: TestAccount = { email: 'e2e-admin@example.com', password: 'correct-horse-42', firstName: 'Ada' };
const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/nutri-admin-screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(screenshotDir, { recursive: true });
  await registerThroughApi(admin);
});
afterAll(async () => {
  await browser.close();
});

async function signInAsAdmin(page: Page) {
  await logInThroughForm(page, admin);
  await acceptDisclosure(page).catch(() => undefined); // shown on the first sign-in of this browser profile only
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });

describe('admin area', () => {
  it('an admin finds a user by part of their email, upgrades them, sees it in the audit trail and views each analytics kind', async () => {
    const tag = randomBytes(4).toString('hex');
    const member: TestAccount = { email: `e2e-member-${tag}@example.com`, password: 'correct-horse-42', firstName: 'Mira' };
    await registerThroughApi(member);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAsAdmin(page);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
    await page.getByRole('group', { name: 'Total users' }).waitFor();
    await page.locator('figure[aria-label="Sign-ups and active users per day"] svg').first().waitFor();
    await shot(page, 'desktop-admin-overview');

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(`MEMBER-${tag.toUpperCase()}`);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 user$/ })
      .waitFor();
    const row = page.getByRole('link', { name: 'Mira' });
    await shot(page, 'desktop-admin-users');
    await row.click();

    await page.getByText("Health data stays the user's").waitFor();
    expect(await page.getByRole('group', { name: 'Days with food logged' }).textContent()).toContain('0');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Saved: Pro, active.').waitFor();
    const trail = page.getByRole('list', { name: 'Audit trail' });
    await trail.getByText('Plan: Free, no subscription → Pro, active').waitFor();
    expect(await trail.textContent()).toContain(`by ${admin.email}`);
    await shot(page, 'desktop-admin-user-detail');

    await page.getByRole('tab', { name: 'Audit trail' }).click();
    await page.getByRole('list', { name: 'Audit trail' }).getByText(member.email, { exact: false }).first().waitFor();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const kinds: [string, string][] = [
      ['Nutrition', 'Users logging food'],
      ['Bloodwork', 'Reports uploaded'],
      ['Engagement', 'Daily active users'],
      ['Health score', 'Users scored'],
    ];
    for (const [tab, metric] of kinds) {
      await page.getByRole('tablist', { name: 'Analytics kind' }).getByRole('tab', { name: tab }).click();
      await page.getByRole('group', { name: metric }).waitFor();
      if (tab === 'Engagement') await page.locator('figure[aria-label="Daily active users"] svg').first().waitFor();
      await shot(page, `desktop-admin-analytics-${tab.toLowerCase().replace(' ', '-')}`);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('at 390×844 admins reach the admin pages from the drawer and the avatar menu', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Admin reports' }).click();
    await page.waitForURL('**/admin-reports');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('group', { name: 'Total users' }).waitFor();
    await shot(page, 'phone-admin-overview');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('list', { name: 'Users' }).waitFor();
    await shot(page, 'phone-admin-users');
    await page.getByRole('list', { name: 'Users' }).getByRole('link').first().click();
    await page.getByText("Health data stays the user's").waitFor();
    await shot(page, 'phone-admin-user-detail');
    await page.getByRole('button', { name: 'Back to users' }).click();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('group', { name: 'Users logging food' }).waitFor();
    await shot(page, 'phone-admin-analytics');
    await context.close();
  });

  it('non-admins see no admin links', async () => {
    const account: TestAccount = { email: `e2e-plain-${randomBytes(4).toString('hex')}@example.com`, password: 'correct-horse-42', firstName: 'Pat' };
    await registerThroughApi(account);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await logInThroughForm(page, account);
    await acceptDisclosure(page);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin', exact: true }).count()).toBe(0);
    await context.close();
  });
});
