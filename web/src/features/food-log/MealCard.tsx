import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular, BookmarkAddRegular, FlashRegular, MoreVerticalRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { MealCard_meal$key } from '../../__generated__/MealCard_meal.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { FoodLogItemRow, type ItemActions } from './FoodLogItemRow';
import { MEAL_LABELS, type MealType } from './mealTypes';
import { formatKcal } from './nutritionMath';

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

const EMPTY_MEAL = { mealType: null, items: [], totals: { calories: 0, protein: 0, carbs: 0, fat: 0 } } as const;

/** One meal of the day: its items, its totals, and ways to add to it. */
export function MealCard({ mealType, meal: mealKey, actions }: { mealType: MealType; meal: MealCard_meal$key | null; actions: MealActions }) {
  const styles = useStyles();
  const meal =
    useFragment(
      graphql`
        fragment MealCard_meal on Meal {
          mealType
          totals {
            calories
            protein
            carbs
            fat
          }
          items {
            id
            ...FoodLogItemRow_item
          }
        }
      `,
      mealKey,
    ) ?? EMPTY_MEAL;
  const label = MEAL_LABELS[mealType];
  const { totals } = meal;
  const isEmpty = meal.items.length === 0;

  return (
    <InfoCard
      title={label}
      action={
        <div className={styles.header}>
          <span className={styles.total} aria-label={`${label} total ${formatKcal(totals.calories)}`}>
            {formatKcal(totals.calories)}
          </span>
          <Button
            appearance="primary"
            size="small"
            icon={<AddRegular />}
            aria-label={`Add food to ${label}`}
            onClick={() => actions.onAddFood(mealType)}
          >
            Add
          </Button>
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Tooltip content={`More for ${label}`} relationship="label">
                <Button appearance="subtle" size="small" icon={<MoreVerticalRegular />} />
              </Tooltip>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem icon={<FlashRegular />} onClick={() => actions.onQuickAdd(mealType)}>
                  Quick add calories
                </MenuItem>
                <MenuItem icon={<BookmarkAddRegular />} disabled={isEmpty} onClick={() => actions.onSaveMeal(mealType)}>
                  Save meal to My Foods
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
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
            Protein {Math.round(totals.protein)} g · Carbs {Math.round(totals.carbs)} g · Fat {Math.round(totals.fat)} g
          </Text>
        </>
      )}
    </InfoCard>
  );
}

