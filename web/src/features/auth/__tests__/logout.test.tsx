import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardDayResponse, dashboardResponse, installFakeServer, storeSignedInSession, viewerResponse } from '../../../test/fakeServer';
import { setViewportWidth } from '../../../test/matchMedia';
import { renderApp } from '../../../test/renderApp';

function signedIn() {
  const user = storeSignedInSession();
  return installFakeServer({
    AuthProviderQuery: () => viewerResponse(user),
    DashboardPageQuery: () => dashboardResponse(user),
    DashboardDayQuery: dashboardDayResponse,
    revokeSessionMutation: () => ({ data: { logout: { revoked: true } } }),
  });
}

describe('after logout', () => {
  it('lands on /landing, and protected pages keep sending there (spec section 2)', async () => {
    setViewportWidth(1440);
    const { requests } = signedIn();
    const { router } = renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(await screen.findByRole('heading', { name: /Eat well/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(requests.some((request) => request.operationName === 'revokeSessionMutation')).toBe(true);

    for (const path of ['/food-log', '/analysis', '/profile']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    }
  }, 20000);

  it('from the avatar menu goes to /landing too', async () => {
    setViewportWidth(390);
    signedIn();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });
});
