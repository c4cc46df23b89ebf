import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Wide screens get the permanent sidebar; smaller ones the drawer and bottom navigation. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';
