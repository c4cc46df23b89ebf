import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardResponse, installFakeServer, storeSignedInSession, viewerResponse } from '../../test/fakeServer';
import { setViewportWidth } from '../../test/matchMedia';
import { renderApp } from '../../test/renderApp';

function signedIn(tier: 'free' | 'pro' = 'free') {
  const user = storeSignedInSession({ tier });
  installFakeServer({ AuthProviderQuery: () => viewerResponse(user), DashboardPageQuery: () => dashboardResponse(user) });
}

describe('AppLayout', () => {
  it('on wide screens shows the permanent sidebar, with Social and My Foods below its six links, and no bottom navigation', async () => {
    setViewportWidth(1440);
    signedIn();
    renderApp('/supplements');
    const sidebar = await screen.findByTestId('sidebar', {}, { timeout: 4000 });
    const main = await within(sidebar).findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Food Log', 'Supplements', 'Bloodwork', 'Analysis', 'Profile']);
    // Social and My Foods are not among the spec's six, but a wide screen must reach them too.
    expect(
      within(within(sidebar).getByRole('navigation', { name: 'More' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Social', 'My Foods']);
    expect(within(sidebar).getByText('Free Tier')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('on small screens uses a drawer and a five-tab bottom navigation whose More reaches every other page', async () => {
    setViewportWidth(390);
    signedIn('pro');
    const { router } = renderApp('/supplements');
    const bottom = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Food Log', 'Supplements', 'Social']);
    expect(within(bottom).getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByText('Pro Tier')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Bloodwork' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bloodwork'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());

    // The spec's other bottom destinations (My Foods, and Social again with it) are one tap behind More.
    await userEvent.click(await within(bottom).findByRole('button', { name: 'More' }));
    // `hidden: true`: in jsdom, Fluent's modalizer (tabster, first loaded with this overlay) leaves a stale aria-hidden
    // on a re-opened surface; in Chromium it is exposed (web/e2e/app.test.ts opens the drawer through the a11y tree).
    const more = await screen.findByRole('navigation', { name: 'More', hidden: true });
    expect(
      within(more)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Social', 'My Foods']);
    await userEvent.click(within(more).getByRole('link', { name: 'Social', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/social'));
  });

  it('has an avatar menu with the first letter of the first name, the spec entries and Billing', async () => {
    signedIn();
    renderApp('/supplements');
    const avatarButton = await screen.findByRole('button', { name: 'Account menu for Jane' });
    expect(avatarButton).toHaveTextContent('J');
    await userEvent.click(avatarButton);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Billing', 'Home', 'My Foods', 'Privacy Policy', 'Terms of Service', 'Logout']);
    expect(avatarButton).toHaveAttribute('aria-expanded', 'true');
    // (Fluent moves focus to the first item in a browser; jsdom's layout-less elements defeat its visibility check.)
    within(menu).getAllByRole('menuitem')[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(avatarButton).toHaveAttribute('aria-expanded', 'false'));
    expect(avatarButton).toHaveFocus();
    // Clicking the avatar toggles the menu.
    await userEvent.click(avatarButton);
    await waitFor(() => expect(avatarButton).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(avatarButton);
    await waitFor(() => expect(avatarButton).toHaveAttribute('aria-expanded', 'false'));
  });

  it("opens the assistant from the food log's camera button, which tells a free user in the chat that photo logging is Pro", async () => {
    const user = storeSignedInSession({ tier: 'free' });
    installFakeServer({
      AuthProviderQuery: () => viewerResponse(user),
      DashboardPageQuery: () => dashboardResponse(user),
      AssistantChatQuery: () => ({
        data: {
          viewer: {
            id: 'Vmlld2VyOjE=',
            user: { id: user.id, tier: 'free', preferredAIModel: 'gpt-4o-mini', usage: { aiAssistantMessages: 0 }, usageLimits: { aiAssistantMessages: 10 } },
            assistantConversation: { edges: [] },
          },
          aiModels: [{ id: 'gpt-4o-mini', vision: true, available: true }],
        },
      }),
    });
    renderApp('/food-log');
    await userEvent.click(await screen.findByRole('button', { name: 'Log a meal from a photo' }, { timeout: 8000 }));
    // `hidden: true`: see the drawer test above (jsdom only; checked in Chromium).
    const dialog = await screen.findByRole('dialog', { name: 'AI assistant', hidden: true }, { timeout: 4000 });
    expect(await within(dialog).findByText(/^Photo food logging is available for Pro members only/, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
