import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AssistantLoggedFood_item$key } from '../../__generated__/AssistantLoggedFood_item.graphql';
import FoodLogItemRowFragment, { type FoodLogItemRow_item$key } from '../../__generated__/FoodLogItemRow_item.graphql';
import { EditItemDialog } from '../food-log/EditItemDialog';
import type { FoodLogItem } from '../food-log/FoodLogItemRow';
import type { PortionChoice } from '../food-log/PortionPicker';

// The food log row's own fragment: the portion editor reads exactly what a food log row shows.
const fragment = graphql`
  fragment AssistantLoggedFood_item on FoodLogItem {
    ...FoodLogItemRow_item
  }
`;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1, minWidth: '140px' },
  undone: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

interface AssistantLoggedFoodProps {
  item: AssistantLoggedFood_item$key;
  isUndone: boolean;
  onUndo(itemId: string): void;
  onEdit(item: FoodLogItem, choice: PortionChoice): void;
}

/** One item the assistant logged, with Undo and Edit (the food log's own portion editor). */
export function AssistantLoggedFood({ item: itemKey, isUndone, onUndo, onEdit }: AssistantLoggedFoodProps) {
  const styles = useStyles();
  const item: FoodLogItem = useFragment<FoodLogItemRow_item$key>(FoodLogItemRowFragment, useFragment(fragment, itemKey));
  const [isEditing, setEditing] = useState(false);
  // Non-breaking spaces: a number never wraps away from its unit.
  const amount = item.unit === 'g' ? `${item.quantity}\u00a0g` : `${item.quantity}\u00a0${item.unit}${item.grams ? ` (${Math.round(item.grams)}\u00a0g)` : ''}`;
  return (
    <div className={styles.row}>
      <Text className={isUndone ? `${styles.name} ${styles.undone}` : styles.name}>
        {item.name} · {amount} · {`${Math.round(item.nutrition.calories)}\u00a0kcal`}
      </Text>
      {!isUndone && (
        <>
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(true)} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
          <Button size="small" appearance="subtle" icon={<ArrowUndoRegular />} onClick={() => onUndo(item.id)} aria-label={`Undo logging ${item.name}`}>
            Undo
          </Button>
        </>
      )}
      {isEditing && (
        <EditItemDialog
          item={item}
          onClose={() => setEditing(false)}
          onSave={(choice) => {
            setEditing(false);
            onEdit(item, choice);
          }}
        />
      )}
    </div>
  );
}
