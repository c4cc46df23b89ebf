import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CustomFoodsListQuery } from '../../__generated__/CustomFoodsListQuery.graphql';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { CustomFoodDialog } from './CustomFoodDialog';
import { customFoodFormOf, CustomFoodRow, type CustomFood } from './CustomFoodRow';
import { useCreateCustomFoodMutation, useDeleteCustomFoodMutation, useUpdateCustomFoodMutation } from './useCustomFoodMutations';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground2 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

type Editing = { kind: 'create' } | { kind: 'edit'; food: CustomFood } | null;

/** Foods you defined yourself; they appear in food search for you only. */
export function CustomFoodsList({ onNotice, onError }: { onNotice(message: string): void; onError(error: unknown): void }) {
  const styles = useStyles();
  const { viewer } = useLazyLoadQuery<CustomFoodsListQuery>(
    graphql`
      query CustomFoodsListQuery {
        viewer {
          customFoods {
            id
            ...CustomFoodRow_food
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<CustomFood | null>(null);
  const [createFood, isCreating] = useCreateCustomFoodMutation();
  const [updateFood, isUpdating] = useUpdateCustomFoodMutation();
  const deleteFood = useDeleteCustomFoodMutation();
  if (!viewer) return null;

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Text className={styles.hint}>Your own foods show up in food search, for you only.</Text>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ kind: 'create' })}>
          Create custom food
        </Button>
      </div>
      {viewer.customFoods.length === 0 ? (
        <Text className={styles.hint}>No custom foods yet. Create one for a recipe or a product the database lacks.</Text>
      ) : (
        <ul className={`${styles.list} nutri-glass`} aria-label="Custom foods">
          {viewer.customFoods.map((food) => (
            <CustomFoodRow key={food.id} food={food} onEdit={(item) => setEditing({ kind: 'edit', food: item })} onDelete={setPendingDelete} />
          ))}
        </ul>
      )}
      {editing?.kind === 'create' && (
        <CustomFoodDialog
          title="Create custom food"
          isSaving={isCreating}
          onClose={() => setEditing(null)}
          onSave={(fields) =>
            createFood(fields).then(() => {
              setEditing(null);
              onNotice(`Created ${fields.name}.`);
            })
          }
        />
      )}
      {editing?.kind === 'edit' && (
        <CustomFoodDialog
          title={`Edit ${editing.food.name}`}
          initial={customFoodFormOf(editing.food)}
          isSaving={isUpdating}
          onClose={() => setEditing(null)}
          onSave={(fields) =>
            updateFood(editing.food.id, fields).then(() => {
              setEditing(null);
              onNotice(`Saved ${fields.name}.`);
            })
          }
        />
      )}
      {pendingDelete && (
        <ConfirmDeleteDialog
          name={pendingDelete.name}
          detail="It disappears from search. Days you already logged it on keep it."
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            deleteFood(pendingDelete.id)
              .then(() => onNotice(`Deleted ${pendingDelete.name}.`))
              .catch(onError);
            setPendingDelete(null);
          }}
        />
      )}
    </div>
  );
}
