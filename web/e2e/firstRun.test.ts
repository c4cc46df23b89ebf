import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { acceptDisclosure, DESKTOP, launchChromium, logInThroughForm, newAccount, newPage, PHONE, registerThroughApi, registerThroughForm } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const tooltip = (page: Page) => page.locator('.react-joyride__tooltip');

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Walks the first-time tour from its first step, returning the route each step was shown on. */
async function walkTour(page: Page, viewport: string): Promise<string[]> {
  const routes: string[] = [];
  for (let step = 1; step <= 9; step += 1) {
    await tooltip(page).waitFor();
    routes.push(pathOf(page));
    if (step === 1 || step === 3 || step === 9) await shoot(page, `tour-${viewport}-step${step}`);
    const next = step < 9 ? `Next (Step ${step} of 9)` : 'Last';
    await tooltip(page).getByRole('button', { name: next }).click();
    if (step < 9)
      await tooltip(page)
        .getByRole('button', { name: step + 1 < 9 ? `Next (Step ${step + 1} of 9)` : 'Last' })
        .waitFor();
  }
  await tooltip(page).waitFor({ state: 'detached' });
  return routes;
}

describe('first run', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: register → disclosure → targets step → the 9-step tour across routes → replay from Profile`, async () => {
      const { context, page } = await newPage(browser, { viewport }, { firstRun: true });
      await registerThroughForm(page, newAccount('Tess'));
      await acceptDisclosure(page);

      const targets = page.getByRole('dialog', { name: 'Set up your targets' });
      await targets.waitFor();
      const preview = targets.getByRole('region', { name: 'Your daily targets with these settings' });
      await expect(preview.textContent()).resolves.toContain('2,000');
      await targets.getByLabel('Weight (kg)').fill('60');
      await targets.getByLabel('Height (cm)').fill('165');
      await targets.getByLabel('Date of birth').fill('1990-05-01');
      await targets.getByLabel('Sex').selectOption('female');
      await page.waitForFunction(() => !document.querySelector('[aria-labelledby="macro-preview-title"]')?.textContent?.includes('2,000'));
      await shoot(page, `targets-${name}`);
      await targets.getByRole('button', { name: 'Save my targets' }).click();
      await targets.waitFor({ state: 'hidden' });

      const routes = await walkTour(page, name);
      expect(new Set(routes)).toEqual(new Set(['/food-log', '/supplements', '/bloodwork', '/analysis', '/profile']));
      expect(routes[0]).toBe('/food-log');
      expect(routes.at(-1)).toBe('/profile');
      expect(await page.evaluate(() => localStorage.getItem('tutorialCompleted'))).toBe('true');
      // The reminder prompt waits for the tour, then shows (5 s after sign-in at the earliest); later it would cover Profile.
      const reminderPrompt = page.getByRole('dialog', { name: 'Get a daily reminder?' });
      await reminderPrompt.waitFor({ timeout: 10_000 });
      await reminderPrompt.getByRole('button', { name: 'Remind me later' }).click();
      await reminderPrompt.waitFor({ state: 'detached' });
      // The saved targets now drive the app (female, 60 kg, 165 cm, born 1990, sedentary: about 1,580 kcal).
      await page.goto('/dashboard');
      await page
        .getByText(/1,5\d\d|1,6\d\d/)
        .first()
        .waitFor();

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Replay tutorial' }).click();
      await tooltip(page).getByText('Welcome to Nutri').waitFor();
      expect(pathOf(page)).toBe('/food-log');
      await tooltip(page).getByRole('button', { name: 'Skip' }).click();
      await tooltip(page).waitFor({ state: 'detached' });
      if (SCREENSHOTS) {
        await page.goto('/profile');
        await page.getByRole('switch', { name: 'Daily reminder' }).scrollIntoViewIfNeeded();
        await shoot(page, `reminders-${name}`);
      }
      await context.close();
    });
  }

  it('each tour marker exists once per screen', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const account = newAccount();
      await registerThroughApi(account);
      const { context, page } = await newPage(browser, { viewport });
      await logInThroughForm(page, account);
      await acceptDisclosure(page);
      for (const route of ['/food-log', '/supplements', '/bloodwork', '/analysis']) {
        await page.goto(route);
        await page
          .locator(`[data-tour="${route.slice(1)}"]`)
          .first()
          .waitFor();
        const counts = await page.evaluate(() => {
          const names = [...document.querySelectorAll('[data-tour]')].map((element) => element.getAttribute('data-tour'));
          return Object.fromEntries([...new Set(names)].map((markerName) => [markerName, names.filter((each) => each === markerName).length]));
        });
        expect({ route, counts }).toEqual({ route, counts: Object.fromEntries(Object.keys(counts).map((key) => [key, 1])) });
      }
      await context.close();
    }
  });

  it('the notification prompt appears 5 s after sign-in and Remind me later hides it', async () => {
    const account = newAccount();
    await registerThroughApi(account);
    const { context, page } = await newPage(browser, { viewport: PHONE }, { firstRun: true });
    await logInThroughForm(page, account);
    await acceptDisclosure(page);
    const shownAfter = Date.now();
    const prompt = page.getByRole('dialog', { name: 'Get a daily reminder?' });
    await prompt.waitFor({ timeout: 10_000 });
    const waited = Date.now() - shownAfter;
    expect(waited).toBeGreaterThan(3500);
    await shoot(page, 'prompt-phone');
    await prompt.getByRole('button', { name: 'Remind me later' }).click();
    await prompt.waitFor({ state: 'hidden' });
    const snoozedAt = Number(await page.evaluate(() => localStorage.getItem('notificationPromptRemindLaterAt')));
    expect(Math.abs(Date.now() - snoozedAt)).toBeLessThan(10_000);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(6500);
    expect(await prompt.isVisible()).toBe(false);

    await page.goto('/profile');
    await page.getByText('A daily nudge to log your meals').waitFor();
    await page.getByText('Reminders', { exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, 'reminders-phone');
    await context.close();
  });

  it('the service worker shows a pushed reminder as a notification', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: 'allow', permissions: ['notifications'] });
    await page.goto('/landing');
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const registration of updated) if (!registration.isDeleted) registrations.push(registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 250, timeout: 15_000 }).catch(() => page.reload());
    expect(registrations.length).toBeGreaterThan(0);

    const message = {
      title: '1,790 kcal left today',
      body: '210 of 2,000 kcal logged. Still to log: lunch and dinner.',
      url: '/food-log',
      tag: 'daily-reminder',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations.at(-1)!, data: JSON.stringify(message) });
    const shown = await page.waitForFunction(
      async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications();
        return notifications.length ? notifications.map((each) => ({ title: each.title, body: each.body, tag: each.tag, data: each.data as unknown })) : null;
      },
      undefined,
      { polling: 250, timeout: 10_000 },
    );
    expect(await shown.jsonValue()).toEqual([{ title: message.title, body: message.body, tag: 'daily-reminder', data: { url: '/food-log' } }]);
    await context.close();
  });
  it('clicking a reminder notification opens the app at the food log', async () => {
    const account = newAccount('Nico');
    await registerThroughApi(account);
    const { context, page } = await newPage(browser, { serviceWorkers: 'allow', permissions: ['notifications'] });
    await logInThroughForm(page, account);
    await acceptDisclosure(page);
    await page.goto('/supplements');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 250, timeout: 15_000 });
    expect(pathOf(page)).toBe('/supplements');

    // A real push through the DevTools protocol; the service worker shows it.
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const registration of updated) if (!registration.isDeleted) registrations.push(registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const deadline = Date.now() + 10_000;
    while (registrations.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
    const message = { title: 'Time to log your day', body: "You haven't logged any food today.", url: '/food-log', tag: 'daily-reminder' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations.at(-1)!, data: JSON.stringify(message) });
    await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length === 1, undefined, {
      polling: 250,
      timeout: 10_000,
    });

    // Headless Chromium has no notification to click: the click is dispatched in the service worker, on the
    // notification it showed, as the browser would.
    const worker = context.serviceWorkers().find((each) => each.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
    const clicked = await worker.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      let notifications: Notification[] = [];
      for (let tries = 0; tries < 50 && notifications.length === 0; tries += 1) {
        notifications = await scope.registration.getNotifications({ tag: 'daily-reminder' });
        if (notifications.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [notification] = notifications;
      if (!notification) return null;
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
        .NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
      return notification.title;
    });
    expect(clicked).toBe(message.title);

    await page.waitForURL((url) => url.pathname === '/food-log', { timeout: 15_000 });
    await page.locator('[data-tour="food-log"]').first().waitFor();
    // The clicked notification is closed.
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);
    await context.close();
  });
});
