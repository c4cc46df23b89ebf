import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPrefersDark } from '../../../test/matchMedia';
import { ThemeProvider } from '../ThemeProvider';
import { useThemeMode } from '../ThemeModeContext';
import { ThemeToggle } from '../ThemeToggle';

function Probe() {
  const { mode, resolvedTheme } = useThemeMode();
  return <output aria-label="theme">{`${mode}/${resolvedTheme}`}</output>;
}

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
      <Probe />
    </ThemeProvider>,
  );

describe('theme toggle', () => {
  it('defaults to the default theme', () => {
    renderToggle();
    expect(screen.getByLabelText('theme')).toHaveTextContent('default/light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('switches default ↔ liquid-glass and persists the choice', async () => {
    const { unmount } = renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the liquid glass theme' }));
    expect(screen.getByLabelText('theme')).toHaveTextContent('liquid-glass/glass-light');
    expect(window.localStorage.getItem('themeMode')).toBe('liquid-glass');
    expect(document.documentElement.dataset.theme).toBe('glass-light');
    unmount();

    renderToggle();
    expect(screen.getByLabelText('theme')).toHaveTextContent('liquid-glass/glass-light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the default theme' }));
    expect(window.localStorage.getItem('themeMode')).toBe('default');
  });

  it('auto follows the system light or dark preference', () => {
    window.localStorage.setItem('themeMode', 'auto');
    setPrefersDark(true);
    renderToggle();
    expect(screen.getByLabelText('theme')).toHaveTextContent('auto/dark');
    act(() => setPrefersDark(false));
  });

  it('useThemeMode throws outside its provider', () => {
    const original = console.error;
    console.error = () => undefined;
    expect(() => render(<Probe />)).toThrow('useThemeMode must be used within a ThemeProvider');
    console.error = original;
  });
});
