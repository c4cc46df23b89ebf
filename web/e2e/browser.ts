import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest.e2e.config.js.');
  return url;
};

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Pages still open: a failed journey leaves its page open, and describeFailures.ts prints what it shows. */
export const openPages = new Set<Page>();

/** The last warnings and errors each open page wrote to its console (the tour's and Relay's say why a step was skipped). */
export const consoleTails = new WeakMap<Page, string[]>();
const CONSOLE_TAIL_LINES = 20;

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { firstRun = false }: { firstRun?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Service workers are blocked unless a test is about them, so every test sees the network.
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block', baseURL: baseUrl(), ...options });
  if (!firstRun) {
    // Journeys not about the first run start past it: no targets step, tour or notification prompt in front.
    await context.addInitScript(() => {
      localStorage.setItem('tutorialCompleted', 'true');
      localStorage.setItem('notificationPromptRemindLaterAt', String(Date.now()));
    });
  }
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  const consoleTail: string[] = [];
  consoleTails.set(page, consoleTail);
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    consoleTail.push(`${message.type()} at ${new URL(page.url()).pathname}: ${message.text()}`);
    if (consoleTail.length > CONSOLE_TAIL_LINES) consoleTail.shift();
  });
  // A journey that fails for a server error or an uncaught exception says so in the log, not only by a timeout.
  page.on('response', (response) => {
    if (response.status() >= 500) console.warn(`e2e: the server answered ${response.status()} to ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => console.warn(`e2e: uncaught in the page at ${page.url()}: ${error.message}`));
  return { context, page };
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
}

export function newAccount(firstName = 'Jane'): TestAccount {
  return { email: `e2e-${randomBytes(6).toString('hex')}@example.com`, password: 'correct-horse-42', firstName };
}

/** Creates an account through the API (faster than the form when the form is not under test). */
export async function registerThroughApi(account: TestAccount): Promise<void> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation E2eRegister($input: RegisterInput!) { register(input: $input) { token } }',
      variables: { input: { email: account.email, password: account.password, firstName: account.firstName } },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`Registration failed: ${JSON.stringify(body.errors)}`);
}

export async function registerThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[autocomplete="new-password"]').nth(0).fill(account.password);
  await page.locator('input[autocomplete="new-password"]').nth(1).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logInThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function acceptDisclosure(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Data Collection and Privacy Disclosure' });
  await dialog.getByRole('button', { name: 'I Have Read This Disclosure' }).click();
  await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A GraphQL request as the account behind `token` (or anonymous), for setting up what a journey does not test. */
export function graphqlRequest<Data>(query: string, variables: Record<string, unknown>, token?: string): Promise<Data> {
  return graphqlRequestTo<Data>(baseUrl(), query, variables, token);
}

/** The same, to the app at `base` (a second app process). */
export async function graphqlRequestTo<Data>(base: string, query: string, variables: Record<string, unknown>, token?: string): Promise<Data> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Data; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Signs the account in through the API and returns its bearer token. */
export async function tokenOf(account: TestAccount): Promise<string> {
  const { login } = await graphqlRequest<{ login: { token: string } }>('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: account.email, password: account.password },
  });
  return login.token;
}
