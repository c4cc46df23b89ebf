import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { InfoCard } from '../../shell/InfoCard';
import { THEME_MODES, useThemeMode, type ThemeMode } from '../../shell/theme/ThemeModeContext';

const LABELS: Record<ThemeMode, string> = {
  default: 'Default',
  'liquid-glass': 'Liquid glass',
  auto: 'Auto (follow my system light or dark setting)',
};

/** The theme mode, saved on this device. */
export function AppearanceCard() {
  const { mode, setMode } = useThemeMode();
  return (
    <InfoCard title="Appearance">
      <Field label="Theme">
        <RadioGroup value={mode} onChange={(_, data) => setMode(data.value as ThemeMode)}>
          {THEME_MODES.map((themeMode) => (
            <Radio key={themeMode} value={themeMode} label={LABELS[themeMode]} />
          ))}
        </RadioGroup>
      </Field>
    </InfoCard>
  );
}
