import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandMark } from './BrandMark';
import { ErrorPanel } from './RouteErrorBoundary';

const useStyles = makeStyles({
  root: {
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
});

// A chunk that fails to load usually means a new version was deployed (or the device is
// offline): reloading fetches the current files.
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** The router's error element: loader and lazy-route failures land here. */
export function RouteError() {
  const styles = useStyles();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? new Error(error.status === 404 ? 'This page does not exist.' : error.statusText)
    : isChunkLoadError(error)
      ? new Error('Part of the app could not be loaded. Check your connection, then reload.')
      : error;
  return (
    <div className={styles.root}>
      <BrandMark />
      <ErrorPanel error={message} />
      <Button appearance="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
