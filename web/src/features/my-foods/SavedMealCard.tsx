import { Button, makeStyles, Text, tokens, ToggleButton, Tooltip } from '@fluentui/react-components';
import { DeleteRegular, StarFilled, StarRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { SavedMealCard_savedMeal$key } from '../../__generated__/SavedMealCard_savedMeal.graphql';
import { MEAL_LABELS, type MealType } from '../food-log/mealTypes';
import { formatKcal, formatQuantity } from '../food-log/nutritionMath';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  titles: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  items: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, margin: 0 },
  favourite: { color: tokens.colorPaletteMarigoldForeground1 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  calories: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

interface SavedMealCardProps {
  savedMeal: SavedMealCard_savedMeal$key;
  /** The meal it logs to when the page says "by saved meal or time of day". */
  fallbackMealType: MealType;
  chosenMealType: MealType | null;
  dayLabel: string;
  onLog(savedMealId: string, mealType: MealType, name: string): void;
  onToggleFavorite(savedMealId: string, isFavorite: boolean): void;
  onDelete(savedMealId: string, name: string): void;
}

export function SavedMealCard(props: SavedMealCardProps) {
  const { savedMeal: key, fallbackMealType, chosenMealType, dayLabel, onLog, onToggleFavorite, onDelete } = props;
  const styles = useStyles();
  const meal = useFragment(
    graphql`
      fragment SavedMealCard_savedMeal on SavedMeal {
        id
        name
        kind
        isFavorite
        mealType
        items {
          name
          quantity
          unit
        }
        totals {
          calories
          protein
          carbs
          fat
        }
      }
    `,
    key,
  );
  const mealType = chosenMealType ?? (meal.mealType as MealType | null) ?? fallbackMealType;
  const { protein, carbs, fat } = meal.totals;
  const contents =
    meal.kind === 'food' ? meal.items.map((item) => formatQuantity(item.quantity, item.unit)).join(', ') : meal.items.map((item) => item.name).join(', ');

  return (
    <li className={`${styles.card} nutri-glass`} aria-label={meal.name}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <h3 className={styles.name}>{meal.name}</h3>
          <span className={styles.detail}>
            {meal.kind === 'meal' ? `${meal.items.length} item${meal.items.length === 1 ? '' : 's'}` : 'Single food'}
            {meal.mealType ? ` · ${MEAL_LABELS[meal.mealType as MealType]}` : ''}
          </span>
        </div>
        <Tooltip content={meal.isFavorite ? `Remove ${meal.name} from favourites` : `Add ${meal.name} to favourites`} relationship="label">
          <ToggleButton
            appearance="subtle"
            checked={meal.isFavorite}
            icon={meal.isFavorite ? <StarFilled className={styles.favourite} /> : <StarRegular />}
            onClick={() => onToggleFavorite(meal.id, !meal.isFavorite)}
          />
        </Tooltip>
        <Tooltip content={`Delete ${meal.name}`} relationship="label">
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(meal.id, meal.name)} />
        </Tooltip>
      </div>
      <Text as="p" className={styles.items}>
        {contents}
      </Text>
      <div className={styles.footer}>
        <span>
          <span className={styles.calories}>{formatKcal(meal.totals.calories)}</span>
          <span className={styles.detail}>
            {' '}
            · P {Math.round(protein)} · C {Math.round(carbs)} · F {Math.round(fat)} g
          </span>
        </span>
        <Button
          appearance="primary"
          aria-label={`Log ${meal.name} to ${MEAL_LABELS[mealType]}, ${dayLabel}`}
          onClick={() => onLog(meal.id, mealType, meal.name)}
        >
          Log to {MEAL_LABELS[mealType]}
        </Button>
      </div>
    </li>
  );
}
