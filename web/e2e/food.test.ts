import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { acceptDisclosure, launchChromium, newAccount, newPage, registerThroughForm } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function caloriesOnDashboard(page: Page): Promise<number> {
  const text = await page.getByTestId('calories-eaten').textContent();
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

async function openFromSidebar(page: Page, name: string, path: string): Promise<void> {
  await page.getByTestId('sidebar').getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

describe('food logging', () => {
  it('search → 1 medium banana to breakfast → dashboard +~105 kcal → save, favourite, log on another day', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughForm(page, newAccount('Fran'));
    await acceptDisclosure(page);
    await page.getByRole('heading', { name: /, Fran$/ }).waitFor();
    await page.getByTestId('calories-eaten').waitFor();
    const before = await caloriesOnDashboard(page);

    await openFromSidebar(page, 'Food Log', '/food-log');
    await page.getByRole('button', { name: 'Add food to Breakfast' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Search foods' }).fill('banana');
    const results = dialog.getByRole('list', { name: 'Search results' });
    // The name people say, with USDA's description as the detail.
    await results
      .getByRole('button', { name: /^Bananas\s*Bananas, raw/ })
      .first()
      .click();
    const portion = dialog.getByRole('form', { name: 'Portion of Bananas' });
    await portion.getByLabel('Quantity').fill('1');
    await portion.getByLabel('Unit').selectOption('medium');
    const preview = Number(((await dialog.getByTestId('portion-calories').textContent()) ?? '').replace(/[^0-9.]/g, ''));
    expect(preview).toBeGreaterThan(95);
    expect(preview).toBeLessThan(115);
    await portion.getByRole('button', { name: 'Add to Breakfast' }).click();

    const breakfast = page.getByRole('list', { name: 'Breakfast items' });
    await breakfast.getByText('Bananas', { exact: true }).waitFor();
    // The optimistic row is replaced by the server's.
    await breakfast.locator('li[aria-busy="true"]').waitFor({ state: 'detached' });

    await openFromSidebar(page, 'Dashboard', '/dashboard');
    await page.waitForFunction(
      (minimum) => Number(document.querySelector('[data-testid="calories-eaten"]')?.textContent?.replace(/[^0-9.]/g, '')) >= minimum,
      before + 95,
    );
    const rise = (await caloriesOnDashboard(page)) - before;
    expect(rise).toBeGreaterThan(95);
    expect(rise).toBeLessThan(115);

    // Save the breakfast to My Foods.
    await openFromSidebar(page, 'Food Log', '/food-log');
    await page.getByRole('button', { name: 'More for Breakfast' }).click();
    await page.getByRole('menuitem', { name: 'Save meal to My Foods' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save breakfast to My Foods' });
    await saveDialog.getByLabel('Name').fill('Banana breakfast');
    await saveDialog.getByRole('button', { name: 'Save to My Foods' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved “Banana breakfast” to My Foods.' }).waitFor();

    // Favourite it and log it on the previous day from My Foods.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My Foods' }).click();
    await page.waitForURL('**/my-foods');
    const card = page.getByRole('listitem', { name: 'Banana breakfast' });
    await card.getByRole('button', { name: 'Add Banana breakfast to favourites' }).click();
    await card.getByRole('button', { name: 'Remove Banana breakfast from favourites' }).waitFor();

    await page.getByRole('navigation', { name: 'Day' }).getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('navigation', { name: 'Day' }).getByText('Yesterday').waitFor();
    await card.getByRole('button', { name: 'Log Banana breakfast to Breakfast, Yesterday' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Logged Banana breakfast/ })
      .waitFor();

    await openFromSidebar(page, 'Food Log', '/food-log');
    await page.getByRole('navigation', { name: 'Day' }).getByText('Yesterday').waitFor();
    await page.getByRole('list', { name: 'Breakfast items' }).getByText('Bananas', { exact: true }).waitFor();
    await context.close();
  });
});
