import { jest } from '@jest/globals';
import type { SessionUser } from '../features/auth/storedSession';
import { LOCAL_STORAGE_KEYS } from '../shell/localStorageKeys';

export const TEST_USER: SessionUser = {
  id: 'VXNlcjox',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'user',
  tier: 'free',
  preferredAIModel: 'gpt-3.5-turbo',
  unitSystem: 'metric',
};

/** Puts a signed-in session in local storage, as a previous visit would have left it. */
export function storeSignedInSession(user: Partial<SessionUser> = {}, { disclosureAccepted = true } = {}): SessionUser {
  const sessionUser = { ...TEST_USER, ...user };
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'test-token');
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.user, JSON.stringify(sessionUser));
  if (disclosureAccepted) window.localStorage.setItem(LOCAL_STORAGE_KEYS.disclosureAccepted, 'true');
  return sessionUser;
}

type Responder = (variables: Record<string, unknown>) => unknown;

/**
 * Replaces fetch with a fake GraphQL server answering by operation name. Unknown
 * operations get `{ data: null }`; every request is recorded.
 */
export function installFakeServer(responders: Record<string, Responder>) {
  const requests: Array<{ operationName: string; variables: Record<string, unknown>; authorization: string | null }> = [];
  const fetchMock = jest.fn(async (_url: unknown, init?: { body?: unknown; headers?: Record<string, string> }) => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    requests.push({ operationName, variables, authorization: init?.headers?.Authorization ?? null });
    const responder = responders[operationName];
    const body = responder ? responder(variables) : { data: null };
    return { status: 200, json: async () => body } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}

export function viewerResponse(user: SessionUser | null) {
  return { data: { viewer: user ? { id: 'Vmlld2VyOjE=', user: { __typename: 'User', ...user } } : null } };
}

export const dashboardResponse = (user: SessionUser) => ({
  data: {
    viewer: {
      id: 'Vmlld2VyOjE=',
      user: { id: user.id, firstName: user.firstName, weight: null, height: null, dateOfBirth: null, gender: null },
      nutritionTargets: { calories: 2000, protein: 50, carbs: 300, fat: 67 },
    },
  },
});
