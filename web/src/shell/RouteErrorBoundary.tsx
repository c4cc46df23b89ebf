import { Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toRequestError } from '../relay/graphqlErrors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const styles = useStyles();
  const { code, message } = toRequestError(error);
  const isOffline = code === 'NETWORK_ERROR';
  return (
    <div className={styles.root} role="alert">
      <MessageBar intent={isOffline ? 'warning' : 'error'}>
        <MessageBarBody>
          <MessageBarTitle>{isOffline ? "You're offline" : 'Something went wrong'}</MessageBarTitle>
          {message}
        </MessageBarBody>
      </MessageBar>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
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
