import { useEffect, useRef } from 'react';
import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../shell/localStorageKeys';
import { useAuth } from '../auth/useAuth';
import { useTour } from './TourContext';

/**
 * Shows the tierBenefits tour once per user in this browser, right after their tier first changes from free to Pro
 * (resuming a paused subscription is not a new welcome).
 */
export function TierBenefitsTour() {
  const { user } = useAuth();
  const { startTour } = useTour();
  const tier = user?.tier ?? null;
  const userId = user?.id ?? null;
  const previousTier = useRef(tier);

  useEffect(() => {
    const before = previousTier.current;
    previousTier.current = tier;
    if (before !== 'free' || tier !== 'pro' || !userId) return;
    if (readLocalStorage(LOCAL_STORAGE_KEYS.tierBenefitsShownFor) === userId) return;
    writeLocalStorage(LOCAL_STORAGE_KEYS.tierBenefitsShownFor, userId);
    startTour('tierBenefits');
  }, [tier, userId, startTour]);
  return null;
}
