import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, MoreVerticalRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MealCard_meal$key } from '../../__generated__/MealCard_meal.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { FoodLogItemRow, type ItemActions } from './FoodLogItemRow';
import { MEAL_LABELS, type MealType } from './mealTypes';
import { formatKcal, sumOfShownFigures } from './nutritionMath';

export interface MealActions extends ItemActions {
  onAddFood(mealType: MealType): void;
  onQuickAdd(mealType: MealType): void;
  onSaveMeal(mealType: MealType): void;
}

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  total: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums', marginRight: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground3, margin: 0 },
  macros: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const EMPTY_MEAL = { mealType: null, items: [] } as const;

// The meal's menu (popover, tooltip) loads just after the day is drawn; until then the same button shows without it.
const MealMenu = lazy(() => import('./MealMenu').then((module) => ({ default: module.MealMenu })));

/** One meal of the day: its items, its totals, and ways to add to it. */
export function MealCard({ mealType, meal: mealKey, actions }: { mealType: MealType; meal: MealCard_meal$key | null; actions: MealActions }) {
  const styles = useStyles();
  const meal =
    useFragment(
      graphql`
        fragment MealCard_meal on Meal {
          mealType
          items {
            id
            nutrition {
              calories
              protein
              carbs
              fat
            }
            ...FoodLogItemRow_item
          }
        }
      `,
      mealKey,
    ) ?? EMPTY_MEAL;
  const label = MEAL_LABELS[mealType];
  const totals = sumOfShownFigures(meal.items);
  const isEmpty = meal.items.length === 0;
  const moreButton = <Button appearance="subtle" size="small" icon={<MoreVerticalRegular />} aria-label={`More for ${label}`} />;

  return (
    <InfoCard
      title={label}
      action={
        <div className={styles.header}>
          <span className={styles.total} aria-label={`${label} total ${formatKcal(totals.calories)}`}>
            {formatKcal(totals.calories)}
          </span>
          <Button appearance="primary" size="small" icon={<AddRegular />} aria-label={`Add food to ${label}`} onClick={() => actions.onAddFood(mealType)}>
            Add
          </Button>
          <Suspense fallback={moreButton}>
            <MealMenu mealType={mealType} isEmpty={isEmpty} actions={actions} moreButton={moreButton} />
          </Suspense>
        </div>
      }
    >
      {isEmpty ? (
        <Text as="p" className={styles.empty}>
          Nothing logged for {label.toLowerCase()}.
        </Text>
      ) : (
        <>
          <ul className={styles.list} aria-label={`${label} items`}>
            {meal.items.map((item) => (
              <FoodLogItemRow key={item.id} item={item} actions={actions} />
            ))}
          </ul>
          <Text className={styles.macros}>
            Protein {totals.protein} g · Carbs {totals.carbs} g · Fat {totals.fat} g
          </Text>
        </>
      )}
    </InfoCard>
  );
}
