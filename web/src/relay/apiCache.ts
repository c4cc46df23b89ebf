/**
 * The API cache is the Relay store. Clearing it (on sign-in and sign-out, spec section 4)
 * starts a new generation; the Relay environment module creates a fresh environment for
 * it. This file stays free of Relay so the public pages can clear the cache without
 * downloading Relay.
 */
let generation = 0;
const listeners = new Set<() => void>();

export function clearApiCache(): void {
  generation += 1;
  listeners.forEach((listener) => listener());
}

export function apiCacheGeneration(): number {
  return generation;
}

export function subscribeToApiCacheClears(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
