import { lazy, Suspense } from 'react';
import { MEAL_LABELS } from './mealTypes';
import type { useFoodLogDayActions } from './useFoodLogDayActions';

// Each dialog loads when first opened: none is needed to show the day.
const AddFoodDialog = lazy(() => import('./AddFoodDialog').then((module) => ({ default: module.AddFoodDialog })));
const QuickAddDialog = lazy(() => import('./QuickAddDialog').then((module) => ({ default: module.QuickAddDialog })));
const EditItemDialog = lazy(() => import('./EditItemDialog').then((module) => ({ default: module.EditItemDialog })));
const SaveMealDialog = lazy(() => import('./SaveMealDialog').then((module) => ({ default: module.SaveMealDialog })));

interface FoodLogDialogsProps {
  date: string;
  dayLabel: string;
  actions: ReturnType<typeof useFoodLogDayActions>;
}

/** The one dialog the food log has open, if any. */
export function FoodLogDialogs({ date, dayLabel, actions }: FoodLogDialogsProps) {
  const { dialog, closeDialog, addFood, addQuickly, saveEdit, saveToMyFoods, isSavingMeal } = actions;
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'add' && <AddFoodDialog open initialMealType={dialog.mealType} dayLabel={dayLabel} onClose={closeDialog} onAdd={addFood} />}
      {dialog.kind === 'quickAdd' && <QuickAddDialog open initialMealType={dialog.mealType} dayLabel={dayLabel} onClose={closeDialog} onSubmit={addQuickly} />}
      {dialog.kind === 'edit' && <EditItemDialog item={dialog.item} onClose={closeDialog} onSave={(choice) => saveEdit(dialog.item, choice)} />}
      {dialog.kind === 'saveMeal' && (
        <SaveMealDialog
          title={`Save ${MEAL_LABELS[dialog.mealType].toLowerCase()} to My Foods`}
          defaultName={`${MEAL_LABELS[dialog.mealType]} · ${dayLabel}`}
          isSaving={isSavingMeal}
          onClose={closeDialog}
          onSave={(name) => void saveToMyFoods({ kind: 'meal', date, mealType: dialog.mealType, name })}
        />
      )}
      {dialog.kind === 'saveFood' && (
        <SaveMealDialog
          title="Save food to My Foods"
          defaultName={dialog.item.displayName}
          isSaving={isSavingMeal}
          onClose={closeDialog}
          onSave={(name) => void saveToMyFoods({ kind: 'food', itemId: dialog.item.id, name })}
        />
      )}
    </Suspense>
  );
}
