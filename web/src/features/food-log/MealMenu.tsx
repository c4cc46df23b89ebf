import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { BookmarkAddRegular, FlashRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { MealActions } from './MealCard';
import { MEAL_LABELS, type MealType } from './mealTypes';

interface MealMenuProps {
  mealType: MealType;
  isEmpty: boolean;
  actions: MealActions;
  moreButton: ReactElement;
}

/** A meal's "more" menu: quick add calories, save the meal to My Foods. */
export function MealMenu({ mealType, isEmpty, actions, moreButton }: MealMenuProps) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={`More for ${MEAL_LABELS[mealType]}`} relationship="label">
          {moreButton}
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
  );
}
