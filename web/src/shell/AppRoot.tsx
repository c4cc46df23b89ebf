import { makeStyles, ProgressBar } from '@fluentui/react-components';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { useRouteDocumentTitle } from './useRouteDocumentTitle';

const useStyles = makeStyles({
  progress: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 },
});

/**
 * The root route: the session, plus a progress bar while a route loads. Relay is provided
 * by the signed-in layout, so public pages do not download it.
 */
export function AppRoot() {
  const styles = useStyles();
  const navigation = useNavigation();
  useRouteDocumentTitle();
  return (
    <AuthProvider>
      {navigation.state === 'loading' && <ProgressBar className={styles.progress} thickness="large" aria-label="Loading page" />}
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
