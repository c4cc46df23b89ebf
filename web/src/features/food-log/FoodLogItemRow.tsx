import { Button, makeStyles, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowMoveRegular, BookmarkAddRegular, DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { FoodLogItemRow_item$data, FoodLogItemRow_item$key } from '../../__generated__/FoodLogItemRow_item.graphql';
import { MEAL_LABELS, MEAL_TYPES, type MealType } from './mealTypes';
import { formatKcal, formatQuantity } from './nutritionMath';

export type FoodLogItem = FoodLogItemRow_item$data;

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
  const detail = [item.brand, amount, `P ${Math.round(protein)} · C ${Math.round(carbs)} · F ${Math.round(fat)} g`]
    .filter(Boolean)
    .join(' · ');

  return (
    <li className={`${styles.row} ${isPending ? styles.pending : ''}`} aria-busy={isPending || undefined}>
      <div className={styles.text}>
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
        <span className={styles.detail}>{detail}</span>
      </div>
      <span className={styles.calories}>{formatKcal(item.nutrition.calories)}</span>
      <div className={styles.actions}>
        {!item.isQuickAdd && (
          <Tooltip content={`Edit ${item.name}`} relationship="label">
            <Button appearance="subtle" size="small" icon={<EditRegular />} disabled={isPending} onClick={() => actions.onEdit(item)} />
          </Tooltip>
        )}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={`More actions for ${item.name}`} relationship="label">
              <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} disabled={isPending} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {MEAL_TYPES.filter((mealType) => mealType !== item.mealType).map((mealType) => (
                <MenuItem key={mealType} icon={<ArrowMoveRegular />} onClick={() => actions.onMove(item, mealType)}>
                  Move to {MEAL_LABELS[mealType]}
                </MenuItem>
              ))}
              <MenuDivider />
              {!item.isQuickAdd && (
                <MenuItem icon={<BookmarkAddRegular />} onClick={() => actions.onSaveToMyFoods(item)}>
                  Save food to My Foods
                </MenuItem>
              )}
              <MenuItem icon={<DeleteRegular />} onClick={() => actions.onDelete(item)}>
                Delete
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </li>
  );
}
