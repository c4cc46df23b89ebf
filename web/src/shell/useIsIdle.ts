import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle (at the latest after `timeoutMs`): what the first screen
 * does not need (overlays, prompts) loads then, not before the page is drawn.
 */
export function useIsIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return isIdle;
}
