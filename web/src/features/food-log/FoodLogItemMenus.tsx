import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { ArrowMoveRegular, BookmarkAddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { FoodLogItem, ItemActions } from './FoodLogItemRow';
import { MEAL_LABELS, MEAL_TYPES } from './mealTypes';

interface FoodLogItemMenusProps {
  item: FoodLogItem;
  actions: ItemActions;
  editButton: ReactElement;
  moreButton: ReactElement;
}

/** A logged item's edit tooltip and its "more" menu: move to another meal, save to My Foods, delete. */
export function FoodLogItemMenus({ item, actions, editButton, moreButton }: FoodLogItemMenusProps) {
  return (
    <>
      {!item.isQuickAdd && (
        <Tooltip content={`Edit ${item.displayName}`} relationship="label">
          {editButton}
        </Tooltip>
      )}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={`More actions for ${item.displayName}`} relationship="label">
            {moreButton}
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
    </>
  );
}
