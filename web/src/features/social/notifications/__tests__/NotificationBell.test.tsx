import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { NotificationBell } from '../NotificationBell';

interface Item {
  kind: string;
  message: string;
  isRead: boolean;
  postId?: string | null;
  challengeId?: string | null;
}

function renderBell(unread: number, items: Item[]) {
  const environment = createMockEnvironment();
  let index = 0;
  // Each queued resolver answers one operation: enough for the bell, the list and the mutations.
  const resolver = (operation: Parameters<typeof MockPayloadGenerator.generate>[0]) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ id: 'Vmlld2VyOjE=', unreadSocialNotificationCount: unread }),
      SocialNotificationConnection: () => ({ edges: items.map(() => ({})), pageInfo: { hasNextPage: false, endCursor: null } }),
      SocialNotification: () => {
        const item = items[index % items.length]!;
        index++;
        return { id: `TjoK${index}`, postId: null, challengeId: null, createdAt: '2026-11-24T09:30:00.000Z', ...item };
      },
      SocialAuthor: () => ({ avatarLetter: 'A', avatarColor: '#0F6CBD' }),
    });
  environment.mock.queueOperationResolver(resolver);
  /** Answers the list's query once the panel asks for it. */
  const resolveList = async () => {
    const operation = await waitFor(() => {
      const pending = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'NotificationPanelQuery');
      expect(pending).toBeDefined();
      return pending!;
    });
    act(() => environment.mock.resolve(operation, resolver(operation)));
  };
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }], { initialEntries: ['/food-log'] });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, router, resolveList };
}

jest.setTimeout(20_000);
beforeAll(() => import('../NotificationPanel'));

describe('the notification bell', () => {
  it('names the unread count, opens the list, and follows a notification to its challenge, marking it read', async () => {
    const { environment, router, resolveList } = renderBell(3, [
      { kind: 'challenge_invite', message: 'Ana invited you to a challenge: Fortnight', isRead: false, challengeId: 'Q2g6MQ' },
      { kind: 'post_comment', message: 'Ben commented on your post', isRead: true, postId: 'UG9zdDox' },
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell.parentElement).toHaveTextContent('3');

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await resolveList();
    const invite = await within(panel).findByRole('link', { name: /Ana invited you to a challenge: Fortnight \(unread\)/ });
    expect(invite).toHaveAttribute('href', '/social#challenge-Q2g6MQ');
    expect(within(panel).getByRole('link', { name: /Ben commented on your post/ })).toHaveAttribute('href', '/social#post-UG9zdDox');

    fireEvent.click(invite);
    await waitFor(() => expect(router.state.location.hash).toBe('#challenge-Q2g6MQ'));
    const mutation = environment.mock.getAllOperations().find((operation) => operation.request.node.operation.name === 'useMarkSocialNotificationReadMutation');
    expect(mutation?.request.variables.input).toEqual({ notificationId: expect.any(String) });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks all read, closes on Escape with focus back on the bell, and reads plainly with nothing unread', async () => {
    const { environment, resolveList } = renderBell(1, [{ kind: 'friend_request', message: 'Cy sent you a friend request', isRead: false }]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await resolveList();
    expect(await within(panel).findByRole('link', { name: /Cy sent you a friend request/ })).toHaveAttribute('href', '/social#friends');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useMarkAllSocialNotificationsReadMutation'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('says just "Notifications" and shows no badge when everything is read', async () => {
    const { resolveList } = renderBell(0, []);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.parentElement?.textContent).toBe('');
    fireEvent.click(bell);
    await resolveList();
    expect(await screen.findByText(/Friend requests, comments, likes and challenge invites show up here/)).toBeInTheDocument();
  });
});
