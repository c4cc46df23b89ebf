import { makeStyles, tokens } from '@fluentui/react-components';
import { InfoCard } from '../../shell/InfoCard';
import { ChoiceChips } from './ChoiceChips';
import { DIETARY_PREFERENCES, HEALTH_GOALS } from './profileOptions';
import type { ProfileSectionProps } from './ProfileSectionProps';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL } });

export function ProfileGoalsSection({ form, onChange }: ProfileSectionProps) {
  const styles = useStyles();
  return (
    <InfoCard title="Goals and diet">
      <div className={styles.stack}>
        <ChoiceChips
          id="health-goals"
          label="Health goals"
          hint="Build muscle raises your protein target; Low carb moves more of your calories to fat."
          options={HEALTH_GOALS}
          selected={form.healthGoals}
          onChange={(healthGoals) => onChange({ healthGoals })}
        />
        <ChoiceChips
          id="dietary-preferences"
          label="Dietary preferences"
          hint="Used for meal suggestions."
          options={DIETARY_PREFERENCES}
          selected={form.dietaryPreferences}
          onChange={(dietaryPreferences) => onChange({ dietaryPreferences })}
        />
      </div>
    </InfoCard>
  );
}
