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

const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/nutri-challenges-screenshots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** Friends through the API, and a logged lunch today for the first: the friend and diary screens are covered elsewhere. */
async function friendsWithALoggedDay(ana: TestAccount, ben: TestAccount): Promise<void> {
  const { oneToken: anaToken } = await befriend(ana, ben);
  await graphqlRequest(
    'mutation ($input: QuickAddFoodInput!) { quickAddFood(input: $input) { __typename } }',
    { input: { date: dayOffset(0), mealType: 'lunch', name: 'Lentil soup', calories: 320, protein: 18, carbs: 40, fat: 6 } },
    anaToken,
  );
}

/** Friends through the API, in both directions, for journeys that start from an existing friendship. */
async function befriend(one: TestAccount, other: TestAccount): Promise<{ oneToken: string; otherId: string }> {
  const [oneToken, otherToken] = [await tokenOf(one), await tokenOf(other)];
  const idOf = async (token: string) =>
    (await graphqlRequest<{ viewer: { socialProfile: { userId: string } } }>('{ viewer { socialProfile { userId } } }', {}, token)).viewer.socialProfile.userId;
  const [oneId, otherId] = [await idOf(oneToken), await idOf(otherToken)];
  await graphqlRequest('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', { input: { userId: otherId } }, oneToken);
  await graphqlRequest('mutation ($input: SocialUserInput!) { acceptFriendRequest(input: $input) { userId } }', { input: { userId: oneId } }, otherToken);
  return { oneToken, otherId };
}

const dayOffset = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

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

const shot = (page: Page, name: string) => page.screenshot({ path: `${screenshotDir}/${name}.png` });

