import { useEffect } from 'react';
import { LOCAL_STORAGE_KEYS, readLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { useTour } from './TourContext';
import { TOUR_AUTO_START_DELAY_MS } from './tourTiming';

/**
 * Spec section 4: the first-time tour starts 1 s after a new user is signed in, when no tour is active.
 * A user is first-time while tutorialCompleted is absent. Rendered only once nothing else (the disclosure,
 * the targets step) is in front of the page.
 */
export function TourAutoStart() {
  const { isAuthenticated, isNewUser } = useAuth();
  const { activeTour, startTour } = useTour();
  const isFirstTime = readLocalStorage(LOCAL_STORAGE_KEYS.tutorialCompleted) === null;
  const shouldStart = isAuthenticated && isNewUser && isFirstTime && activeTour === null;

  useEffect(() => {
    if (!shouldStart) return;
    const timer = window.setTimeout(() => startTour('firstTime'), TOUR_AUTO_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shouldStart, startTour]);
  return null;
}
