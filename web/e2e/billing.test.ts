import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { acceptDisclosure, baseUrl, DESKTOP, launchChromium, logInThroughForm, newAccount, newPage, PHONE, type TestAccount } from './browser';

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A free user with one bloodwork entry, set up through the REST API (those screens are not under test here). */
async function freeUserWithBloodwork(account: TestAccount): Promise<void> {
  const registered = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, firstName: account.firstName }),
  });
  const { token } = (await registered.json()) as { token: string };
  const entry = await fetch(`${baseUrl()}/api/bloodwork/manual`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      date: new Date().toISOString().slice(0, 10),
      labValues: [
        { name: 'Ferritin', value: 9 },
        { name: 'LDL', value: 162 },
      ],
    }),
  });
  if (entry.status !== 201) throw new Error(`bloodwork not saved: ${await entry.text()}`);
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP / postal code').fill('10001');
  await page.getByRole('button', { name: 'Subscribe for $9.99 a month' }).click();
}

describe('Pro subscription in the sandbox', () => {
  it('a declined card stays Free; 4242 upgrades at once; bloodwork analysis; pause, resume, cancel; the invoice and its receipt', async () => {
    const account = newAccount('Grace');
    await freeUserWithBloodwork(account);
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, account);
    await acceptDisclosure(page);

    await page.goto('/upgrade');
    await page.getByText('Sandbox — no real money').waitFor();
    await page.getByText('Free Tier').first().waitFor();

    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Failed to save payment method').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    expect(await page.getByText('Pro Tier').count()).toBe(0);

    await payWith(page, '4242 4242 4242 4242');
    await page.getByText('Welcome to Pro, Grace!').waitFor();
    // The tier turns Pro in the shell at once, without a reload.
    await page.getByText('Pro Tier').first().waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade to Pro' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Analyse bloodwork' }).waitFor();
    await page.goto('/analysis');
    await page.getByRole('tab', { name: 'Bloodwork', exact: true }).click();
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await page
      .getByTestId('analysis-detail')
      .getByText(/Ferritin/)
      .first()
      .waitFor({ timeout: 30_000 });

    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByText('Sandbox — no real money').waitFor();
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await subscription.getByText('Active').waitFor();
    await subscription.getByText(/\$9\.99 on /).waitFor();

    await subscription.getByRole('button', { name: 'Pause subscription' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause your subscription?' });
    await pauseDialog.getByText(/you are not charged, and Pro features/).waitFor();
    await pauseDialog.getByRole('button', { name: 'Pause subscription' }).click();
    await subscription.getByText('Paused', { exact: true }).waitFor();
    await page.getByText('Free Tier').first().waitFor();

    await subscription.getByRole('button', { name: 'Resume subscription' }).click();
    await subscription.getByText('Active').waitFor();
    await page.getByText('Pro Tier').first().waitFor();

    await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await cancelDialog.getByText(/You keep Pro until .+ After that your account returns to the Free plan/).waitFor();
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await subscription.getByText('Canceled — ends at period end').waitFor();
    await subscription.getByRole('button', { name: 'Keep my subscription' }).waitFor();

    const history = page.getByRole('table', { name: 'Billing history' });
    const row = history.getByRole('row').nth(1);
    expect(await row.textContent()).toContain('$9.99');
    expect(await row.textContent()).toContain('Paid');
    expect(await row.textContent()).toContain('Visa •••• 4242');
    await row.getByRole('button', { name: /^Receipt NUTRI-/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await receipt.getByText(/Nutri Pro, /).waitFor();
    await receipt.getByText(`Grace (${account.email})`).waitFor();

    const methods = page.getByRole('list', { name: 'Saved payment methods' });
    expect(await methods.getByRole('listitem').count()).toBe(1);
    await methods.getByText('Primary Card').waitFor();

    // Elsewhere in the app the shell says that Pro is ending, with a way to Billing; a dismissal sticks.
    await page.goto('/dashboard');
    const notice = page.getByRole('group', { name: 'Billing notice' });
    await notice.getByText(/^Your Pro subscription ends on .+\. You can keep it from Billing\.$/).waitFor();
    await shoot(page, 'billing-notice-desktop');
    await page.setViewportSize(PHONE);
    await notice.waitFor();
    await shoot(page, 'billing-notice-phone');
    await page.setViewportSize(DESKTOP);
    await notice.getByRole('link', { name: 'Go to Billing' }).click();
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.goto('/food-log');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1000);
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('a card that asks for confirmation shows the confirmation step; confirming turns the account Pro; billing methods can be edited', async () => {
    const account = newAccount('Ada');
    await freeUserWithBloodwork(account);
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, account);
    await acceptDisclosure(page);
    await page.goto('/upgrade');
    await payWith(page, '4000 0027 6000 3184');
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your payment' });
    await confirm.getByText('Your bank asks you to confirm this payment of $9.99 to Nutri for one month of Pro.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText('Welcome to Pro, Ada!').waitFor();
    await page.getByText('Pro Tier').first().waitFor();

    await page.goto('/billing');
    const methods = page.getByRole('list', { name: 'Saved payment methods' });
    await methods.getByText('Primary Card').waitFor();
    await page.getByRole('button', { name: 'Actions for Primary Card' }).click();
    await page.getByRole('menuitem', { name: 'Rename or edit address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit payment method' });
    await edit.getByLabel('Nickname').fill('Travel card');
    await edit.getByLabel('City').fill('Lisbon');
    await edit.getByLabel('Country (2-letter code)').fill('PT');
    await edit.getByRole('button', { name: 'Save' }).click();
    await methods.getByText('Travel card').waitFor();
    await methods.getByText(/Lisbon/).waitFor();
    // The card paying for Pro cannot be removed while it does.
    await page.getByRole('button', { name: 'Actions for Travel card' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove payment method?' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.getByText(/Your Pro subscription is paid with this payment method/).waitFor();
    await context.close();
  });
});
