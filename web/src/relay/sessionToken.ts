import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../shell/localStorageKeys';

/** The session token requests carry as a bearer token; null when signed out. */
export function readToken(): string | null {
  return readLocalStorage(LOCAL_STORAGE_KEYS.token);
}

/** Forget the session on this device (the server-side revocation is separate). */
export function clearStoredSession(): void {
  writeLocalStorage(LOCAL_STORAGE_KEYS.token, null);
  writeLocalStorage(LOCAL_STORAGE_KEYS.user, null);
}
