import { afterEach, describe, expect, it } from '@jest/globals';
import type { RouteObject } from 'react-router';
import { routes } from '../router';
import { rememberSelectedDay, selectedDayKey } from '../shell/dayNavigation/selectedDay';
import { installFakeServer, storeSignedInSession } from '../test/fakeServer';

function findRoute(path: string, list: RouteObject[] = routes): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const child = route.children && findRoute(path, route.children);
    if (child) return child;
  }
  return undefined;
}

/** What the router does on navigation: resolve the route's lazy parts, then call its loader. */
async function navigateTo(path: string): Promise<void> {
  const route = findRoute(path);
  if (!route) throw new Error(`No route ${path}`);
  const { lazy } = route;
  const loader = typeof lazy === 'function' ? (await lazy()).loader : await (lazy?.loader as (() => Promise<unknown>) | undefined)?.();
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  await (loader as (args: unknown) => unknown)({ request: new Request(`http://localhost/${path}`), params: {}, context: undefined });
}

/** Every signed-in page with data, and the query it starts on navigation (the one it renders first). */
const DATA_ROUTES: Array<[string, string[]]> = [
  ['dashboard', ['DashboardPageQuery', 'DashboardDayQuery']],
  ['food-log', ['FoodLogDayQuery']],
  ['my-foods', ['SavedMealsListQuery']],
  ['supplements', ['SupplementsPageQuery']],
  ['bloodwork', ['BloodworkPageQuery']],
  ['analysis', ['AnalysisPageQuery']],
  ['profile', ['ProfilePageQuery']],
  ['social', ['SocialPageQuery']],
  ['upgrade', ['UpgradePageQuery']],
  ['billing', ['BillingPageQuery']],
  ['admin', ['AdminPageQuery']],
  ['admin-reports', ['AdminReportsPageQuery']],
];

afterEach(() => rememberSelectedDay(null));

describe('route preloading', () => {
  it.each(DATA_ROUTES)('navigating to /%s starts its query before the page renders', async (path, operations) => {
    storeSignedInSession();
    const { requests } = installFakeServer({});
    await navigateTo(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((request) => request.operationName)).toEqual(expect.arrayContaining(operations));
  });

  it.each([
    ['dashboard', 'DashboardDayQuery'],
    ['food-log', 'FoodLogDayQuery'],
    ['supplements', 'SupplementsPageQuery'],
  ])('/%s starts %s for the day the pages show, not always today', async (path, operation) => {
    storeSignedInSession();
    const { requests } = installFakeServer({});
    rememberSelectedDay('2026-03-14');
    await navigateTo(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.find((request) => request.operationName === operation)?.variables).toEqual({ date: '2026-03-14' });
  });

  it('starts nothing for anonymous visitors (the guard sends them away)', async () => {
    const { requests } = installFakeServer({});
    await navigateTo('food-log');
    expect(requests).toEqual([]);
    expect(selectedDayKey()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
