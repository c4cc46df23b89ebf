import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { FoodChoiceButton_food$key } from '../../__generated__/FoodChoiceButton_food.graphql';
import { foodSourceLabel } from './foodSource';
import { formatKcal } from './nutritionMath';

export const useChoiceStyles = makeStyles({
  button: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    textAlign: 'left',
    font: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  calories: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** A food in search results or recent foods: name, brand or source, default portion and its calories. */
export function FoodChoiceButton({ food: foodKey, onChoose }: { food: FoodChoiceButton_food$key; onChoose(foodId: string): void }) {
  const styles = useChoiceStyles();
  const food = useFragment(
    graphql`
      fragment FoodChoiceButton_food on Food {
        id
        name
        displayName
        brand
        source
        defaultPortion {
          label
          calories
        }
      }
    `,
    foodKey,
  );
  const origin = food.brand ?? foodSourceLabel(food.source);
  return (
    <li>
      <button type="button" className={styles.button} onClick={() => onChoose(food.id)}>
        <span className={styles.text}>
          <span className={styles.name}>{food.displayName}</span>
          {/* The full description tells apart foods with the same short name ("skin eaten", "skin not eaten"). */}
          {food.displayName !== food.name && <span className={styles.detail}>{food.name}</span>}
          <span className={styles.detail}>
            {origin} · {food.defaultPortion.label}
          </span>
        </span>
        <span className={styles.calories}>{food.defaultPortion.calories == null ? '—' : formatKcal(food.defaultPortion.calories)}</span>
      </button>
    </li>
  );
}
