import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { dashboardDayResponse, dashboardResponse, installFakeServer, storeSignedInSession, viewerResponse } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { useAuth } from '../useAuth';

describe('route guards', () => {
  it('sends an anonymous visitor of a protected route to /landing', async () => {
    installFakeServer({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(await screen.findByRole('heading', { name: /Eat well/ })).toBeInTheDocument();
  });

  it('shows the landing page on / to an anonymous visitor', async () => {
    installFakeServer({});
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /Eat well/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user on /login to /dashboard', async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      DashboardPageQuery: () => dashboardResponse(user),
      DashboardDayQuery: dashboardDayResponse,
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: /Jane/ })).toBeInTheDocument();
  });

  it('sends a signed-in user on /signup and / to /dashboard', async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      DashboardPageQuery: () => dashboardResponse(user),
      DashboardDayQuery: dashboardDayResponse,
    });
    const { router } = renderApp('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows Access Denied to a signed-in non-admin on /admin and /admin-reports', async () => {
    const user = storeSignedInSession({ role: 'user' });
    installFakeServer({ AuthProviderQuery: () => viewerResponse(user) });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    await act(() => router.navigate('/admin-reports'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('lets an admin into /admin', async () => {
    const user = storeSignedInSession({ role: 'admin' });
    installFakeServer({ AuthProviderQuery: () => viewerResponse(user) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor of /admin to /login', async () => {
    installFakeServer({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('keeps the session when the session check meets a server error', async () => {
    const user = storeSignedInSession();
    installFakeServer({
      AuthProviderQuery: () => ({ data: null, errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      DashboardPageQuery: () => dashboardResponse(user),
      DashboardDayQuery: dashboardDayResponse,
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: /Jane/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it('drops a stored token the server no longer accepts, silently', async () => {
    storeSignedInSession();
    installFakeServer({ AuthProviderQuery: () => viewerResponse(null) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    const Orphan = () => {
      useAuth();
      return null;
    };
    const original = console.error;
    console.error = () => undefined;
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    console.error = original;
  });
});
