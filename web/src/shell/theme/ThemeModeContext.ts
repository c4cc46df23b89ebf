import { createContext, useContext } from 'react';
import type { ResolvedTheme } from './themes';

export type ThemeMode = 'default' | 'liquid-glass' | 'auto';
export const THEME_MODES: readonly ThemeMode[] = ['default', 'liquid-glass', 'auto'];

export interface ThemeModeContextValue {
  mode: ThemeMode;
  resolvedTheme: ResolvedTheme;
  setMode(mode: ThemeMode): void;
  /** The top-bar toggle: default ↔ liquid-glass. */
  toggleTheme(): void;
}

export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (value === null) throw new Error('useThemeMode must be used within a ThemeProvider');
  return value;
}
