import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';
import type { SessionUser } from '../../auth/storedSession';
import { TourProvider } from '../TourProvider';
import { useTour } from '../TourContext';
import type { TutorialStep } from '../tutorials';

export const user: SessionUser = {
  id: 'VXNlcjox',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: null,
  role: 'user',
  hasAcceptedDataDisclosure: true,
  tier: 'free',
  preferredAIModel: 'gpt-3.5-turbo',
  unitSystem: 'metric',
};

/** jsdom lays nothing out: marked areas count as visible unless they carry data-hidden. */
export function layOutVisibleTargets() {
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const rects = this.hasAttribute('data-hidden') ? [] : [new DOMRect(0, 0, 100, 40)];
    return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
  });
}

let tourControls: ReturnType<typeof useTour> | null = null;
function TourHandle() {
  tourControls = useTour();
  return null;
}

export function tour() {
  if (!tourControls) throw new Error('tour not rendered');
  return tourControls;
}

interface HarnessOptions {
  path?: string;
  isNewUser?: boolean;
  tutorials?: Record<string, unknown>;
  /** Marked areas per route: `{ '/a': ['one', 'two'] }` renders data-tour="one" and data-tour="two" there. */
  pages?: Record<string, string[]>;
  hidden?: string[];
  extra?: ReactNode;
  tier?: SessionUser['tier'];
}

export function renderTour({ path = '/a', isNewUser = false, tutorials, pages = {}, hidden = [], extra, tier = 'free' }: HarnessOptions) {
  const clearNewUserFlag = jest.fn();
  let setTier: (tier: SessionUser['tier']) => void = () => undefined;

  function FakeAuth({ children }: { children: ReactNode }) {
    const [currentTier, changeTier] = useState(tier);
    setTier = changeTier;
    const value = {
      user: { ...user, tier: currentTier },
      isAuthenticated: true,
      isCheckingSession: false,
      isNewUser,
      authError: null,
      signedOutDestination: '/landing',
      clearNewUserFlag,
    } as unknown as AuthContextValue;
    return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  }

  const page = (route: string) => (
    <main>
      <h1>{route}</h1>
      {(pages[route] ?? []).map((name) => (
        <div key={name} data-tour={name} {...(hidden.includes(name) ? { 'data-hidden': '' } : {})}>
          {name}
        </div>
      ))}
    </main>
  );
  const routes = ['/a', '/b', '/c', '/food-log', '/supplements', '/bloodwork', '/analysis', '/profile'];
  const router = createMemoryRouter(
    [
      {
        element: (
          <FakeAuth>
            <TourProvider {...(tutorials ? { tutorials } : {})}>
              <TourHandle />
              {extra}
              <Outlet />
            </TourProvider>
          </FakeAuth>
        ),
        children: routes.map((route) => ({ path: route, element: page(route) })),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, clearNewUserFlag, setTier: (next: SessionUser['tier']) => act(() => setTier(next)), ...view };
}

export const step = (target: string, title: string, navigateTo?: string): TutorialStep => ({
  target: target === 'body' ? 'body' : `[data-tour="${target}"]`,
  placement: target === 'body' ? 'center' : 'bottom',
  title,
  content: `${title} content`,
  disableBeacon: true,
  ...(navigateTo ? { navigateTo } : {}),
});

export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
