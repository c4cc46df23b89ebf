import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { TEST_USER } from '../../../test/fakeServer';
import { ThemeProvider } from '../../../shell/theme/ThemeProvider';
import { AuthContext, type AuthContextValue } from '../../auth/AuthContext';

export const ADMIN = { ...TEST_USER, id: 'VXNlcjphZG1pbg', email: 'admin@example.com', role: 'admin' };

/** An admin screen inside a router, a signed-in admin and a mock Relay environment the test answers. */
export function renderAdmin(ui: ReactElement, path = '/admin?tab=users') {
  const environment = createMockEnvironment();
  const auth = {
    user: ADMIN,
    isCheckingSession: false,
    isNewUser: false,
    authError: null,
    signedOutDestination: '/landing',
    isAuthenticated: true,
  } as unknown as AuthContextValue;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <AuthContext.Provider value={auth}>
              <Suspense fallback="loading">{ui}</Suspense>
            </AuthContext.Provider>
          </RelayEnvironmentProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { environment, router };
}

type Environment = ReturnType<typeof createMockEnvironment>;

/** The most recent operation's name and variables, then answers it from the resolvers. */
export async function answer(environment: Environment, resolvers: MockResolvers = {}) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return { name: operation.request.node.operation.name, variables: operation.request.variables };
}
