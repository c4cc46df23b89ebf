import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import {
  acceptDisclosure,
  DESKTOP,
  graphqlRequest,
  launchChromium,
  logInThroughForm,
  newAccount,
  newPage,
  PHONE,
  registerThroughApi,
  tokenOf,
  type TestAccount,
} from './browser';

const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/nutri-social-screenshots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

async function openSocial(account: TestAccount, viewport: typeof DESKTOP) {
  const { context, page } = await newPage(browser, { viewport });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInThroughForm(page, account);
  await acceptDisclosure(page);
  await page.goto('/social');
  await page.getByRole('heading', { name: 'Social', exact: true }).waitFor();
  return { context, page, pageErrors };
}

/** Logs a lunch for today (the browser's date) through the API: the diary screens are not under test here. */
async function logLunch(account: TestAccount, date: string): Promise<void> {
  await graphqlRequest(
    'mutation ($input: QuickAddFoodInput!) { quickAddFood(input: $input) { __typename } }',
    { input: { date, mealType: 'lunch', name: 'Lentil soup', calories: 320, protein: 18, carbs: 40, fat: 6 } },
    await tokenOf(account),
  );
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });

describe('social', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${label}: two people become friends, one posts, the other likes and comments, then a block takes the post away`, async () => {
      const ana = newAccount('Ana');
      const ben = newAccount('Ben');
      await registerThroughApi(ana);
      await registerThroughApi(ben);

      const first = await openSocial(ana, viewport);
      await first.page.getByText('Your feed is empty').waitFor();
      await shot(first.page, `${label}-social-empty`);
      await first.page.getByLabel('Display name or exact email').fill(ben.email);
      await first.page.getByRole('button', { name: 'Search' }).click();
      await first.page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Add friend' }).click();
      await first.page.getByRole('heading', { name: 'Sent requests' }).waitFor();

      const second = await openSocial(ben, viewport);
      await second.page.getByRole('heading', { name: 'Friend requests' }).waitFor();
      await second.page.getByRole('button', { name: 'Accept' }).click();
      await second.page.getByRole('button', { name: 'Remove Ana from friends' }).waitFor();

      const typed = 'Lentil soup for lunch <b>not bold</b>';
      const today = await first.page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      });
      await logLunch(ana, today);
      await first.page.reload();
      await first.page.getByLabel('Share with your friends').fill('Lentil soop');
      await first.page.getByLabel('Attach (optional)').selectOption('meal');
      await first.page.getByLabel('Meal', { exact: true }).selectOption('lunch');
      await first.page.getByRole('button', { name: 'Post' }).click();
      await first.page.getByText('Lunch · 320 kcal').waitFor();
      // A typo, fixed through Edit.
      await first.page.getByRole('button', { name: 'Edit' }).click();
      await first.page.getByLabel('Edit your post').fill(typed);
      await first.page.getByRole('button', { name: 'Save', exact: true }).first().click();
      await first.page.getByText(typed, { exact: true }).waitFor();

      await second.page.reload();
      await second.page.getByText(typed, { exact: true }).waitFor();
      await second.page.getByText('Lunch · 320 kcal').waitFor();
      await second.page.getByRole('button', { name: /^Like · 0/ }).click();
      await second.page.getByRole('button', { name: /^Like · 1/ }).waitFor();
      await second.page.getByRole('button', { name: /^Comments · 0/ }).click();
      await second.page.getByLabel('Write a comment').fill('Looks tasty');
      await second.page.getByRole('button', { name: 'Comment', exact: true }).click();
      await second.page.getByText('Looks tasty').waitFor();
      await second.page.getByRole('button', { name: 'Report this post' }).waitFor();
      await shot(second.page, `${label}-social-feed`);

      // Ana shares her streak; Ben opens her profile from the post: streak and posts, and the friend actions.
      await first.page.getByLabel('Share with your friends').fill('First day of logging!');
      await first.page.getByLabel('Attach (optional)').selectOption('logging_streak');
      await first.page.getByRole('button', { name: 'Post' }).click();
      await first.page.getByText('1-day logging streak').waitFor();
      await second.page.reload();
      await second.page.getByText('1-day logging streak').waitFor();
      await second.page.getByRole('link', { name: 'Ana', exact: true }).first().click();
      await second.page.waitForURL('**/social/people/**');
      await second.page.getByRole('heading', { name: 'Ana', exact: true }).waitFor();
      await second.page.getByText('Logging streak', { exact: true }).waitFor();
      await second.page.getByText('You are friends').waitFor();
      await second.page.getByRole('button', { name: 'Remove friend' }).waitFor();
      await second.page.getByText(typed, { exact: true }).waitFor();
      await shot(second.page, `${label}-social-person`);
      await second.page.goto('/social');
      await second.page.getByRole('heading', { name: 'Social', exact: true }).waitFor();

      await first.page.reload();
      await first.page.getByRole('button', { name: /^Like · 1/ }).waitFor();
      await first.page.getByRole('button', { name: 'Block Ben' }).click();
      await first.page.getByText('No friends yet.').waitFor();
      await first.page.getByRole('button', { name: 'Unblock Ben' }).waitFor();
      await shot(first.page, `${label}-social-after-block`);

      await second.page.reload();
      await second.page.getByText('Your feed is empty').waitFor();
      expect(await second.page.getByText(typed).count()).toBe(0);
      // Nor can Ben find Ana again.
      await second.page.getByLabel('Display name or exact email').fill(ana.email);
      await second.page.getByRole('button', { name: 'Search' }).click();
      await second.page.getByText('Nobody found.').waitFor();

      expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
      const scrolls = await first.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(scrolls).toBe(false);
      await first.context.close();
      await second.context.close();
    });
  }

  it('phone and desktop: a report reaches the admin, who hides the post; it leaves the other person’s feed and its author sees why', async () => {
    const admin: TestAccount = { email: 'e2e-social-admin@example.com', password: 'correct-horse-42', firstName: 'Ada' };
    await registerThroughApi(admin);
    const cleo = newAccount('Cleo');
    const dan = newAccount('Dan');
    await registerThroughApi(cleo);
    await registerThroughApi(dan);
    const author = await openSocial(cleo, DESKTOP);
    const reader = await openSocial(dan, PHONE);

    // Social is a tab of the phone's bottom navigation, and every tab label fits at 390 px.
    const bottom = reader.page.getByRole('navigation', { name: 'Bottom navigation' });
    expect(await bottom.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Food Log', 'Supplements', 'Social']);
    const clipped = await bottom.evaluate((nav) => [...nav.querySelectorAll('a, button')].filter((item) => item.scrollWidth > item.clientWidth).length);
    expect(clipped).toBe(0);

    await author.page.getByLabel('Display name or exact email').fill(dan.email);
    await author.page.getByRole('button', { name: 'Search' }).click();
    await author.page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Add friend' }).click();
    await reader.page.reload();
    await reader.page.getByRole('button', { name: 'Accept' }).click();
    await reader.page.getByRole('button', { name: 'Remove Cleo from friends' }).waitFor();

    const text = 'Miracle pills, message me';
    await author.page.getByLabel('Share with your friends').fill(text);
    await author.page.getByRole('button', { name: 'Post' }).click();
    await author.page.getByText(text, { exact: true }).waitFor();

    await reader.page.reload();
    await reader.page.getByText(text, { exact: true }).waitFor();
    await reader.page.getByRole('button', { name: 'Report this post' }).click();
    const dialog = reader.page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('radio', { name: 'Spam or irrelevant content' }).check();
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await reader.page.getByText("Thank you for your feedback. We'll review this content and take appropriate action.").waitFor();

    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await logInThroughForm(page, admin);
    await acceptDisclosure(page).catch(() => undefined);
    await page.goto('/admin-reports');
    await page.getByRole('heading', { name: 'AI Content Reports' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: text });
    await card.getByText('Social post').waitFor();
    await card.getByRole('button', { name: 'Hide post' }).click();
    await card.getByText('The post is hidden from everyone but its author.').waitFor();
    await card.getByRole('button', { name: 'Show post again' }).waitFor();
    await shot(page, 'desktop-admin-social-report-hidden');
    await page.goto('/admin?tab=audit');
    await page.getByText('Hid a social post').first().waitFor();

    await reader.page.reload();
    await reader.page.getByText('Your feed is empty').waitFor();
    expect(await reader.page.getByText(text).count()).toBe(0);
    await author.page.reload();
    await author.page.getByText('Hidden by moderators after a report. Only you can see this post.').waitFor();
    await shot(author.page, 'desktop-social-hidden-post');
    expect([...author.pageErrors, ...reader.pageErrors]).toEqual([]);
    await context.close();
    await author.context.close();
    await reader.context.close();
  });
});
