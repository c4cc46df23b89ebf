import { Button } from '@fluentui/react-components';
import { DropRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useThemeMode } from './ThemeModeContext';

export function ThemeToggle() {
  const { mode, toggleTheme } = useThemeMode();
  const isGlass = mode === 'liquid-glass';
  const label = isGlass ? 'Switch to the default theme' : 'Switch to the liquid glass theme';
  return (
    <Button
      appearance="subtle"
      icon={isGlass ? <WeatherSunnyRegular /> : <DropRegular />}
      onClick={toggleTheme}
      aria-pressed={isGlass}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    />
  );
}
