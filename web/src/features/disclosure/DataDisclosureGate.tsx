import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { LOCAL_STORAGE_KEYS, writeLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { DATA_DISCLOSURE_VERSION } from './dataDisclosureVersion';
import { useAcceptDataDisclosureMutation } from './useAcceptDataDisclosureMutation';

// Most visits never show it: loaded only for someone who has not accepted yet.
const DataDisclosureDialog = lazy(() => import('./DataDisclosureDialog').then((module) => ({ default: module.DataDisclosureDialog })));

/**
 * Shows the disclosure to a signed-in person until they have accepted its current version; what comes after it (the
 * first-run steps, the tour, the notification prompt) is rendered only once it is accepted. The acceptance is kept on
 * the server per person, so someone else signing in on this browser is asked too.
 */
export function DataDisclosureGate({ children }: { children?: ReactNode }) {
  const { user, logout, updateUser } = useAuth();
  const [accept, isSaving] = useAcceptDataDisclosureMutation();
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  if (user.hasAcceptedDataDisclosure === true) return children;
  // null: the server has not said yet (an account stored before acceptances were kept); wait for the session check.
  if (user.hasAcceptedDataDisclosure === null) return null;
  return (
    <Suspense fallback={null}>
      <DataDisclosureDialog
        open
        isSaving={isSaving}
        error={error}
        onAccept={async () => {
          setError(null);
          try {
            const isAccepted = await accept(DATA_DISCLOSURE_VERSION);
            writeLocalStorage(LOCAL_STORAGE_KEYS.disclosureAccepted, 'true');
            updateUser({ hasAcceptedDataDisclosure: isAccepted });
          } catch (requestError) {
            setError(toRequestError(requestError).message);
          }
        }}
        onDecline={() => logout({ destination: '/landing' })}
      />
    </Suspense>
  );
}
