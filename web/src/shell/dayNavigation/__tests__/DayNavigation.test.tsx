import { describe, expect, it } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useDayNavigation } from '../DayNavigationContext';
import { DayNavigationProvider } from '../DayNavigationProvider';
import { formatDayLabel, toLocalDateKey } from '../formatDayLabel';

const today = new Date(2025, 10, 18, 9, 30); // Tue, Nov 18 2025, local time

describe('formatDayLabel', () => {
  it('names the days around today', () => {
    expect(formatDayLabel(new Date(2025, 10, 18, 23, 59), today)).toBe('Today');
    expect(formatDayLabel(new Date(2025, 10, 17), today)).toBe('Yesterday');
    expect(formatDayLabel(new Date(2025, 10, 19), today)).toBe('Tomorrow');
  });

  it('shows other days as short weekday, month and day in US English', () => {
    expect(formatDayLabel(new Date(2025, 10, 16), today)).toBe('Sun, Nov 16');
    expect(formatDayLabel(new Date(2026, 10, 16), today)).toBe('Mon, Nov 16');
    expect(formatDayLabel(new Date(2025, 10, 20), today)).toBe('Thu, Nov 20');
  });

  it('formats the API date as YYYY-MM-DD in local time', () => {
    expect(toLocalDateKey(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('DayNavigationProvider', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <DayNavigationProvider now={() => today}>{children}</DayNavigationProvider>;

  it('starts today and moves by a day, and back to today', () => {
    const { result } = renderHook(() => useDayNavigation(), { wrapper });
    expect(result.current.label).toBe('Today');
    expect(result.current.dateKey).toBe('2025-11-18');

    act(() => result.current.goToPreviousDay());
    expect(result.current.label).toBe('Yesterday');
    act(() => result.current.goToPreviousDay());
    expect(result.current.label).toBe('Sun, Nov 16');
    expect(result.current.isToday).toBe(false);

    act(() => result.current.goToToday());
    act(() => result.current.goToNextDay());
    expect(result.current.label).toBe('Tomorrow');
    expect(result.current.dateKey).toBe('2025-11-19');
  });

  it('throws outside its provider', () => {
    const Orphan = () => {
      useDayNavigation();
      return null;
    };
    const silence = jestSilenceConsoleError();
    expect(() => render(<Orphan />)).toThrow('useDayNavigation must be used within a DayNavigationProvider');
    silence.restore();
  });

  it('renders the label for the DayNavigator', () => {
    render(
      <DayNavigationProvider now={() => today}>
        <Label />
      </DayNavigationProvider>,
    );
    expect(screen.getByText('Today')).toBeInTheDocument();
  });
});

function Label() {
  return <span>{useDayNavigation().label}</span>;
}

// React logs the thrown error before rethrowing it; keep the test output clean.
function jestSilenceConsoleError() {
  const original = console.error;
  console.error = () => undefined;
  return { restore: () => (console.error = original) };
}
