import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { acceptDisclosure, launchChromium, newAccount, newPage, registerThroughForm } from './browser';

// A real lab report (a demo liver-function panel) from the server's extraction fixtures.
const SAMPLE_REPORT = join(__dirname, '..', '..', 'server', 'src', 'modules', 'bloodwork', '__tests__', 'fixtures', 'in_mylab_lft.pdf');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('bloodwork and supplements', () => {
  it('upload a lab report → review and correct → save → values, flags and a trend chart; then log a supplement', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughForm(page, newAccount('Rosalind'));
    await acceptDisclosure(page);

    await page.goto('/bloodwork');
    await page.getByRole('heading', { name: 'Bloodwork' }).waitFor();

    // A file that is not a PDF is refused by its bytes, with a clear message.
    await page.getByLabel('Lab report PDF').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await page.getByText('The file is not a PDF. Upload the lab report as a PDF file.').waitFor();

    await page.getByLabel('Lab report PDF').setInputFiles(SAMPLE_REPORT);
    await page.getByRole('region', { name: 'Review the values found' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('review')).toBeTruthy();
    const matched = page.getByRole('region', { name: /^Matched \(\d+\)$/ });
    await matched.waitFor();

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
    const history = page.getByRole('list', { name: 'Bloodwork history' });
    // count() does not wait: wait until the list has rendered its entry.
    await history.getByRole('listitem').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.textContent()).toContain('Sep 14, 2024');
    const trend = page.getByRole('region', { name: 'Total bilirubin trend' });
    await trend.getByRole('img', { name: /Total bilirubin: Sep 14, 2024 1\.3 mg\/dL/ }).waitFor();

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
