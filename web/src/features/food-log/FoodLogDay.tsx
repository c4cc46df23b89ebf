import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { AddRegular, BookmarkRegular, DismissRegular, FlashRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { FoodLogDay_foodLog$key } from '../../__generated__/FoodLogDay_foodLog.graphql';
import type { FoodLogDayQuery } from '../../__generated__/FoodLogDayQuery.graphql';
import { CardCarousel } from '../../shell/CardCarousel';
import { InfoCard } from '../../shell/InfoCard';
import { NutritionProgress } from '../dashboard/NutritionProgress';
import { AddFoodDialog } from './AddFoodDialog';
import { EditItemDialog } from './EditItemDialog';
import type { FoodLogItem } from './FoodLogItemRow';
import { MealCard, type MealActions } from './MealCard';
import { currentMealType, MEAL_LABELS, MEAL_TYPES, type MealType } from './mealTypes';
import { formatKcal, ZERO_MACROS } from './nutritionMath';
import type { PortionChoice } from './PortionPicker';
import { QuickAddDialog } from './QuickAddDialog';
import { SaveMealDialog } from './SaveMealDialog';
import { useFoodLogNotice } from './useFoodLogNotice';
import { useLogFoodMutation } from './useLogFoodMutation';
import { useQuickAddFoodMutation } from './useQuickAddFoodMutation';
import { useRemoveFoodLogItemMutation } from './useRemoveFoodLogItemMutation';
import { useSaveMealFromFoodLogMutation } from './useSaveMealFromFoodLogMutation';
import { useUpdateFoodLogItemMutation } from './useUpdateFoodLogItemMutation';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  meals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
  breakdown: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  breakdownRow: { display: 'grid', gridTemplateColumns: '88px minmax(0, 1fr) auto', alignItems: 'center', gap: tokens.spacingHorizontalS },
  breakdownTrack: { height: '8px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralBackground3, overflow: 'hidden' },
  breakdownFill: { height: '100%', backgroundColor: tokens.colorBrandBackground },
  number: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
});

type Dialog =
  | { kind: 'add'; mealType: MealType }
  | { kind: 'quickAdd'; mealType: MealType }
  | { kind: 'edit'; item: FoodLogItem }
  | { kind: 'saveMeal'; mealType: MealType }
  | { kind: 'saveFood'; item: FoodLogItem }
  | null;

interface FoodLogDayProps {
  date: string;
  dayLabel: string;
}

