import { useCallback, useRef, useState } from 'react';
import type { FoodLogItem } from './FoodLogItemRow';
import type { MealActions } from './MealCard';
import { MEAL_LABELS, type MealType } from './mealTypes';
import { formatKcal } from './nutritionMath';
import type { PortionChoice } from './PortionPicker';
import type { QuickAddValues } from './quickAddForm';
import { useFoodLogNotice } from './useFoodLogNotice';
import { useLogFoodMutation } from './useLogFoodMutation';
import { useQuickAddFoodMutation } from './useQuickAddFoodMutation';
import { useRemoveFoodLogItemMutation } from './useRemoveFoodLogItemMutation';
import { useSaveMealFromFoodLogMutation } from './useSaveMealFromFoodLogMutation';
import { useUpdateFoodLogItemMutation } from './useUpdateFoodLogItemMutation';

export type FoodLogDialog =
  | { kind: 'add'; mealType: MealType }
  | { kind: 'quickAdd'; mealType: MealType }
  | { kind: 'edit'; item: FoodLogItem }
  | { kind: 'saveMeal'; mealType: MealType }
  | { kind: 'saveFood'; item: FoodLogItem }
  | null;

export type SaveToMyFoodsInput = Parameters<ReturnType<typeof useSaveMealFromFoodLogMutation>[0]>[0];

/**
 * Everything that changes one day's food log: which dialog is open, the notice (with undo), and the mutations
 * behind each action. Closing a dialog puts focus back where it was when the dialog opened (the button that opened
 * it), so keyboard users carry on from the same place after adding a food or pressing Escape.
 */
export function useFoodLogDayActions(date: string) {
  const [dialog, setDialog] = useState<FoodLogDialog>(null);
  const [notice, setNotice] = useFoodLogNotice();
  const [logFood] = useLogFoodMutation();
  const [quickAdd] = useQuickAddFoodMutation();
  const [updateItem] = useUpdateFoodLogItemMutation();
  const removeItem = useRemoveFoodLogItemMutation();
  const [saveMealFromFoodLog, isSavingMeal] = useSaveMealFromFoodLogMutation();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openDialog = useCallback((next: Exclude<FoodLogDialog, null>) => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  }, []);

  const closeDialog = useCallback(() => {
    setDialog(null);
    const opener = returnFocusTo.current;
    returnFocusTo.current = null;
    // After the dialog has unmounted (and Fluent's own focus restoring has run).
    window.setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  }, []);

  const fail = (error: unknown) => setNotice({ intent: 'error', message: error instanceof Error ? error.message : 'Something went wrong.' });

  const addFood = (choice: PortionChoice) => {
    closeDialog();
    setNotice({ intent: 'success', message: `Added ${choice.preview.name} to ${MEAL_LABELS[choice.mealType]}.` });
    logFood({ ...choice, date }).catch(fail);
  };

  const addQuickly = ({ mealType, ...values }: QuickAddValues & { mealType: MealType }) => {
    closeDialog();
    setNotice({ intent: 'success', message: `Added ${formatKcal(values.calories)} to ${MEAL_LABELS[mealType]}.` });
    quickAdd({ date, mealType, ...values }).catch(fail);
  };

  const saveEdit = (item: FoodLogItem, choice: PortionChoice) => {
    closeDialog();
    updateItem({
      date,
      itemId: item.id,
      mealType: choice.mealType,
      amount: { quantity: choice.quantity, unit: choice.unit },
      preview: { quantity: choice.quantity, unit: choice.unit, grams: choice.preview.grams, macros: choice.preview.macros },
    }).catch(fail);
  };

  const relog = (item: FoodLogItem) => {
    const { calories, protein, carbs, fat } = item.nutrition;
    const mealType = item.mealType as MealType;
    const request = item.foodId
      ? logFood({
          date,
          mealType,
          foodId: item.foodId,
          quantity: item.quantity,
          unit: item.unit,
          preview: { name: item.displayName, brand: item.brand ?? null, grams: item.grams ?? null, macros: item.nutrition },
        })
      : quickAdd({ date, mealType, name: item.name, calories, protein, carbs, fat });
    request.then(() => setNotice({ intent: 'info', message: `${item.displayName} is back.` })).catch(fail);
  };

  const saveToMyFoods = (input: SaveToMyFoodsInput) =>
    saveMealFromFoodLog(input)
      .then((name) => {
        closeDialog();
        setNotice({ intent: 'success', message: `Saved “${name}” to My Foods.` });
      })
      .catch((error: unknown) => {
        closeDialog();
        fail(error);
      });

  const mealActions: MealActions = {
    onAddFood: (mealType) => openDialog({ kind: 'add', mealType }),
    onQuickAdd: (mealType) => openDialog({ kind: 'quickAdd', mealType }),
    onSaveMeal: (mealType) => openDialog({ kind: 'saveMeal', mealType }),
    onEdit: (item) => openDialog({ kind: 'edit', item }),
    onSaveToMyFoods: (item) => openDialog({ kind: 'saveFood', item }),
    onMove: (item, mealType) => {
      updateItem({
        date,
        itemId: item.id,
        mealType,
        amount: null,
        preview: { quantity: item.quantity, unit: item.unit, grams: item.grams ?? null, macros: item.nutrition },
      })
        .then(() => setNotice({ intent: 'success', message: `Moved ${item.displayName} to ${MEAL_LABELS[mealType]}.` }))
        .catch(fail);
    },
    onDelete: (item) => {
      setNotice({ intent: 'info', message: `Removed ${item.displayName}.`, undo: () => relog(item) });
      removeItem({ date, itemId: item.id }).catch(fail);
    },
  };

  return { dialog, openDialog, closeDialog, notice, setNotice, mealActions, addFood, addQuickly, saveEdit, saveToMyFoods, isSavingMeal };
}
