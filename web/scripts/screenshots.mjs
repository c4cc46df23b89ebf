// Takes screenshots of the main screens at phone and desktop sizes in headless Chromium.
// Usage: node web/scripts/screenshots.mjs http://127.0.0.1:3000 /tmp/nutri-screenshots
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/nutri-screenshots', only] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
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

const email = `shots-${Date.now()}@example.com`;
const password = 'correct-horse-42';

async function shoot(page, name, options = {}) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/${name}.png`, ...options });
  console.log(`${outDir}/${name}.png`);
}

async function run(size, label, { register }) {
  const context = await browser.newContext({ viewport: size, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror', error.message));
  await page.goto(`${baseUrl}/landing`);
  await page.getByRole('heading', { name: /Eat well/ }).waitFor();
  await shoot(page, `${label}-landing`, { fullPage: true });
  await page.goto(`${baseUrl}/login`);
  await shoot(page, `${label}-login`);
  await page.goto(`${baseUrl}/register`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await shoot(page, `${label}-register-errors`);
  if (register) {
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
  } else {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('alertdialog').waitFor();
  await shoot(page, `${label}-disclosure`);
  await page.getByRole('button', { name: 'I Have Read This Disclosure' }).click();
  await page.getByRole('button', { name: 'Accept & Continue' }).click();
  await page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ }).waitFor();
  await shoot(page, `${label}-dashboard`);
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  await shoot(page, `${label}-profile`, { fullPage: true });
  await page.goto(`${baseUrl}/food-log`);
  await shoot(page, `${label}-food-log`);
  await page.getByTestId('theme-toggle').click();
  await shoot(page, `${label}-food-log-glass`);
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: /Good/ }).waitFor();
  await shoot(page, `${label}-dashboard-glass`);
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  await shoot(page, `${label}-profile-glass`);
  if (size.width < 1024) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await shoot(page, `${label}-drawer-glass`);
    await page.keyboard.press('Escape');
  }
  await page.evaluate(() => globalThis.localStorage.setItem('themeMode', 'auto'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: /Good/ }).waitFor();
  await shoot(page, `${label}-dashboard-dark`);
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  await shoot(page, `${label}-profile-dark`);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await shoot(page, `${label}-avatar-menu-dark`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'AI assistant' }).click();
  await shoot(page, `${label}-assistant-dark`);
  await page.keyboard.press('Escape');
  await page.goto(`${baseUrl}/admin`);
  await shoot(page, `${label}-admin-denied-dark`);
  await context.close();
}

try {
  if (!only || only === 'desktop') await run({ width: 1440, height: 900 }, 'desktop', { register: true });
  if (!only || only === 'mobile') await run({ width: 390, height: 844 }, 'mobile', { register: only === 'mobile' });
} finally {
  await browser.close();
}
