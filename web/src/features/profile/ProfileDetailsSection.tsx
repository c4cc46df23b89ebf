import { Field, Input, makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import type { ActivityLevel, Gender, UnitSystem } from '../../__generated__/ProfileForm_user.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { ACTIVITY_LEVELS } from './profileOptions';
import type { ProfileSectionProps } from './ProfileSectionProps';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  wide: { gridColumn: '1 / -1' },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
});

const numberProps = { type: 'number' as const, inputMode: 'decimal' as const };

export function ProfileDetailsSection({ form, errors, onChange, onUnitSystemChange }: ProfileSectionProps & { onUnitSystemChange(unit: UnitSystem): void }) {
  const styles = useStyles();
  const isImperial = form.unitSystem === 'imperial';
  const weightUnit = isImperial ? 'lb' : 'kg';
  return (
    <InfoCard title="About you">
      <div className={styles.grid}>
        <Field label="First name" required validationMessage={errors.firstName}>
          <Input autoComplete="given-name" value={form.firstName} onChange={(_, data) => onChange({ firstName: data.value })} />
        </Field>
        <Field label="Last name">
          <Input autoComplete="family-name" value={form.lastName} onChange={(_, data) => onChange({ lastName: data.value })} />
        </Field>
        <Field label="Gender" hint="Used for your energy needs.">
          <Select value={form.gender} onChange={(_, data) => onChange({ gender: data.value as Gender | '' })}>
            <option value="">Prefer not to say</option>
            <option value="female">Female</option>
            <option value="male">Male</option>
          </Select>
        </Field>
        <Field label="Date of birth" validationMessage={errors.dateOfBirth}>
          <Input type="date" value={form.dateOfBirth} onChange={(_, data) => onChange({ dateOfBirth: data.value })} />
        </Field>
        <Field label="Units" className={styles.wide}>
          <RadioGroup layout="horizontal" value={form.unitSystem} onChange={(_, data) => onUnitSystemChange(data.value as UnitSystem)}>
            <Radio value="metric" label="Metric (kg, cm)" />
            <Radio value="imperial" label="Imperial (lb, ft, in)" />
          </RadioGroup>
        </Field>
        <Field label={`Weight (${weightUnit})`} validationMessage={errors.weight}>
          <Input {...numberProps} value={form.weight} onChange={(_, data) => onChange({ weight: data.value })} />
        </Field>
        {isImperial ? (
          <Field label="Height (ft, in)" validationMessage={errors.height}>
            <div className={styles.pair}>
              <Input
                {...numberProps}
                aria-label="Height, feet"
                contentAfter="ft"
                value={form.heightFeet}
                onChange={(_, data) => onChange({ heightFeet: data.value })}
              />
              <Input
                {...numberProps}
                aria-label="Height, inches"
                contentAfter="in"
                value={form.heightInches}
                onChange={(_, data) => onChange({ heightInches: data.value })}
              />
            </div>
          </Field>
        ) : (
          <Field label="Height (cm)" validationMessage={errors.height}>
            <Input {...numberProps} value={form.heightCm} onChange={(_, data) => onChange({ heightCm: data.value })} />
          </Field>
        )}
        <Field label="Activity level" className={styles.wide}>
          <Select value={form.activityLevel} onChange={(_, data) => onChange({ activityLevel: data.value as ActivityLevel })}>
            {ACTIVITY_LEVELS.map(({ value, label, description }) => (
              <option key={value} value={value}>
                {label} — {description}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`Goal weight (${weightUnit})`} validationMessage={errors.weightGoal} hint="Leave empty to maintain your weight.">
          <Input {...numberProps} value={form.weightGoal} onChange={(_, data) => onChange({ weightGoal: data.value })} />
        </Field>
        <Field label="Timeframe (weeks)" validationMessage={errors.weightGoalTimeframe} hint="At most 2 lb (0.9 kg) a week is planned.">
          <Input type="number" inputMode="numeric" value={form.weightGoalTimeframe} onChange={(_, data) => onChange({ weightGoalTimeframe: data.value })} />
        </Field>
      </div>
    </InfoCard>
  );
}