describe('challenges and notifications', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${label}: one friend starts a challenge, the other hears of it in the bell, joins, and both see the leaderboard`, async () => {
      const ana = newAccount('Ana');
      const ben = newAccount('Ben');
      await registerThroughApi(ana);
      await registerThroughApi(ben);
      await friendsWithALoggedDay(ana, ben);

      const first = await openSocial(ana, viewport);
      const challenges = first.page.locator('#challenges');
      await challenges.getByText(/Only the people in a challenge see it/).waitFor();
      await challenges.getByRole('button', { name: 'New challenge' }).click();
      const dialog = first.page.getByRole('dialog', { name: 'New challenge' });
      await dialog.getByLabel('Name (optional)').fill('Week of logging');
      await dialog.getByRole('checkbox', { name: 'Ben' }).check();
      await shot(first.page, `${label}-new-challenge`);
      if (viewport === PHONE) {
        // On a phone a dialog takes the screen's full width, with no strip left on the right.
        const box = (await dialog.boundingBox())!;
        expect([box.x, box.width]).toEqual([0, PHONE.width]);
      }
      await dialog.getByRole('button', { name: 'Start challenge' }).click();
      await dialog.waitFor({ state: 'detached' });
      const anaBoard = first.page.getByRole('list', { name: 'Leaderboard for Week of logging' });
      await anaBoard.waitFor();
      expect(await anaBoard.getByRole('listitem').allTextContents()).toEqual(['1AAna (you)1 of 7 days']);

      const second = await openSocial(ben, viewport);
      // A friend request earlier and the invitation now.
      const bell = second.page.getByRole('button', { name: 'Notifications, 2 unread' });
      await bell.waitFor();
      await bell.click();
      const panel = second.page.getByRole('dialog', { name: 'Notifications' });
      const invite = panel.getByRole('link', { name: /Ana invited you to a challenge: Week of logging/ });
      await invite.waitFor();
      await shot(second.page, `${label}-bell-open`);
      await invite.click();
      await panel.waitFor({ state: 'detached' });
      expect(second.page.url()).toMatch(/\/social#challenge-/);
      await second.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
      const invitation = second.page.getByRole('region', { name: 'Week of logging' });
      await invitation.getByRole('button', { name: 'Join challenge' }).click();
      const benBoard = second.page.getByRole('list', { name: 'Leaderboard for Week of logging' });
      await benBoard.waitFor();
      expect(await benBoard.getByRole('listitem').allTextContents()).toEqual(['1AAna1 of 7 days', '2BBen (you)0 of 7 days']);
      await invitation.scrollIntoViewIfNeeded();
      await shot(second.page, `${label}-leaderboard`);

      // Keyboard: the bell opens with Enter and closes with Escape, focus returning to it.
      await second.page.getByRole('button', { name: /^Notifications/ }).focus();
      await second.page.keyboard.press('Enter');
      await panel.waitFor();
      await second.page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await second.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Notifications/);

      await first.page.reload();
      await anaBoard.waitFor();
      expect(await anaBoard.getByRole('listitem').allTextContents()).toEqual(['1AAna (you)1 of 7 days', '2BBen0 of 7 days']);
      await shot(first.page, `${label}-leaderboard-creator`);
      expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
      await first.context.close();
      await second.context.close();
    });

    it(`${label}: the creator invites another friend after the challenge started, who sees the invitation and joins`, async () => {
      const ana = newAccount('Ana');
      const ben = newAccount('Ben');
      const cy = newAccount('Cy');
      for (const account of [ana, ben, cy]) await registerThroughApi(account);
      const { oneToken: anaToken, otherId: benId } = await befriend(ana, ben);
      await befriend(ana, cy);
      // Started two days ago with Ben only.
      await graphqlRequest(
        'mutation ($input: CreateSocialChallengeInput!) { createSocialChallenge(input: $input) { challenge { id } } }',
        { input: { kind: 'log_every_day', title: 'Late starters', startDate: dayOffset(-2), days: 7, inviteUserIds: [benId] } },
        anaToken,
      );

      const first = await openSocial(ana, viewport);
      const card = first.page.getByRole('region', { name: 'Late starters' });
      await card.getByText(/Under way/).waitFor();
      // Ben has not answered yet: he shows as invited and is not offered again.
      await card.getByRole('status').getByText('Invited: Ben. They show on the leaderboard once they join.').waitFor();
      const invite = card.getByRole('button', { name: 'Invite friends' });
      await invite.click();
      const picker = card.getByRole('group', { name: 'Invite friends to Late starters' });
      // Chosen with the keyboard.
      const cyBox = picker.getByRole('checkbox', { name: 'Cy' });
      await cyBox.focus();
      await first.page.keyboard.press('Space');
      expect(await cyBox.isChecked()).toBe(true);
      expect(await picker.getByRole('checkbox', { name: 'Ben' }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await shot(first.page, `${label}-invite-picker`);
      await card.getByRole('button', { name: 'Send invitations' }).click();
      await card.getByRole('status').getByText('Invited: Ben, Cy. They show on the leaderboard once they join.').waitFor();
      // Focus returns to 'Invite friends' once the invitations are sent (the status can show a moment before).
      await first.page.waitForFunction(() => document.activeElement?.textContent === 'Invite friends', undefined, { timeout: 5_000 });
      expect(await first.page.locator('[aria-hidden="true"] #challenges').count()).toBe(0);
      await shot(first.page, `${label}-invited`);

      const second = await openSocial(cy, viewport);
      await second.page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
      await second.page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: /Ana invited you to a challenge: Late starters/ })
        .click();
      const invitation = second.page.getByRole('region', { name: 'Late starters' });
      await invitation.getByRole('button', { name: 'Join challenge' }).click();
      const board = second.page.getByRole('list', { name: 'Leaderboard for Late starters' });
      await board.waitFor();
      // Nobody logged anything: equal progress shares the first rank.
      expect((await board.getByRole('listitem').allTextContents()).sort()).toEqual(['1AAna0 of 7 days', '1CCy (you)0 of 7 days']);
      expect(await invitation.getByRole('button', { name: 'Invite friends' }).count()).toBe(0);

      await first.page.reload();
      const anaBoard = first.page.getByRole('list', { name: 'Leaderboard for Late starters' });
      await anaBoard.waitFor();
      expect((await anaBoard.getByRole('listitem').allTextContents()).sort()).toEqual(['1AAna (you)0 of 7 days', '1CCy0 of 7 days']);
      await first.page.getByRole('region', { name: 'Late starters' }).getByRole('button', { name: 'Invite friends' }).click();
      // After a reload Ben is still shown as invited; Cy joined. Neither is offered again.
      await first.page
        .getByRole('region', { name: 'Late starters' })
        .getByRole('status')
        .getByText('Invited: Ben. They show on the leaderboard once they join.')
        .waitFor();
      const again = first.page.getByRole('group', { name: 'Invite friends to Late starters' });
      await again.waitFor();
      expect(await again.getByRole('checkbox', { name: 'Cy' }).count()).toBe(0);
      expect(await again.getByRole('checkbox', { name: 'Ben' }).count()).toBe(0);
      expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
      await first.context.close();
      await second.context.close();
    });
  }
});
