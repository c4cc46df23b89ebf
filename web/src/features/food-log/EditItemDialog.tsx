import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EditItemDialogQuery } from '../../__generated__/EditItemDialogQuery.graphql';
import type { FoodLogItem } from './FoodLogItemRow';
import type { MealType } from './mealTypes';
import { PortionPicker, type PortionChoice } from './PortionPicker';

const useStyles = makeStyles({
  surface: { width: 'min(520px, calc(100vw - 32px))' },
  content: { minHeight: '240px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface EditItemDialogProps {
  item: FoodLogItem;
  onClose(): void;
  onSave(choice: PortionChoice): void;
}

/** Change a logged food's quantity, unit or meal; calories follow as you type. */
export function EditItemDialog({ item, onClose, onSave }: EditItemDialogProps) {
  const styles = useStyles();
  const [mealType, setMealType] = useState<MealType>(item.mealType as MealType);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>
            Edit {item.displayName}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {item.foodId ? (
              <Suspense fallback={<Spinner label="Loading portions…" />}>
                <EditPortion foodId={item.foodId} item={item} mealType={mealType} onMealTypeChange={setMealType} onSave={onSave} />
              </Suspense>
            ) : (
              <Text className={styles.hint}>A quick add has no food behind it; use its menu to move or delete it.</Text>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface EditPortionProps {
  foodId: string;
  item: FoodLogItem;
  mealType: MealType;
  onMealTypeChange(mealType: MealType): void;
  onSave(choice: PortionChoice): void;
}

function EditPortion({ foodId, item, mealType, onMealTypeChange, onSave }: EditPortionProps) {
  const { food } = useLazyLoadQuery<EditItemDialogQuery>(
    graphql`
      query EditItemDialogQuery($id: ID!) {
        food(id: $id) {
          ...PortionPicker_food
        }
      }
    `,
    { id: foodId },
  );
  if (!food) return <Text>This food is no longer in the database; you can still move or delete the entry.</Text>;
  return (
    <PortionPicker
      food={food}
      mealType={mealType}
      initialAmount={{ quantity: item.quantity, unit: item.unit }}
      submitLabel="Save changes"
      onMealTypeChange={onMealTypeChange}
      onSubmit={onSave}
    />
  );
}
