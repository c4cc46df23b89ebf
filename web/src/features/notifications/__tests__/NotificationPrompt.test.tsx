import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import { NotificationPrompt } from '../NotificationPrompt';

const auth = { user: { id: 'VXNlcjox', tier: 'free' }, isAuthenticated: true, isNewUser: false } as unknown as AuthContextValue;

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T18:00:00Z').getTime();
let requestPermission: jest.Mock<() => Promise<NotificationPermission>>;

function installBrowserPush(permission: NotificationPermission) {
  requestPermission = jest.fn<() => Promise<NotificationPermission>>();
  Object.assign(window, { Notification: { permission, requestPermission }, PushManager: class {} });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

function renderPrompt(isBlocked = false) {
  const environment = createMockEnvironment();
  const view = render(
    <AuthContext.Provider value={auth}>
      <RelayEnvironmentProvider environment={environment}>
        <NotificationPrompt isBlocked={isBlocked} />
      </RelayEnvironmentProvider>
    </AuthContext.Provider>,
  );
  return { environment, ...view };
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
const prompt = () => screen.queryByRole('dialog', { name: /Get a daily reminder/ });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  installBrowserPush('default');
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { Notification?: unknown }).Notification;
  delete (window as { PushManager?: unknown }).PushManager;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notification prompt', () => {
  it('appears 5 seconds after sign-in', async () => {
    renderPrompt();
    await advance(4999);
    expect(prompt()).not.toBeInTheDocument();
    await advance(1);
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remind me later' })).toBeInTheDocument();
  });

  it('waits while something else is in front', async () => {
    const { rerender, environment } = renderPrompt(true);
    await advance(10_000);
    expect(prompt()).not.toBeInTheDocument();
    rerender(
      <AuthContext.Provider value={auth}>
        <RelayEnvironmentProvider environment={environment}>
          <NotificationPrompt isBlocked={false} />
        </RelayEnvironmentProvider>
      </AuthContext.Provider>,
    );
    expect(prompt()).toBeInTheDocument();
  });

  it("'No thanks' hides it for 30 days", async () => {
    renderPrompt();
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('notificationPromptDismissedAt')).toBe(String(NOW + 5000));

    for (const [days, isShown] of [
      [29, false],
      [30, true],
    ] as const) {
      jest.setSystemTime(NOW + 5000 + days * DAY - 5000);
      const { unmount } = renderPrompt();
      await advance(5000);
      expect({ days, isShown: prompt() !== null }).toEqual({ days, isShown });
      unmount();
    }
  });

  it("'Remind me later' (or closing it) hides it for 7 days", async () => {
    renderPrompt();
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('notificationPromptRemindLaterAt')).toBe(String(NOW + 5000));

    for (const [days, isShown] of [
      [6, false],
      [7, true],
    ] as const) {
      jest.setSystemTime(NOW + 5000 + days * DAY - 5000);
      const { unmount } = renderPrompt();
      await advance(5000);
      expect({ days, isShown: prompt() !== null }).toEqual({ days, isShown });
      unmount();
    }
  });

  it('is not offered when the browser already allowed or blocked notifications', async () => {
    for (const permission of ['granted', 'denied'] as const) {
      installBrowserPush(permission);
      const { unmount } = renderPrompt();
      await advance(5000);
      expect(prompt()).not.toBeInTheDocument();
      unmount();
    }
  });

  it('tells the user when permission is denied, or the request fails', async () => {
    renderPrompt();
    await advance(5000);
    requestPermission.mockResolvedValueOnce('denied');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    expect(await screen.findByText('Notification permission denied. You can enable it later in your browser settings.')).toBeInTheDocument();
    requestPermission.mockRejectedValueOnce(new Error('blocked by policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    expect(await screen.findByText('Failed to request notification permission')).toBeInTheDocument();
    expect(prompt()).toBeInTheDocument();
  });
});
