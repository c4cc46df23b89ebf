import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { acceptDisclosure, baseUrl, launchChromium, logInThroughForm, newAccount, newPage, type TestAccount } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function graphqlRequest(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data ?? {};
}

/** A free user with three days of meals, set up through the API (the food log UI is not under test). */
async function freeUserWithMeals(account: TestAccount): Promise<void> {
  const data = await graphqlRequest('mutation E2eRegisterForAnalysis($input: RegisterInput!) { register(input: $input) { token } }', {
    input: { email: account.email, password: account.password, firstName: account.firstName },
  });
  const token = (data.register as { token: string }).token;
  for (let daysAgo = 0; daysAgo < 3; daysAgo += 1) {
    const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const meal of [
      { name: 'Oat porridge with milk', calories: 420, protein: 16, carbs: 62, fat: 11, mealType: 'breakfast' },
      { name: 'Chicken rice bowl', calories: 780, protein: 45, carbs: 90, fat: 22, mealType: 'lunch' },
    ]) {
      await graphqlRequest(
        'mutation E2eQuickAdd($input: QuickAddFoodInput!) { quickAddFood(input: $input) { item { id } } }',
        { input: { ...meal, date } },
        token,
      );
    }
  }
}

describe('analysis', () => {
  it('a free user runs three nutrition analyses, the fourth shows the limit with an upgrade prompt; reports work once', async () => {
    const account = newAccount('Nora');
    await freeUserWithMeals(account);
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, account);
    await acceptDisclosure(page);
    await page.goto('/analysis');
    await page.getByRole('heading', { name: 'Analysis', level: 1 }).waitFor();
    const usage = page.getByTestId('analysis-usage');
    await usage.getByText('0/3 analyses this month').waitFor();

    const run = page.getByRole('button', { name: 'Run analysis' });
    const detail = page.getByTestId('analysis-detail');
    for (let count = 1; count <= 3; count += 1) {
      await run.click();
      await usage.getByText(`${count}/3 analyses this month`).waitFor();
      await detail.getByText(/educational purposes/).waitFor();
    }
    expect(await page.getByRole('list', { name: 'Analyses' }).getByRole('listitem').count()).toBe(3);

    await run.click();
    const limit = page.getByRole('alert').filter({ hasText: 'Monthly limit reached' });
    await limit.waitFor();
    expect(await limit.textContent()).toContain('monthly limit of 3');
    const upgrade = limit.getByRole('link', { name: 'Upgrade to Pro' });
    expect(await upgrade.getAttribute('href')).toBe('/upgrade');
    await usage.getByText('3/3 analyses this month').waitFor();

    // Report the analysis on screen.
    await detail.getByRole('button', { name: 'Report AI-generated content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report AI-Generated Content' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit Report' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Inaccurate or misleading information' }).check();
    await dialog.getByRole('textbox', { name: 'Additional Details (Optional)' }).fill('The numbers look off.');
    await submit.click();
    const confirmation = page.getByRole('dialog', { name: 'Report Submitted' });
    await confirmation.getByText("Thank you for your feedback. We'll review this content and take appropriate action.").waitFor();
    await confirmation.waitFor({ state: 'hidden', timeout: 5000 });

    // The same analysis again: the server answers 409 and the dialog says so.
    await detail.getByRole('button', { name: 'Report AI-generated content' }).click();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('textbox', { name: 'Please specify the reason' }).fill('Second try');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'You have already reported this content. Each piece of content can only be reported once.' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
