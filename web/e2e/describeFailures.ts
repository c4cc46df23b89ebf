import { afterEach } from '@jest/globals';
import { consoleTails, openPages } from './browser';

// After a failed journey, each page it left open is printed (its address and what a screen reader would find there),
// then closed, so the next journey starts clean.
afterEach(async () => {
  if (!(globalThis as { __journeyFailed?: boolean }).__journeyFailed) return;
  for (const page of openPages) {
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    const consoleTail = consoleTails.get(page) ?? [];
    if (consoleTail.length > 0) console.warn(`e2e: the failed journey's page at ${page.url()} wrote to its console:\n${consoleTail.join('\n')}`);
    console.warn(`e2e: the failed journey's page at ${page.url()} showed:\n${snapshot}`);
    await page.context().close();
  }
});