/** The food log of one day: totals, meals and everything that changes them. */
export function FoodLogDay({ date, dayLabel }: FoodLogDayProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { viewer } = useLazyLoadQuery<FoodLogDayQuery>(
    graphql`
      query FoodLogDayQuery($date: LocalDate!) {
        viewer {
          nutritionTargets {
            calories
            protein
            carbs
            fat
          }
          foodLog(date: $date) {
            ...FoodLogDay_foodLog
          }
        }
      }
    `,
    { date },
    { fetchPolicy: 'store-and-network' },
  );
  const log = useFragment<FoodLogDay_foodLog$key>(
    graphql`
      fragment FoodLogDay_foodLog on FoodLog {
        id
        date
        itemCount
        totals {
          calories
          protein
          carbs
          fat
        }
        meals {
          mealType
          totals {
            calories
          }
          ...MealCard_meal
        }
      }
    `,
    viewer?.foodLog ?? null,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cardIndex, setCardIndex] = useState(0);
  const [notice, setNotice] = useFoodLogNotice();
  const [logFood] = useLogFoodMutation();
  const [quickAdd] = useQuickAddFoodMutation();
  const [updateItem] = useUpdateFoodLogItemMutation();
  const removeItem = useRemoveFoodLogItemMutation();
  const [saveMealFromFoodLog, isSavingMeal] = useSaveMealFromFoodLogMutation();
  if (!viewer) return null;

  const fail = (error: unknown) => setNotice({ intent: 'error', message: error instanceof Error ? error.message : 'Something went wrong.' });
  const close = () => setDialog(null);

  const addFood = (choice: PortionChoice) => {
    close();
    setNotice({ intent: 'success', message: `Added ${choice.preview.name} to ${MEAL_LABELS[choice.mealType]}.` });
    logFood({ ...choice, date }).catch(fail);
  };

  const saveEdit = (item: FoodLogItem, choice: PortionChoice) => {
    close();
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
          preview: { name: item.name, brand: item.brand ?? null, grams: item.grams ?? null, macros: item.nutrition },
        })
      : quickAdd({ date, mealType, name: item.name, calories, protein, carbs, fat });
    request.then(() => setNotice({ intent: 'info', message: `${item.name} is back.` })).catch(fail);
  };

  const actions: MealActions = {
    onAddFood: (mealType) => setDialog({ kind: 'add', mealType }),
    onQuickAdd: (mealType) => setDialog({ kind: 'quickAdd', mealType }),
    onSaveMeal: (mealType) => setDialog({ kind: 'saveMeal', mealType }),
    onEdit: (item) => setDialog({ kind: 'edit', item }),
    onSaveToMyFoods: (item) => setDialog({ kind: 'saveFood', item }),
    onMove: (item, mealType) => {
      updateItem({
        date,
        itemId: item.id,
        mealType,
        amount: null,
        preview: { quantity: item.quantity, unit: item.unit, grams: item.grams ?? null, macros: item.nutrition },
      })
        .then(() => setNotice({ intent: 'success', message: `Moved ${item.name} to ${MEAL_LABELS[mealType]}.` }))
        .catch(fail);
    },
    onDelete: (item) => {
      setNotice({ intent: 'info', message: `Removed ${item.name}.`, undo: () => relog(item) });
      removeItem({ date, itemId: item.id }).catch(fail);
    },
  };

  const saveToMyFoods = (input: Parameters<typeof saveMealFromFoodLog>[0]) =>
    saveMealFromFoodLog(input)
      .then((name) => {
        close();
        setNotice({ intent: 'success', message: `Saved “${name}” to My Foods.` });
      })
      .catch((error: unknown) => {
        close();
        fail(error);
      });

  const totals = log?.totals ?? ZERO_MACROS;
  const mealsByType = new Map(log?.meals.map((meal) => [meal.mealType as MealType, meal]) ?? []);
  const defaultMeal = currentMealType();

  return (
    <div className={styles.stack}>
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{notice.message}</MessageBarBody>
          <MessageBarActions
            containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={() => setNotice(null)} />}
          >
            {notice.undo && (
              <Button
                onClick={() => {
                  notice.undo?.();
                  setNotice(null);
                }}
              >
                Undo
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      )}
      <CardCarousel label="Food log cards" index={cardIndex} onIndexChange={setCardIndex}>
        <InfoCard title={`Day total · ${dayLabel}`}>
          <NutritionProgress eaten={totals} targets={viewer.nutritionTargets} />
        </InfoCard>
        <InfoCard title="Log food">
          <Text as="p" className={styles.body}>
            Search the USDA database, add calories only, or reuse a meal you saved.
          </Text>
          <div className={styles.actions}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'add', mealType: defaultMeal })}>
              Add food
            </Button>
            <Button icon={<FlashRegular />} onClick={() => setDialog({ kind: 'quickAdd', mealType: defaultMeal })}>
              Quick add
            </Button>
            <Button icon={<BookmarkRegular />} onClick={() => void navigate('/my-foods')}>
              My Foods
            </Button>
          </div>
        </InfoCard>
        <InfoCard title="By meal">
          <ul className={styles.breakdown}>
            {MEAL_TYPES.map((mealType) => {
              const calories = mealsByType.get(mealType)?.totals.calories ?? 0;
              const share = totals.calories > 0 ? (calories / totals.calories) * 100 : 0;
              return (
                <li key={mealType} className={styles.breakdownRow}>
                  <span>{MEAL_LABELS[mealType]}</span>
                  <div className={styles.breakdownTrack} aria-hidden>
                    <div className={styles.breakdownFill} style={{ width: `${share}%` }} />
                  </div>
                  <span className={styles.number}>{formatKcal(calories)}</span>
                </li>
              );
            })}
          </ul>
        </InfoCard>
      </CardCarousel>
      <div className={styles.meals}>
        {MEAL_TYPES.map((mealType) => (
          <MealCard key={mealType} mealType={mealType} meal={mealsByType.get(mealType) ?? null} actions={actions} />
        ))}
      </div>
      {dialog?.kind === 'add' && (
        <AddFoodDialog open initialMealType={dialog.mealType} dayLabel={dayLabel} onClose={close} onAdd={addFood} />
      )}
      {dialog?.kind === 'quickAdd' && (
        <QuickAddDialog
          open
          initialMealType={dialog.mealType}
          dayLabel={dayLabel}
          onClose={close}
          onSubmit={({ mealType, ...values }) => {
            close();
            setNotice({ intent: 'success', message: `Added ${formatKcal(values.calories)} to ${MEAL_LABELS[mealType]}.` });
            quickAdd({ date, mealType, ...values }).catch(fail);
          }}
        />
      )}
      {dialog?.kind === 'edit' && <EditItemDialog item={dialog.item} onClose={close} onSave={(choice) => saveEdit(dialog.item, choice)} />}
      {dialog?.kind === 'saveMeal' && (
        <SaveMealDialog
          title={`Save ${MEAL_LABELS[dialog.mealType].toLowerCase()} to My Foods`}
          defaultName={`${MEAL_LABELS[dialog.mealType]} · ${dayLabel}`}
          isSaving={isSavingMeal}
          onClose={close}
          onSave={(name) => void saveToMyFoods({ kind: 'meal', date, mealType: dialog.mealType, name })}
        />
      )}
      {dialog?.kind === 'saveFood' && (
        <SaveMealDialog
          title="Save food to My Foods"
          defaultName={dialog.item.name}
          isSaving={isSavingMeal}
          onClose={close}
          onSave={(name) => void saveToMyFoods({ kind: 'food', itemId: dialog.item.id, name })}
        />
      )}
    </div>
  );
}
