import { Field, makeStyles, Slider, Switch, Text, tokens } from '@fluentui/react-components';
import type { MacroPreview_query$key } from '../../__generated__/MacroPreview_query.graphql';
import type { ProfileInput } from '../../__generated__/useUpdateProfileMutation.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { MacroPreview } from './MacroPreview';
import type { ProfileSectionProps } from './ProfileSectionProps';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sliders: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr' },
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

type MacroKey = 'protein' | 'carbs' | 'fat';
const MACROS: ReadonlyArray<{ key: MacroKey; label: string }> = [
  { key: 'protein', label: 'Protein' },
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fat' },
];

const percent = (value: number) => `${value > 0 ? '+' : ''}${value}%`;

interface MacroPreferencesSectionProps extends ProfileSectionProps {
  query: MacroPreview_query$key;
  preview: ProfileInput;
  savedTargets: { calories: number; protein: number; carbs: number; fat: number };
}

export function MacroPreferencesSection({ form, onChange, query, preview, savedTargets }: MacroPreferencesSectionProps) {
  const styles = useStyles();
  const { customMacros } = form;
  const setMacro = (key: MacroKey, value: number) => onChange({ customMacros: { ...customMacros, [key]: value } });
  return (
    <InfoCard title="Macro targets">
      <div className={styles.stack}>
        <Switch
          checked={customMacros.enabled}
          label="Adjust my macros"
          onChange={(_, data) => onChange({ customMacros: { ...customMacros, enabled: data.checked } })}
        />
        <Text className={styles.hint}>
          Scale each macro up or down from the calculated target. Calories are then recomputed at 4 kcal per gram of protein and carbs and 9 per gram of fat.
        </Text>
        <div className={styles.sliders}>
          {MACROS.map(({ key, label }) => (
            <Field key={key} label={`${label}: ${percent(customMacros[key])}`}>
              <Slider
                min={-50}
                max={50}
                step={5}
                value={customMacros[key]}
                disabled={!customMacros.enabled}
                aria-valuetext={percent(customMacros[key])}
                onChange={(_, data) => setMacro(key, data.value)}
              />
            </Field>
          ))}
        </div>
        <MacroPreview query={query} preview={preview} saved={savedTargets} />
      </div>
    </InfoCard>
  );
}
