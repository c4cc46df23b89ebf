import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DayNavigationContext, type DayNavigationValue } from './DayNavigationContext';
import { addLocalDays, formatDayLabel, localDaysBetween, startOfLocalDay, toLocalDateKey } from './formatDayLabel';
import { rememberSelectedDay } from './selectedDay';

interface DayNavigationProviderProps {
  children: ReactNode;
  /** For tests and stories; the app always starts today. */
  initialDate?: Date;
  now?: () => Date;
}

/** The day shown by the dashboard, food log and supplements; shared so it survives navigation. */
const systemClock = (): Date => new Date();

export function DayNavigationProvider({ children, initialDate, now = systemClock }: DayNavigationProviderProps) {
  const [selectedDate, setSelectedDate] = useState(() => startOfLocalDay(initialDate ?? now()));

  const value = useMemo<DayNavigationValue>(() => {
    const today = now();
    return {
      selectedDate,
      dateKey: toLocalDateKey(selectedDate),
      label: formatDayLabel(selectedDate, today),
      isToday: localDaysBetween(today, selectedDate) === 0,
      goToPreviousDay: () => setSelectedDate((date) => addLocalDays(date, -1)),
      goToNextDay: () => setSelectedDate((date) => addLocalDays(date, 1)),
      goToToday: () => setSelectedDate(startOfLocalDay(now())),
    };
  }, [selectedDate, now]);

  useEffect(() => {
    rememberSelectedDay(value.dateKey);
    return () => rememberSelectedDay(null);
  }, [value.dateKey]);

  return <DayNavigationContext.Provider value={value}>{children}</DayNavigationContext.Provider>;
}
