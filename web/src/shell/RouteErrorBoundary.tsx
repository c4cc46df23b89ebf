import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The panel (and Fluent's MessageBar) loads only when an error is shown: no first screen needs it.
const ErrorPanelContent = lazy(() => import('./ErrorPanelContent').then(({ ErrorPanel }) => ({ default: ErrorPanel })));

export function ErrorPanel(props: { error: unknown; onRetry?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorPanelContent {...props} />
    </Suspense>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Catches a page's rendering and data errors so the shell stays usable. The layout keys it
 * by path, so navigating elsewhere resets it.
 */
export class PageErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) {
      return <ErrorPanel error={this.state.error} onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
