import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { DayMealsCard_foodLog$key } from '../../__generated__/DayMealsCard_foodLog.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { MEAL_LABELS, MEAL_TYPES, type MealType } from '../food-log/mealTypes';
import { formatKcal } from '../food-log/nutritionMath';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  meal: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  mealName: { fontWeight: tokens.fontWeightSemibold },
  items: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  calories: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
});

/** The day's four meals with what is in them and their calories. */
export function DayMealsCard({ foodLog, dayLabel }: { foodLog: DayMealsCard_foodLog$key | null; dayLabel: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const log = useFragment(
    graphql`
      fragment DayMealsCard_foodLog on FoodLog {
        meals {
          mealType
          totals {
            calories
          }
          items {
            id
            displayName
          }
        }
      }
    `,
    foodLog,
  );
  const meals = new Map(log?.meals.map((meal) => [meal.mealType as MealType, meal]) ?? []);
  return (
    <InfoCard
      title={`Meals · ${dayLabel}`}
      action={
        <Button appearance="subtle" size="small" onClick={() => void navigate('/food-log')}>
          Open food log
        </Button>
      }
    >
      <ul className={styles.list}>
        {MEAL_TYPES.map((mealType) => {
          const meal = meals.get(mealType);
          const names = meal?.items.map((item) => item.displayName).join(', ');
          return (
            <li key={mealType} className={styles.row}>
              <span className={styles.meal}>
                <span className={styles.mealName}>{MEAL_LABELS[mealType]}</span>
                <Text className={styles.items}>{names || 'Nothing logged'}</Text>
              </span>
              <span className={styles.calories}>{formatKcal(meal?.totals.calories ?? 0)}</span>
            </li>
          );
        })}
      </ul>
    </InfoCard>
  );
}
