import { describe, expect, it } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { dashboardDayResponse, dashboardResponse, installFakeServer, storeSignedInSession, viewerResponse } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

describe('document titles', () => {
  it('each public route sets its own title', async () => {
    installFakeServer({});
    const { router } = renderApp('/landing');
    const expected: Array<[string, string]> = [
      ['/landing', 'Nutri — nutrition & health tracker'],
      ['/login', 'Sign in · Nutri'],
      ['/register', 'Create your account · Nutri'],
      ['/privacy', 'Privacy Policy · Nutri'],
      ['/terms', 'Terms of Service · Nutri'],
      ['/no-such-page', 'Page not found · Nutri'],
    ];
    for (const [path, title] of expected) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(document.title).toBe(title));
    }
  });

  it('each signed-in route sets its own title', async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      DashboardPageQuery: () => dashboardResponse(user),
      DashboardDayQuery: dashboardDayResponse,
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · Nutri'));
    const expected: Array<[string, string]> = [
      ['/food-log', 'Food Log · Nutri'],
      ['/supplements', 'Supplements · Nutri'],
      ['/analysis', 'Analysis · Nutri'],
      ['/profile', 'Profile · Nutri'],
      ['/my-foods', 'My Foods · Nutri'],
      ['/bloodwork', 'Bloodwork · Nutri'],
      ['/upgrade', 'Upgrade to Pro · Nutri'],
    ];
    for (const [path, title] of expected) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(document.title).toBe(title));
    }
  });
});
