import { createContext, useContext } from 'react';

export interface DayNavigationValue {
  /** Local midnight of the selected day. */
  selectedDate: Date;
  /** The selected day as YYYY-MM-DD, the form the API takes. */
  dateKey: string;
  label: string;
  isToday: boolean;
  goToPreviousDay(): void;
  goToNextDay(): void;
  goToToday(): void;
}

export const DayNavigationContext = createContext<DayNavigationValue | null>(null);

export function useDayNavigation(): DayNavigationValue {
  const value = useContext(DayNavigationContext);
  if (value === null) throw new Error('useDayNavigation must be used within a DayNavigationProvider');
  return value;
}
