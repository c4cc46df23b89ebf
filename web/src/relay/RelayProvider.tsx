import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Store } from 'relay-runtime';
import { subscribeToApiCacheClears } from './apiCache';
import { getRelayEnvironment, STORE_CLEANUP_INTERVAL_MS } from './environment';

/** Provides the current session's Relay environment and cleans its store periodically. */
export function RelayProvider({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeToApiCacheClears, getRelayEnvironment);

  useEffect(() => {
    const store = environment.getStore();
    if (!(store instanceof Store)) return;
    const timer = window.setInterval(() => store.scheduleGC(), STORE_CLEANUP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [environment]);

  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
