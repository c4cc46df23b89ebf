import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { FullPageSpinner } from '../../shell/FullPageSpinner';
import { useAuth } from './useAuth';

// Only a non-admin who opens an admin address sees it.
const AccessDenied = lazy(() => import('../admin/AccessDenied').then(({ AccessDenied }) => ({ default: AccessDenied })));

interface RouteHandle {
  /** Where an anonymous visitor goes instead (admin routes send to /login). */
  anonymousRedirect?: string;
}

function useAnonymousRedirect(): string {
  const { signedOutDestination } = useAuth();
  const matches = useMatches();
  const fromRoute = matches.map((match) => (match.handle as RouteHandle | undefined)?.anonymousRedirect).findLast((redirect) => redirect !== undefined);
  return fromRoute ?? signedOutDestination;
}

/** Protected routes: anonymous visitors go to /landing (admin routes: /login). */
export function RequireAuth() {
  const { isAuthenticated, isCheckingSession } = useAuth();
  const redirect = useAnonymousRedirect();
  if (isCheckingSession) return <FullPageSpinner label="Signing you in…" />;
  // No `state` prop: <Navigate> re-navigates whenever its props change identity, and a
  // fresh object on every render would loop while the target route loads.
  if (!isAuthenticated) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/** /login, /register and /signup: a signed-in user goes to the dashboard. */
export function RequireAnonymous() {
  const { isAuthenticated, isCheckingSession } = useAuth();
  if (isCheckingSession) return <FullPageSpinner label="Signing you in…" />;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Admin routes (inside RequireAuth): a signed-in non-admin sees Access Denied. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AccessDenied />
      </Suspense>
    );
  }
  return <Outlet />;
}
