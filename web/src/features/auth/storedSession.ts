import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../shell/localStorageKeys';

// The token lives with the network layer, which reads it for every request and imports no feature.
export { clearStoredSession, readToken } from '../../relay/sessionToken';

export type Role = 'user' | 'admin';
export type Tier = 'free' | 'pro';
export type UnitSystem = 'metric' | 'imperial';

/** The user as held by the auth state and kept in local storage between visits. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  role: Role;
  tier: Tier;
  preferredAIModel: string;
  unitSystem: UnitSystem;
  /** Accepted the current data disclosure (kept per person on the server); null until the server has said. */
  hasAcceptedDataDisclosure: boolean | null;
}

const isString = (value: unknown): value is string => typeof value === 'string';

// The API sends `dataDisclosure { isAccepted }`; local storage keeps the flattened flag.
function disclosureAccepted(user: Record<string, unknown>): boolean | null {
  const fromApi = (user.dataDisclosure as { isAccepted?: unknown } | null | undefined)?.isAccepted;
  const value = fromApi ?? user.hasAcceptedDataDisclosure;
  return typeof value === 'boolean' ? value : null;
}

/** Reads a user from JSON (the API's `sessionUser_user` fields, or local storage). */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  if (!isString(user.id) || !isString(user.firstName) || !isString(user.email)) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: isString(user.lastName) ? user.lastName : null,
    role: user.role === 'admin' ? 'admin' : 'user',
    tier: user.tier === 'pro' ? 'pro' : 'free',
    preferredAIModel: isString(user.preferredAIModel) ? user.preferredAIModel : 'gpt-3.5-turbo',
    unitSystem: user.unitSystem === 'imperial' ? 'imperial' : 'metric',
    hasAcceptedDataDisclosure: disclosureAccepted(user),
  };
}

export function readStoredUser(): SessionUser | null {
  const raw = readLocalStorage(LOCAL_STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.token, token);
  storeUser(user);
}

export function storeUser(user: SessionUser): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeToken(token: string): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.token, token);
}
