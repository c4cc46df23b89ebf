import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../../shell/RouteErrorBoundary';

interface SectionErrorBoundaryProps {
  /** A new value (another day, another tab) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  error: unknown;
  resetKey: string;
  attempt: number;
}

/**
 * The inner boundary of a page: when one day's data fails, the header, the day navigation
 * and the camera button stay usable, and "Try again" refetches just this section.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<SectionErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: SectionErrorBoundaryProps, state: SectionErrorBoundaryState): Partial<SectionErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Section error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) {
      return <ErrorPanel error={this.state.error} onRetry={() => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }))} />;
    }
    // Remounting after "Try again" makes the section's query fetch again.
    return <ReactFragmentWithKey key={this.state.attempt}>{this.props.children}</ReactFragmentWithKey>;
  }
}

function ReactFragmentWithKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
