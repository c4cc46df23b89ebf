import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// The bar's code and data load beside the page's, so no page's first load waits for them.
const LoadedNoticeBar = lazy(() => import('./BillingNoticeBarContent').then(({ LoadedNoticeBar }) => ({ default: LoadedNoticeBar })));

/** A notice bar is never worth breaking a page for: any failure just leaves it out. */
class QuietBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/**
 * Billing alerts across the app (a failed payment, Pro ending or paused, a card expiring before the next payment),
 * most urgent first, with a way to Billing. The Billing page lists them itself, so the bar stays off there.
 */
export function BillingNoticeBar() {
  const { pathname } = useLocation();
  if (pathname === '/billing') return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LoadedNoticeBar />
      </Suspense>
    </QuietBoundary>
  );
}
