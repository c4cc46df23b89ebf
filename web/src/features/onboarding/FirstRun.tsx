import { lazy, Suspense, useCallback, useState } from 'react';
import { LOCAL_STORAGE_KEYS, readLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { PushRegistrationSync } from '../notifications/PushRegistrationSync';
import { TourAutoStart } from '../tour/TourAutoStart';
import { useTour } from '../tour/TourContext';
import { SkipOnError } from './SkipOnError';

// The reminder prompt shows 5 s after sign-in at the earliest: its dialog need not weigh on the first load.
const NotificationPrompt = lazy(() => import('../notifications/NotificationPrompt').then((module) => ({ default: module.NotificationPrompt })));
const TargetsSetupDialog = lazy(() => import('./TargetsSetupDialog').then((module) => ({ default: module.TargetsSetupDialog })));

/**
 * What follows the disclosure, one thing at a time: a new user without body data sets up targets (skippable),
 * then the first-time tour starts; the notification prompt waits until neither is in front.
 */
export function FirstRun() {
  const { isNewUser } = useAuth();
  const { activeTour } = useTour();
  const isFirstTime = readLocalStorage(LOCAL_STORAGE_KEYS.tutorialCompleted) === null;
  const [isTargetsStepDone, setTargetsStepDone] = useState(false);
  const finishTargetsStep = useCallback(() => setTargetsStepDone(true), []);
  const isOnboarding = isNewUser && isFirstTime;
  const showsTargetsStep = isOnboarding && !isTargetsStepDone;

  return (
    <>
      {showsTargetsStep ? (
        <SkipOnError onError={finishTargetsStep}>
          <Suspense fallback={null}>
            <TargetsSetupDialog onDone={finishTargetsStep} />
          </Suspense>
        </SkipOnError>
      ) : (
        <TourAutoStart />
      )}
      <Suspense fallback={null}>
        <NotificationPrompt isBlocked={isOnboarding || activeTour !== null} />
      </Suspense>
      <PushRegistrationSync />
    </>
  );
}
