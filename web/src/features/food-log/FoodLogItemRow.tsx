import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FoodLogItemRow_item$data, FoodLogItemRow_item$key } from '../../__generated__/FoodLogItemRow_item.graphql';
import type { MealType } from './mealTypes';
import { formatKcal, formatQuantity } from './nutritionMath';

export type FoodLogItem = FoodLogItemRow_item$data;

// Menus and tooltips (popover positioning, focus management) load just after the day is drawn; until then the same
// buttons show without them.
const FoodLogItemMenus = lazy(() => import('./FoodLogItemMenus').then((module) => ({ default: module.FoodLogItemMenus })));

export interface ItemActions {
  onEdit(item: FoodLogItem): void;
  onMove(item: FoodLogItem, mealType: MealType): void;
  onSaveToMyFoods(item: FoodLogItem): void;
  onDelete(item: FoodLogItem): void;
}

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  calories: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex' },
  pending: { opacity: 0.6 },
});

export function FoodLogItemRow({ item: itemKey, actions }: { item: FoodLogItemRow_item$key; actions: ItemActions }) {
  const styles = useStyles();
  const item = useFragment(
    graphql`
      fragment FoodLogItemRow_item on FoodLogItem {
        id
        name
        displayName
        brand
        foodId
        quantity
        unit
        grams
        mealType
        isQuickAdd
        nutrition {
          calories
          protein
          carbs
          fat
        }
      }
    `,
    itemKey,
  );
  const isPending = item.id.startsWith('client:optimistic');
  const { protein, carbs, fat } = item.nutrition;
  const amount = item.isQuickAdd ? 'Quick add' : formatQuantity(item.quantity, item.unit);
  const detail = [item.brand, amount, `P ${Math.round(protein)} · C ${Math.round(carbs)} · F ${Math.round(fat)} g`].filter(Boolean).join(' · ');

  const editButton = (
    <Button
      appearance="subtle"
      size="small"
      icon={<EditRegular />}
      aria-label={`Edit ${item.displayName}`}
      disabled={isPending}
      onClick={() => actions.onEdit(item)}
    />
  );
  const moreButton = (
    <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={`More actions for ${item.displayName}`} disabled={isPending} />
  );

  return (
    <li className={`${styles.row} ${isPending ? styles.pending : ''}`} aria-busy={isPending || undefined}>
      <div className={styles.text}>
        <span className={styles.name} title={item.name}>
          {item.displayName}
        </span>
        <span className={styles.detail}>{detail}</span>
      </div>
      <span className={styles.calories}>{formatKcal(item.nutrition.calories)}</span>
      <div className={styles.actions}>
        <Suspense
          fallback={
            <>
              {!item.isQuickAdd && editButton}
              {moreButton}
            </>
          }
        >
          <FoodLogItemMenus item={item} actions={actions} editButton={editButton} moreButton={moreButton} />
        </Suspense>
      </div>
    </li>
  );
}
