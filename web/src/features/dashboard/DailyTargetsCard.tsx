import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { DailyTargetsCard_viewer$key } from '../../__generated__/DailyTargetsCard_viewer.graphql';
import { AppLink } from '../../shell/AppLink';
import { InfoCard } from '../../shell/InfoCard';

const useStyles = makeStyles({
  calories: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  calorieNumber: { fontSize: '40px', lineHeight: 1, fontWeight: tokens.fontWeightBold, letterSpacing: '-0.02em' },
  unit: { color: tokens.colorNeutralForeground3 },
  macros: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: tokens.spacingHorizontalM },
  macro: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    borderTop: '4px solid',
  },
  macroValue: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  macroLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hint: { color: tokens.colorNeutralForeground2 },
});

const MACRO_COLORS = { protein: '#2f9e7a', carbs: '#d9952a', fat: '#7b6cd9' };

export function DailyTargetsCard({ viewer }: { viewer: DailyTargetsCard_viewer$key }) {
  const styles = useStyles();
  const { nutritionTargets: targets, user } = useFragment(
    graphql`
      fragment DailyTargetsCard_viewer on Viewer {
        nutritionTargets {
          calories
          protein
          carbs
          fat
        }
        user {
          weight
          height
          dateOfBirth
          gender
        }
      }
    `,
    viewer,
  );
  const isProfileComplete = user.weight != null && user.height != null && user.dateOfBirth != null && user.gender != null;
  const macros = [
    { key: 'protein', label: 'Protein', grams: targets.protein, color: MACRO_COLORS.protein },
    { key: 'carbs', label: 'Carbs', grams: targets.carbs, color: MACRO_COLORS.carbs },
    { key: 'fat', label: 'Fat', grams: targets.fat, color: MACRO_COLORS.fat },
  ];

  return (
    <InfoCard title="Daily targets" action={<AppLink to="/profile">Adjust</AppLink>}>
      <div className={styles.calories}>
        <span className={styles.calorieNumber}>{targets.calories.toLocaleString('en-US')}</span>
        <span className={styles.unit}>kcal per day</span>
      </div>
      <div className={styles.macros}>
        {macros.map(({ key, label, grams, color }) => (
          <div key={key} className={styles.macro} style={{ borderTopColor: color }}>
            <span className={styles.macroValue}>{grams} g</span>
            <span className={styles.macroLabel}>{label}</span>
          </div>
        ))}
      </div>
      <Text className={styles.hint}>
        {isProfileComplete
          ? 'Calculated from your profile, activity level and weight goal.'
          : 'These are general defaults. Add your weight, height, gender and date of birth on your profile for personal targets.'}
      </Text>
    </InfoCard>
  );
}
