import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { acceptDisclosure, DESKTOP, launchChromium, newAccount, newPage, PHONE, registerThroughForm } from './browser';

// Real lab reports from the server's extraction fixtures: a liver-function panel with its collection date, and a
// lipid panel that prints none.
const FIXTURES = join(__dirname, '..', '..', 'server', 'src', 'modules', 'bloodwork', '__tests__', 'fixtures');
const SAMPLE_REPORT = join(FIXTURES, 'in_mylab_lft.pdf');
const UNDATED_REPORT = join(FIXTURES, 'in_drlogy_lipid.pdf');

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** With E2E_SCREENSHOT_DIR set: the page at desktop and phone size, then back to desktop. */
async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('bloodwork and supplements', () => {
  it('upload a lab report → a draft that needs review and counts nowhere → correct and save → values, flags and a trend chart; discard another; then log a supplement', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughForm(page, newAccount('Rosalind'));
    await acceptDisclosure(page);

    await page.goto('/bloodwork');
    await page.getByRole('heading', { name: 'Bloodwork' }).waitFor();

    // A file that is neither a PDF nor a photo is refused by its bytes, with a clear message.
    await page.getByLabel('Lab report PDF or photo').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await page.getByText('The file is not a PDF or a photo. Upload the lab report as a PDF, or a photo of it (JPEG, PNG or HEIC).').waitFor();

    await page.getByLabel('Lab report PDF or photo').setInputFiles(SAMPLE_REPORT);
    await page.getByRole('region', { name: 'Review the values found' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('review')).toBeTruthy();
    expect(await page.getByRole('region', { name: 'Review the values found' }).textContent()).toContain('Printed on the report: Sep 14, 2024');

    // Until it is saved the upload is a draft: listed as needing review, and not in the trends.
    await page.goto('/bloodwork');
    const history = page.getByRole('list', { name: 'Bloodwork history' });
    const draftItem = history.getByRole('listitem').first();
    await draftItem.getByText('Needs review').waitFor();
    expect(await draftItem.textContent()).toContain('Sep 14, 2024');
    await page.getByText('Your markers appear here over time once you save results.').waitFor();
    await screenshots(page, 'history-with-draft');
    await draftItem.getByRole('button').click();
    await page.getByRole('region', { name: 'Review the values found' }).waitFor();
    const matched = page.getByRole('region', { name: /^Matched \(\d+\)$/ });
    await matched.waitFor();
    await screenshots(page, 'review');

    // Correct one value before confirming.
    const bilirubin = page.getByLabel('Value for Total bilirubin');
    expect(await bilirubin.inputValue()).toBe('1.1');
    await bilirubin.fill('1,3');
    await page.getByRole('button', { name: 'Save results' }).click();

    await page.getByRole('region', { name: 'Results of Sep 14, 2024' }).waitFor();
    const liver = page.getByRole('region', { name: 'Liver' });
    const bilirubinRow = liver.getByRole('row', { name: /^Total bilirubin/ });
    // The corrected 1.3 is above the 0.1–1.2 range, so it is flagged, in words as well as colour.
    expect(await bilirubinRow.textContent()).toContain('1.3 mg/dL');
    expect(await bilirubinRow.textContent()).toContain('0.1 – 1.2');
    expect(await bilirubinRow.textContent()).toContain('High');
    // Indirect bilirubin keeps the range printed on the report (0.1–0.7, not the default).
    const indirect = await liver.getByRole('row', { name: /^Indirect bilirubin/ }).textContent();
    expect(indirect).toContain('0.1 – 0.7');
    expect(indirect).toContain('printed on the report');
    expect(indirect).toContain('High');
    const pdfLink = page.getByRole('link', { name: /Open the PDF/ });
    expect(await pdfLink.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/bloodwork\/.+\/pdf\?expires=/);

    await page.getByRole('button', { name: 'All results' }).click();
    // count() does not wait: wait until the list has rendered its entry.
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.textContent()).toContain('Sep 14, 2024');
    expect(await history.textContent()).not.toContain('Needs review');
    const trend = page.getByRole('region', { name: 'Total bilirubin trend' });
    await trend.getByRole('img', { name: /Total bilirubin: Sep 14, 2024 1\.3 mg\/dL/ }).waitFor();

    // A report without a printed date: the review asks for one; discarding removes the draft.
    await page.getByLabel('Lab report PDF').setInputFiles(UNDATED_REPORT);
    await page.getByRole('region', { name: 'Review the values found' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel(/Collection date/).inputValue()).toBe('');
    await page.getByText('No collection date was found on the report. Enter the date your sample was taken.').waitFor();
    expect(await page.getByText(/Read as/).count()).toBe(0);
    await screenshots(page, 'review-without-date');
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('region', { name: 'Total bilirubin trend' }).waitFor();
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.textContent()).not.toContain('Needs review');

    await page.goto('/supplements');
    await page.getByRole('textbox', { name: /What did you take/ }).fill('Vitamin D3 2000 IU');
    const preview = page.getByRole('region', { name: 'Understood as' });
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Vitamin D3');
    await page.getByRole('button', { name: 'Log', exact: true }).click();
    const todays = page.getByRole('list', { name: "Today's supplements" });
    await todays.getByText(/Vitamin D3/).waitFor();
    expect(await page.getByRole('region', { name: "Today's nutrients from supplements" }).textContent()).toContain('Vitamin D');
    await context.close();
  });
});
