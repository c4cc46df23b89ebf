import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardDayResponse, dashboardResponse, installFakeServer, storeSignedInSession, viewerResponse } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { DATA_DISCLOSURE_VERSION } from '../dataDisclosureVersion';

function firstSignIn() {
  const user = storeSignedInSession({}, { disclosureAccepted: false });
  return installFakeServer({
    AuthProviderQuery: () => viewerResponse(user),
    DashboardPageQuery: () => dashboardResponse(user),
    DashboardDayQuery: dashboardDayResponse,
    revokeSessionMutation: () => ({ data: { logout: { revoked: true } } }),
    useAcceptDataDisclosureMutation: () => ({ data: { acceptDataDisclosure: { dataDisclosure: { isAccepted: true } } } }),
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

  it('records the acceptance on the server with the version that was shown', async () => {
    const { requests } = firstSignIn();
    renderApp('/dashboard');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Have Read This Disclosure' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept & Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const accepted = requests.find((request) => request.operationName === 'useAcceptDataDisclosureMutation');
    expect(accepted?.variables).toEqual({ input: { version: DATA_DISCLOSURE_VERSION } });
    expect(JSON.parse(window.localStorage.getItem('user')!).hasAcceptedDataDisclosure).toBe(true);
  });

  it('is asked of a second person on the same browser, whatever the first one accepted', async () => {
    // The first person accepted on this browser (the old device-wide flag is set), then signed out.
    window.localStorage.setItem('dataDisclosureAccepted', 'true');
    const second = storeSignedInSession({ id: 'VXNlcjoy', email: 'sam@example.com', firstName: 'Sam' }, { disclosureAccepted: false });
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(second),
      DashboardPageQuery: () => dashboardResponse(second),
      DashboardDayQuery: dashboardDayResponse,
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('alertdialog', { name: 'Data Collection and Privacy Disclosure' })).toBeInTheDocument();
  });

  it('asks again when the server says the accepted version is no longer current', async () => {
    // Stored as accepted on this device; the server answers that a newer disclosure has not been accepted.
    const user = storeSignedInSession({}, { disclosureAccepted: true });
    installFakeServer({
      AuthProviderQuery: () => viewerResponse({ ...user, hasAcceptedDataDisclosure: false }),
      DashboardPageQuery: () => dashboardResponse(user),
      DashboardDayQuery: dashboardDayResponse,
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('stays open with the server’s message when the acceptance cannot be saved', async () => {
    const user = storeSignedInSession({}, { disclosureAccepted: false });
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      DashboardPageQuery: () => dashboardResponse(user),
      DashboardDayQuery: dashboardDayResponse,
      useAcceptDataDisclosureMutation: () => ({
        errors: [{ message: 'The disclosure has been updated since you opened it.', extensions: { code: 'BAD_USER_INPUT' } }],
        data: null,
      }),
    });
    renderApp('/dashboard');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Have Read This Disclosure' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept & Continue' }));
    expect(await within(dialog).findByText('The disclosure has been updated since you opened it.')).toBeInTheDocument();
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
