import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import {
  acceptDisclosure,
  baseUrl,
  DESKTOP,
  launchChromium,
  logInThroughForm,
  newAccount,
  newPage,
  PHONE,
  registerThroughApi,
  tokenOf,
  type TestAccount,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const localDate = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function itemsLoggedToday(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'query E2eAssistantDay($date: LocalDate!) { viewer { foodLog(date: $date) { itemCount } } }',
      variables: { date: localDate() },
    }),
  });
  const body = (await response.json()) as { data: { viewer: { foodLog: { itemCount: number } | null } } };
  return body.data.viewer.foodLog?.itemCount ?? 0;
}

/**
 * What assistive technology cannot reach outside any open dialog: elements marked aria-hidden that hold content
 * (decorative icons are aria-hidden on purpose and hold none). Empty when the page is readable.
 */
async function hiddenFromAssistiveTechnology(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-hidden="true"]')]
      .filter((element) => !element.closest('[role="dialog"], [role="alertdialog"]'))
      .filter((element) => element.querySelector('main, a[href], button, input, textarea, select, h1, h2, h3') !== null)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`),
  );
}

async function openAssistant(page: Page, account: TestAccount) {
  await logInThroughForm(page, account);
  await acceptDisclosure(page);
  await page.getByRole('button', { name: 'AI assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI assistant' });
  await dialog.getByTestId('assistant-usage').waitFor();
  return dialog;
}

async function send(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'AI assistant' });
  await dialog.getByRole('textbox', { name: 'Message to the assistant' }).fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
}

describe('the AI assistant', () => {
  it('on a desktop logs a meal from a sentence, undoes an item, and answers what is left', async () => {
    const account = newAccount('Asha');
    await registerThroughApi(account);
    const token = await tokenOf(account);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const dialog = await openAssistant(page, account);
    await dialog.getByText('0/10 messages this month').waitFor();

    await send(page, 'two scrambled eggs and a slice of whole wheat toast for breakfast');
    const logged = dialog.getByTestId('assistant-logged-food');
    await logged.waitFor();
    await dialog.getByText(/Logged to/).waitFor();
    expect(await logged.getByRole('button', { name: /^Undo logging/ }).count()).toBe(2);
    await dialog.getByText('1/10 messages this month').waitFor();
    expect(await itemsLoggedToday(token)).toBe(2);
    await shot(page, 'assistant-desktop-logged');

    await logged.getByRole('button', { name: /^Undo logging Bread/ }).click();
    for (let attempt = 0; attempt < 20 && (await itemsLoggedToday(token)) !== 1; attempt += 1) await page.waitForTimeout(250);
    expect(await itemsLoggedToday(token)).toBe(1);
    expect(await logged.getByRole('button', { name: /^Undo logging/ }).count()).toBe(1);

    await send(page, "What's left for dinner?");
    await dialog.getByText(/Here's what you have left for dinner/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Report AI-generated content' }).count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('gets meal ideas, opens a recipe, modifies it, logs it and the assistant closes', async () => {
    const account = newAccount('Ben');
    await registerThroughApi(account);
    const token = await tokenOf(account);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const dialog = await openAssistant(page, account);
    await dialog.getByRole('button', { name: 'Meal ideas' }).click();
    const cards = dialog.getByRole('group', { name: /^Open the recipe for/ });
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await cards.first().click();
    const recipe = dialog.getByRole('region', { name: /^Recipe:/ });
    await recipe.getByText('Ingredients').waitFor();
    await recipe.getByRole('button', { name: 'Log This Meal', disabled: false }).waitFor();
    await page.waitForTimeout(300); // the buttons' enabled transition
    await shot(page, 'assistant-desktop-recipe');
    expect(await recipe.getByRole('button', { name: 'Modify Recipe' }).isDisabled()).toBe(true);
    await recipe.getByRole('textbox', { name: 'Change this recipe' }).fill('for 3 people');
    await recipe.getByRole('button', { name: 'Modify Recipe' }).click();
    await recipe.getByText(/Changed: scaled from \d+ to 3 servings/).waitFor();
    await recipe.getByRole('button', { name: 'Log This Meal' }).click();
    await recipe.getByText(/Logged one serving of/).waitFor();
    expect(await itemsLoggedToday(token)).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'hidden', timeout: 8000 });
    // The assistant gone, the page is no longer hidden from assistive technology.
    await page.waitForTimeout(400); // longer than tabster's 250 ms clean-up
    expect(await hiddenFromAssistiveTechnology(page)).toEqual([]);
    await page.getByRole('button', { name: 'AI assistant' }).waitFor();
    await context.close();
  });

  it('on a phone shares a changed recipe from the assistant: Social opens with it attached, and the post shows it', async () => {
    const account = newAccount('Cleo');
    await registerThroughApi(account);
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const dialog = await openAssistant(page, account);
    await dialog.getByRole('button', { name: 'Meal ideas' }).click();
    await dialog
      .getByRole('group', { name: /^Open the recipe for/ })
      .first()
      .click();
    const recipe = dialog.getByRole('region', { name: /^Recipe:/ });
    await recipe.getByText('Ingredients').waitFor();
    const title = (await recipe.getByRole('heading').first().textContent())!.trim();
    await recipe.getByRole('button', { name: 'Log This Meal', disabled: false }).waitFor();
    await page.waitForTimeout(300); // the buttons' enabled transition
    await shot(page, 'assistant-phone-recipe');
    await recipe.getByRole('textbox', { name: 'Change this recipe' }).fill('for 3 people');
    await recipe.getByRole('button', { name: 'Modify Recipe' }).click();
    await recipe.getByText(/Changed: scaled from \d+ to 3 servings/).waitFor();
    await recipe.getByRole('button', { name: 'Share' }).click();
    await page.waitForURL((url) => url.pathname === '/social');
    const attach = page.getByLabel('Attach (optional)');
    await attach.waitFor();
    expect(await attach.inputValue()).toBe('recipe');
    expect(await page.getByLabel('Recipe name').inputValue()).toBe(title);
    await page.getByText('Changed: for 3 people').waitFor();
    await page.getByLabel('Share with your friends').fill('Dinner for the three of us');
    await shot(page, 'assistant-phone-share-recipe');
    // The assistant closed and the page changed in the same moment: the page must be readable again (it was left
    // aria-hidden, so Post could only be found by CSS) and Escape must not be swallowed by a modal that is gone.
    await page.waitForTimeout(400); // longer than tabster's 250 ms clean-up
    expect(await hiddenFromAssistiveTechnology(page)).toEqual([]);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const post = page.locator('[id^="post-"]').filter({ hasText: 'Dinner for the three of us' });
    await post.getByText(`Recipe: ${title}`, { exact: false }).waitFor();
    await post.getByText(/serves 3/).waitFor();
    await shot(page, 'assistant-phone-shared-recipe-post');
    await context.close();
  });

  it('on a phone: a free user at the monthly limit sees the upgrade prompt, the camera is Pro only, voice needs browser support', async () => {
    const account = newAccount('Cleo');
    await registerThroughApi(account);
    const token = await tokenOf(account);
    for (let index = 0; index < 9; index += 1) {
      await fetch(`${baseUrl()}/api/ai-assistant/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ message: 'hello', conversationHistory: [], clientDate: localDate() }),
      });
    }
    const { context, page } = await newPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    const dialog = await openAssistant(page, account);
    await page.waitForTimeout(600); // the opening animation scales the dialog
    await shot(page, 'assistant-phone-open');
    const box = await page.locator('.fui-DialogSurface').first().boundingBox();
    expect(Math.round(box!.width)).toBe(PHONE.width);
    expect(Math.round(box!.height)).toBe(PHONE.height);
    await dialog.getByText('9/10 messages this month').waitFor();

    await send(page, 'hello');
    await dialog.getByText('10/10 messages this month').waitFor();
    await send(page, 'hello again');
    await dialog.getByText(/monthly limit of 10 AI assistant messages/).waitFor();
    await dialog.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
    await shot(page, 'assistant-phone-limit');

    await dialog.getByRole('button', { name: 'Take a photo of your meal' }).click();
    await dialog.getByText(/^Photo food logging is available for Pro members only/).waitFor();

    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (browserDialog) => void browserDialog.accept().then(() => resolve(browserDialog.message()))),
    );
    await dialog.getByRole('button', { name: 'Speak your message' }).click();
    expect(await alert).toBe('Speech recognition is not supported in this browser.');
    await shot(page, 'assistant-phone-photo');

    // A link inside a reply: the assistant closes and the page changes together; the page stays readable.
    await dialog.getByRole('button', { name: 'Upgrade to Pro' }).first().click();
    await page.waitForURL(/\/upgrade$/);
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(400); // longer than tabster's 250 ms clean-up
    expect(await hiddenFromAssistiveTechnology(page)).toEqual([]);
    await page.getByRole('main').waitFor();
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)("on a %s, the food log's camera button opens the assistant, which tells a free user photo logging is Pro", async (name, viewport) => {
    const account = newAccount(name === 'phone' ? 'Noor' : 'Ines');
    await registerThroughApi(account);
    const { context, page } = await newPage(browser, name === 'phone' ? { viewport, isMobile: true, hasTouch: true } : { viewport });
    await logInThroughForm(page, account);
    await acceptDisclosure(page);
    await page.goto(`${baseUrl()}/food-log`);
    await page.getByRole('button', { name: 'Log a meal from a photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI assistant' });
    await dialog.getByText(/^Photo food logging is available for Pro members only/).waitFor();
    await dialog.getByRole('button', { name: 'Upgrade to Pro' }).first().waitFor();
    await page.waitForTimeout(600); // the opening animation scales the dialog
    await shot(page, `assistant-${name}-food-log-camera`);
    await context.close();
  });
});
