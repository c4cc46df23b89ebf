import { useCallback, useEffect, useState } from 'react';

export interface FoodLogNotice {
  intent: 'success' | 'error' | 'info';
  message: string;
  undo?: () => void;
}

/** How long an undo stays on offer. */
export const NOTICE_DURATION_MS = 8000;

/** One short-lived message at a time (added, saved, removed with undo, failed). */
export function useFoodLogNotice(): [FoodLogNotice | null, (notice: FoodLogNotice | null) => void] {
  const [notice, setNotice] = useState<FoodLogNotice | null>(null);
  useEffect(() => {
    if (!notice || notice.intent === 'error') return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, useCallback((next: FoodLogNotice | null) => setNotice(next), [])];
}
