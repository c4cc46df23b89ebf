import { FluentProvider } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../localStorageKeys';
import { PREFERS_DARK_QUERY, useMediaQuery } from '../useMediaQuery';
import { GlobalStyles } from './GlobalStyles';
import { THEME_MODES, ThemeModeContext, type ThemeMode, type ThemeModeContextValue } from './ThemeModeContext';
import { FLUENT_THEMES, THEME_COLORS, type ResolvedTheme } from './themes';

function readStoredMode(): ThemeMode {
  const stored = readLocalStorage(LOCAL_STORAGE_KEYS.themeMode);
  return THEME_MODES.find((mode) => mode === stored) ?? 'default';
}

export function resolveTheme(mode: ThemeMode, prefersDark: boolean): ResolvedTheme {
  if (mode === 'liquid-glass') return prefersDark ? 'glass-dark' : 'glass-light';
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return 'light';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);
  const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);
  const resolvedTheme = resolveTheme(mode, prefersDark);

  const setMode = useCallback((next: ThemeMode) => {
    writeLocalStorage(LOCAL_STORAGE_KEYS.themeMode, next);
    setModeState(next);
  }, []);

  const value = useMemo<ThemeModeContextValue>(
    () => ({
      mode,
      resolvedTheme,
      setMode,
      toggleTheme: () => setMode(mode === 'liquid-glass' ? 'default' : 'liquid-glass'),
    }),
    [mode, resolvedTheme, setMode],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = resolvedTheme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolvedTheme]);
  }, [resolvedTheme]);

  return (
    <ThemeModeContext.Provider value={value}>
      <FluentProvider theme={FLUENT_THEMES[resolvedTheme]}>
        <GlobalStyles />
        {children}
      </FluentProvider>
    </ThemeModeContext.Provider>
  );
}
