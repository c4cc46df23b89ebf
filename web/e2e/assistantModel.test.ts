// The assistant with a configured model: a second app process on the run's database, its AI provider the local
// OpenAI-compatible fake (fakeAiProvider.ts). The streamed reply appears as it is written; a Pro user logs a photo.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { acceptDisclosure, DESKTOP, graphqlRequestTo, launchChromium, logInThroughForm, newAccount, PHONE, type TestAccount } from './browser';
import { startSecondApp, type SecondApp } from './secondApp';
import { startFakeAiProvider, STREAMED_REPLY, type FakeAiProvider } from './fakeAiProvider';

const webDir = join(__dirname, '..');
const ADMIN = { email: `e2e-model-admin-${Date.now()}@example.com`, password: 'correct-horse-42', firstName: 'Ada' };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

let browser: Browser;
let provider: FakeAiProvider;
let app: SecondApp;
let base: string;
let adminToken: string;

const graphql = <Data>(query: string, variables: Record<string, unknown>, token?: string) => graphqlRequestTo<Data>(base, query, variables, token);

async function register(account: TestAccount): Promise<{ token: string; id: string }> {
  const { register } = await graphql<{ register: { token: string; user: { id: string } } }>(
    'mutation E2eModelRegister($input: RegisterInput!) { register(input: $input) { token user { id } } }',
    { input: account },
  );
  return { token: register.token, id: register.user.id };
}

async function proAccount(firstName: string): Promise<{ account: TestAccount; token: string }> {
  const account = newAccount(firstName);
  const { token, id } = await register(account);
  const upgraded = await fetch(`${base}/api/admin/users/${encodeURIComponent(id)}/upgrade`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: '{}',
  });
  expect(upgraded.status).toBe(200);
  const profile = await fetch(`${base}/api/auth/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ preferredAIModel: 'gpt-4o' }),
  });
  expect(profile.status).toBe(200);
  return { account, token };
}

beforeAll(async () => {
  provider = await startFakeAiProvider();
  app = await startSecondApp(() => ({ ADMIN_EMAILS: ADMIN.email, OPENAI_API_KEY: 'e2e-key', OPENAI_BASE_URL: provider.baseUrl }));
  base = app.url;
  // An address in ADMIN_EMAILS is an admin from registration on.
  await register(ADMIN);
  adminToken = (
    await graphql<{ login: { token: string } }>('mutation E2eModelLogin($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: ADMIN.email, password: ADMIN.password },
    })
  ).login.token;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.close();
});

async function openAssistant(account: TestAccount, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    serviceWorkers: 'block',
    ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(() => {
    localStorage.setItem('tutorialCompleted', 'true');
    localStorage.setItem('notificationPromptRemindLaterAt', String(Date.now()));
  });
  const page = await context.newPage();
  await logInThroughForm(page, account);
  await acceptDisclosure(page);
  await page.getByRole('button', { name: 'AI assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI assistant' });
  await dialog.getByTestId('assistant-usage').waitFor();
  return { context, page, dialog };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** An iPhone-style HEIC photo of a plate whose EXIF has a GPS position and a camera name (made for the server's tests). */
const HEIC_WITH_GPS = join(webDir, '..', 'server', 'src', 'modules', 'assistant', '__tests__', 'fixtures', 'plate-with-gps.heic');

describe('the assistant with a configured model', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s shows the reply while it is written, then settles on the final answer with Undo', async (name, viewport) => {
    const { account } = await proAccount(name === 'phone' ? 'Lena' : 'Omar');
    const { context, page, dialog } = await openAssistant(account, viewport);

    await dialog.getByRole('textbox', { name: 'Message to the assistant' }).fill('How is my day going?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const streaming = dialog.getByTestId('chat-streaming-reply');
    await streaming.getByText(/^Here is how your day/).waitFor();
    const partial = (await streaming.textContent())!;
    expect(partial.length).toBeLessThan(STREAMED_REPLY.length);
    expect(await dialog.getByRole('log', { name: 'Conversation' }).getAttribute('aria-busy')).toBe('true');
    await shot(page, `assistant-${name}-streaming`);
    await dialog.getByText(STREAMED_REPLY).waitFor();
    await streaming.waitFor({ state: 'detached' });
    expect(await dialog.getByText(STREAMED_REPLY).count()).toBe(1);
    expect(await dialog.getByRole('log', { name: 'Conversation' }).getAttribute('aria-busy')).toBe('false');

    await dialog.getByRole('textbox', { name: 'Message to the assistant' }).fill('log two scrambled eggs for breakfast');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Done! I logged that for you.').waitFor();
    const logged = dialog.getByTestId('assistant-logged-food');
    await logged
      .getByRole('button', { name: /^Undo logging/ })
      .first()
      .waitFor();
    await shot(page, `assistant-${name}-streamed-logged`);

    // After a reload the conversation is the same: each message once.
    await page.reload();
    await page.getByRole('button', { name: 'AI assistant' }).click();
    await dialog.getByText(STREAMED_REPLY).waitFor();
    expect(await dialog.getByText(STREAMED_REPLY).count()).toBe(1);
    expect(await dialog.getByText('How is my day going?').count()).toBe(1);
    expect(await dialog.getByText('Done! I logged that for you.').count()).toBe(1);
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s a Pro user logs a meal from a photo: recognised items with grams, one changed, logged', async (name, viewport) => {
    const { account, token } = await proAccount(name === 'phone' ? 'Priya' : 'Hugo');
    const { context, page, dialog } = await openAssistant(account, viewport);
    const before = provider.images.length;
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Log a meal from a photo' }).click();
    await (await chooser).setFiles(HEIC_WITH_GPS);

    const review = dialog.getByTestId('photo-meal');
    const rice = review.getByRole('spinbutton', { name: /^Grams of .*rice/i });
    await rice.waitFor();
    expect(await rice.inputValue()).toBe('180');
    const chicken = review.getByRole('spinbutton', { name: /^Grams of .*chicken/i });
    expect(await chicken.inputValue()).toBe('120');
    expect(provider.images.length).toBe(before + 1);
    // The model got a JPEG drawn from the HEIC's pixels: no location, no camera.
    const sent = Buffer.from(provider.images.at(-1)!.split(',')[1]!, 'base64');
    expect(provider.images.at(-1)!.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(sent.includes(Buffer.from('Exif'))).toBe(false);
    expect(sent.includes(Buffer.from('TestCam'))).toBe(false);
    await rice.fill('250');
    await shot(page, `assistant-${name}-photo-review`);
    await review.getByRole('button', { name: 'Log it' }).click();
    await dialog.getByText(/^Logged your meal to/).waitFor();
    await review.getByRole('button', { name: 'Logged' }).waitFor();

    const date = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    const { viewer } = await graphql<{ viewer: { foodLog: { meals: { items: { displayName: string; grams: number }[] }[] } } }>(
      'query E2ePhotoDay($date: LocalDate!) { viewer { foodLog(date: $date) { meals { items { displayName grams } } } } }',
      { date },
      token,
    );
    const items = viewer.foodLog.meals.flatMap((meal) => meal.items);
    expect(items.map((item) => Math.round(item.grams)).sort()).toEqual([120, 250]);

    await dialog.getByRole('button', { name: 'Close the assistant' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(`${base}/food-log`);
    await page.waitForTimeout(1500);
    await shot(page, `assistant-${name}-photo-logged-food-log`);
    await page
      .getByText(items.find((item) => Math.round(item.grams) === 250)!.displayName)
      .first()
      .waitFor();
    await context.close();
  });
});
