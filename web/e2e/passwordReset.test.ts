import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { acceptDisclosure, DESKTOP, launchChromium, newAccount, newPage, PHONE, registerThroughApi } from './browser';
import { startSecondApp, type SecondApp } from './secondApp';

// This journey needs a server that sends email, so it starts a second app process on the journeys' database with
// SMTP_URL pointing at a real SMTP server of its own (smtp-server), which keeps what it receives.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/nutri-e2e-screenshots';

interface Received {
  to: string[];
  raw: string;
}

const inbox: Received[] = [];
const ADMIN = newAccount('Admin');
let smtp: SMTPServer;
let app: SecondApp;
let appUrl: string;
let browser: Browser;

async function emailTo(address: string): Promise<Received> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await delay(100)) {
    const mail = inbox.find((message) => message.to.includes(address.toLowerCase()));
    if (mail) return mail;
  }
  throw new Error(`no email reached ${address}`);
}

/** The link in the email's text (quoted-printable soft breaks and escapes undone). */
function linkIn(mail: Received): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error('the email has no reset link');
  return match[0];
}

const newPasswordField = (page: Page) => page.locator('input[autocomplete="new-password"]').nth(0);
const confirmField = (page: Page) => page.locator('input[autocomplete="new-password"]').nth(1);

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Nothing sticks out sideways at this width (the usual sign of a broken phone layout). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  app = await startSecondApp((url) => ({
    ADMIN_EMAILS: ADMIN.email,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Nutri <no-reply@nutri.test>',
    PUBLIC_URL: url,
  }));
  appUrl = app.url;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('forgot password', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`emails a link that sets a new password, then signs in with it (${label} ${viewport.width}×${viewport.height})`, async () => {
      const account = newAccount('Rosa');
      await registerThroughApi(account);
      const { context, page } = await newPage(browser, { viewport, baseURL: appUrl });

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      expect(await page.title()).toBe('Reset your password · Nutri');
      await expectNoHorizontalScroll(page);
      await screenshot(page, `${label}-forgot-password`);

      // Keyboard only: type the email and press Enter.
      await page.getByRole('textbox', { name: 'Email' }).focus();
      await page.keyboard.type(account.email.toUpperCase());
      await page.keyboard.press('Enter');
      await page.getByText('Check your email').waitFor();
      await screenshot(page, `${label}-forgot-password-sent`);

      const link = linkIn(await emailTo(account.email));
      expect(link.startsWith(`${appUrl}/reset-password?token=`)).toBe(true);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await page.title()).toBe('Choose a new password · Nutri');
      await expectNoHorizontalScroll(page);

      // A common password is refused on the field, in words a person understands.
      await newPasswordField(page).fill('sunshine1');
      await confirmField(page).fill('sunshine1');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('This password is one of the most common ones').waitFor();
      await screenshot(page, `${label}-reset-password-common`);

      const newPassword = 'tangerine kayak 77';
      await newPasswordField(page).fill(newPassword);
      await confirmField(page).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { name: 'Password changed' }).waitFor();
      await screenshot(page, `${label}-reset-password-done`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/login');

      await page.getByLabel('Email').fill(account.email);
      await page.locator('input[autocomplete="current-password"]').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/dashboard');
      await acceptDisclosure(page);
      await page.getByRole('heading', { name: /Rosa/ }).waitFor();

      // The link was single-use.
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await newPasswordField(page).fill('another kayak 78');
      await confirmField(page).fill('another kayak 78');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page
        .getByRole('alert')
        .getByText(/already been used/)
        .waitFor();
      await screenshot(page, `${label}-reset-password-used-link`);
      await context.close();
    });
  }
});

async function register(account: { email: string; password: string; firstName: string }): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { user?: { internalID: string } };
  if (!body.user) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return body.user.internalID;
}

describe('admin reset link', () => {
  it('an admin creates and copies a one-time link; the user sets a new password with it and signs in', async () => {
    await register(ADMIN);
    const account = newAccount('Omar');
    const userId = await register(account);

    const admin = await newPage(browser, { viewport: DESKTOP, baseURL: appUrl });
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    await admin.page.goto('/login');
    await admin.page.getByLabel('Email').fill(ADMIN.email);
    await admin.page.locator('input[autocomplete="current-password"]').fill(ADMIN.password);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.waitForURL('**/dashboard');
    await acceptDisclosure(admin.page);
    // The card sits on the admin's page for that user.
    await admin.page.goto(`/admin?tab=users&user=${encodeURIComponent(userId)}`);
    const card = admin.page.getByRole('form', { name: 'Create password reset link' });
    await card.getByRole('button', { name: 'Create password reset link' }).click();
    const linkField = card.getByRole('textbox', { name: `Reset link for Omar (${account.email})` });
    await linkField.waitFor();
    await card.getByRole('button', { name: 'Copy link' }).click();
    await card.getByText('Link copied.').waitFor();
    const link = await admin.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await linkField.inputValue());
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'desktop-admin-reset-link');
    await admin.context.close();

    const { context, page } = await newPage(browser, { viewport: PHONE, baseURL: appUrl });
    await page.goto(link);
    await newPasswordField(page).fill('marigold ferry 93');
    await confirmField(page).fill('marigold ferry 93');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.locator('input[autocomplete="current-password"]').fill('marigold ferry 93');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('forgot password on a server that sends no email', () => {
  it('tells the user to ask their administrator', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/forgot-password');
    await page.getByText('Ask your administrator for a password reset link').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByText(/configured/i).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'phone-forgot-password-ask-admin');
    await context.close();
  });
});
