import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { acceptDisclosure, DESKTOP, launchChromium, logInThroughForm, newAccount, newPage, PHONE, registerThroughApi, registerThroughForm } from './browser';

const LOSE_IT_SAMPLE = join(__dirname, '..', '..', 'server', 'src', 'modules', 'imports', '__tests__', 'fixtures', 'loseit-food-log.csv');

/** Where the journey saves its screenshots, when asked (E2E_SCREENSHOTS=<dir>). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Years of daily logs written straight to the database: more than the server exports while the request waits. */
async function seedLongHistory(email: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `with owner as (select id from users where email = $1),
       logs as (insert into food_logs (id, user_id, date, created_at, updated_at)
         select gen_random_uuid(), owner.id, date '2018-01-01' + d, now(), now() from owner, generate_series(0, $2 - 1) d returning id)
       insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, brand, quantity, unit, grams, nutrients, created_at)
       select gen_random_uuid(), logs.id, m::meal_type, 1, 'sr:09040', 'Bananas, raw', null, 1, 'medium', 118, '{"energy_kcal": 105, "protein_g": 1.3}'::jsonb, now()
       from logs, unnest(array['breakfast', 'lunch', 'dinner', 'snack']) m`,
      [email, days],
    );
  } finally {
    await client.end();
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('Profile → Your data', () => {
  it('import a Lose It! log after a preview, then download everything as a ZIP', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughForm(page, newAccount('Marie'));
    await acceptDisclosure(page);
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Your data' }).waitFor();

    await page.getByRole('combobox', { name: 'Import from…' }).click();
    await page.getByRole('option', { name: /Lose It!/ }).click();
    await page.getByLabel('File to import').setInputFiles(LOSE_IT_SAMPLE);
    const summary = page.getByRole('list', { name: 'What will be imported' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('2024-03-05 to 2024-03-06');
    expect(await summary.textContent()).toContain('4 food entries');
    await page.getByText('Row 5: exercise is not food, so it was not imported.').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 4 entries.').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^nutri-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await context.close();
  });

  it('a large account is prepared in the background with progress, then downloads', async () => {
    const account = newAccount('Ada');
    await registerThroughApi(account);
    await seedLongHistory(account.email, 3000);
    for (const [index, viewport] of (SCREENSHOTS ? [PHONE, DESKTOP] : [DESKTOP]).entries()) {
      const { context, page } = await newPage(browser, { viewport });
      await logInThroughForm(page, account);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      if (index === 0) await acceptDisclosure(page);
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Your data' });
      await card.waitFor().catch(async (error: unknown) => {
        if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/failure-${viewport.width}.png` });
        throw error;
      });
      await card.getByRole('button', { name: index === 0 ? 'Download my data' : 'Prepare a fresh copy' }).click();
      // The start answers "queued" at once; the job may take it to "running" and then "ready" between two polls on a
      // quiet machine, so the test asserts on the first state the user is shown, which is certain.
      await card.getByText(/^(Getting ready to prepare your data…|Preparing your data… \d+%)$/).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('button', { name: 'Download my data' }).isDisabled()).toBe(true);
      await card.scrollIntoViewIfNeeded();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/your-data-progress-${viewport.width}.png` });
      await card.getByText(/^Your data is ready \(\d+(\.\d)? (MB|KB)\)\.$/).waitFor({ timeout: 60_000 });
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/your-data-ready-${viewport.width}.png` });
      expect(await card.getByRole('button', { name: 'Prepare a fresh copy' }).isEnabled()).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download ZIP' }).click()]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      await context.close();
    }
  }, 180_000);
});
