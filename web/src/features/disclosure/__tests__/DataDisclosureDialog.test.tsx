import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardResponse, installFakeServer, storeSignedInSession, viewerResponse } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

function firstSignIn() {
  const user = storeSignedInSession({}, { disclosureAccepted: false });
  return installFakeServer({
    AuthProviderQuery: () => viewerResponse(user),
    DashboardPageQuery: () => dashboardResponse(user),
    revokeSessionMutation: () => ({ data: { logout: { revoked: true } } }),
  });
}

describe('data collection and privacy disclosure', () => {
  it('keeps Accept disabled until the read button was pressed, then closes on accept', async () => {
    firstSignIn();
    renderApp('/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Data Collection and Privacy Disclosure' });
    for (const heading of ['What data is collected', 'How data is used', 'Data sharing and security']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const accept = within(dialog).getByRole('button', { name: 'Accept & Continue' });
    expect(accept).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Have Read This Disclosure' }));
    expect(accept).toBeEnabled();
    await userEvent.click(accept);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('dataDisclosureAccepted')).toBe('true');
  });

  it('cannot be dismissed with Escape', async () => {
    firstSignIn();
    renderApp('/dashboard');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('logs out on Decline & Exit', async () => {
    const { requests } = firstSignIn();
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline & Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('dataDisclosureAccepted')).toBeNull();
    expect(requests.some((request) => request.operationName === 'revokeSessionMutation')).toBe(true);
  });
});
