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
  hasAcceptedDataDisclosure: true,
};

/** Puts a signed-in session in local storage, as a previous visit would have left it. */
export function storeSignedInSession(user: Partial<SessionUser> = {}, { disclosureAccepted = true } = {}): SessionUser {
  const sessionUser = { ...TEST_USER, hasAcceptedDataDisclosure: disclosureAccepted, ...user };
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'test-token');
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.user, JSON.stringify(sessionUser));
  return sessionUser;
}

type Responder = (variables: Record<string, unknown>) => unknown;

/**
 * Replaces fetch with a fake GraphQL server answering by operation name. Unknown
 * operations get `{ data: null }`; every request is recorded.
 */
/** What the shell asks for on every signed-in page, answered as for a user with nothing to show unless a test says otherwise. */
const SHELL_RESPONDERS: Record<string, Responder> = {
  BillingNoticeBarContentQuery: () => ({ data: { viewer: { id: 'Vmlld2VyOjE=', billingNotices: { edges: [] }, subscription: null } } }),
  NotificationBellQuery: () => ({ data: { viewer: { id: 'Vmlld2VyOjE=', unreadSocialNotificationCount: 0 } } }),
};

export function installFakeServer(ownResponders: Record<string, Responder>) {
  const responders = { ...SHELL_RESPONDERS, ...ownResponders };
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

/** The API's shape of a session user: the disclosure flag comes as `dataDisclosure { isAccepted }`. */
export function apiUser({ hasAcceptedDataDisclosure, ...user }: SessionUser) {
  return { __typename: 'User', ...user, dataDisclosure: { isAccepted: hasAcceptedDataDisclosure ?? false } };
}

export function viewerResponse(user: SessionUser | null) {
  return { data: { viewer: user ? { id: 'Vmlld2VyOjE=', user: apiUser(user) } : null } };
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

/** The dashboard's day query for a day with nothing logged. */
export const dashboardDayResponse = () => ({
  data: {
    viewer: {
      id: 'Vmlld2VyOjE=',
      nutritionTargets: { calories: 2000, protein: 50, carbs: 300, fat: 67 },
      foodLog: null,
      foodSummary: { loggedDays: 0, averages: { calories: 0 }, targets: { calories: 2000 }, daily: [] },
    },
  },
});
