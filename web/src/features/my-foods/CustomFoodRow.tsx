import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { CustomFoodRow_food$data, CustomFoodRow_food$key } from '../../__generated__/CustomFoodRow_food.graphql';
import { formatKcal, formatQuantity } from '../food-log/nutritionMath';
import type { CustomFoodForm } from './customFoodForm';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    ':first-child': { borderTop: 'none' },
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  calories: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export type CustomFood = CustomFoodRow_food$data;

/** The form values that edit this food. */
export function customFoodFormOf(food: CustomFood): CustomFoodForm {
  const serving = food.customServing;
  const text = (value: number | null | undefined) => (value == null ? '' : String(Math.round(value * 100) / 100));
  return {
    name: food.name,
    brand: food.brand ?? '',
    servingSize: text(serving?.size ?? 1),
    servingUnit: serving?.unit ?? 'serving',
    servingGrams: text(serving?.grams),
    calories: text(serving?.nutrition.calories),
    protein: text(serving?.nutrition.protein),
    carbs: text(serving?.nutrition.carbs),
    fat: text(serving?.nutrition.fat),
  };
}

export function CustomFoodRow({
  food: key,
  onEdit,
  onDelete,
}: {
  food: CustomFoodRow_food$key;
  onEdit(food: CustomFood): void;
  onDelete(food: CustomFood): void;
}) {
  const styles = useStyles();
  const food = useFragment(
    graphql`
      fragment CustomFoodRow_food on Food {
        id
        name
        brand
        customServing {
          size
          unit
          grams
          nutrition {
            calories
            protein
            carbs
            fat
          }
        }
      }
    `,
    key,
  );
  const serving = food.customServing;
  const macros = serving
    ? `P ${Math.round(serving.nutrition.protein)} · C ${Math.round(serving.nutrition.carbs)} · F ${Math.round(serving.nutrition.fat)} g`
    : '';
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <span className={styles.name}>{food.name}</span>
        <span className={styles.detail}>
          {[food.brand, serving && `per ${formatQuantity(serving.size, serving.unit)}`, macros].filter(Boolean).join(' · ')}
        </span>
      </div>
      <span className={styles.calories}>{serving ? formatKcal(serving.nutrition.calories) : '—'}</span>
      <div>
        <Tooltip content={`Edit ${food.name}`} relationship="label">
          <Button appearance="subtle" icon={<EditRegular />} onClick={() => onEdit(food)} />
        </Tooltip>
        <Tooltip content={`Delete ${food.name}`} relationship="label">
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(food)} />
        </Tooltip>
      </div>
    </li>
  );
}
