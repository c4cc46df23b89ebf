import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { apiCacheGeneration } from './apiCache';
import { fetchGraphQL } from './network';

/** Spec section 9: API responses are cached for 5 minutes. */
export const QUERY_CACHE_EXPIRATION_MS = 5 * 60 * 1000;
/** Spec section 9: the cache is cleaned up every 10 minutes. */
export const STORE_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export function createRelayEnvironment(): Environment {
  const store = new Store(new RecordSource(), {
    queryCacheExpirationTime: QUERY_CACHE_EXPIRATION_MS,
    gcReleaseBufferSize: 10,
  });
  return new Environment({ network: Network.create(fetchGraphQL), store });
}

// One environment per API cache generation: signing in or out clears the cache, and the
// next caller gets a fresh environment. Route loaders run outside React, hence a module.
let current: { generation: number; environment: Environment } | null = null;

export function getRelayEnvironment(): Environment {
  const generation = apiCacheGeneration();
  if (current?.generation !== generation) current = { generation, environment: createRelayEnvironment() };
  return current.environment;
}
