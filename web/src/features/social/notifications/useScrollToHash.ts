import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Brings the element a notification links to (`/social#challenge-…`) into view once the page has drawn it. */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
