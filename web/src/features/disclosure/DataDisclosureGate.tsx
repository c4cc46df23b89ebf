import { useState } from 'react';
import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { DataDisclosureDialog } from './DataDisclosureDialog';

/** Shows the disclosure to a signed-in user until it has been accepted on this device. */
export function DataDisclosureGate() {
  const { isAuthenticated, logout } = useAuth();
  const [isAccepted, setAccepted] = useState(() => readLocalStorage(LOCAL_STORAGE_KEYS.disclosureAccepted) === 'true');
  if (!isAuthenticated || isAccepted) return null;
  return (
    <DataDisclosureDialog
      open
      onAccept={() => {
        writeLocalStorage(LOCAL_STORAGE_KEYS.disclosureAccepted, 'true');
        setAccepted(true);
      }}
      onDecline={() => logout({ destination: '/landing' })}
    />
  );
}
