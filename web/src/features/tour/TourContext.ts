import { createContext, useContext } from 'react';
import type { TutorialType } from './tutorials';

export interface TourContextValue {
  /** The running tutorial, or null. */
  activeTour: TutorialType | null;
  /** Starts a tutorial by name; an unknown name or an invalid step list only warns (spec sections 5 and 8). */
  startTour(type: string): void;
  endTour(): void;
}

export const TourContext = createContext<TourContextValue | null>(null);

export function useTour(): TourContextValue {
  const tour = useContext(TourContext);
  if (tour === null) throw new Error('useTour must be used within a TourProvider');
  return tour;
}
