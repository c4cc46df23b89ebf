import { Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { toRequestError } from '../relay/graphqlErrors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

/** What went wrong, in words, with "Try again" when it can be retried. Loaded only when an error is shown. */
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
