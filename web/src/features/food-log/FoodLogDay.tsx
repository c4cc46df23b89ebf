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
import { FoodLogDialogs } from './FoodLogDialogs';
import { MealCard } from './MealCard';
import { currentMealType, MEAL_LABELS, MEAL_TYPES, type MealType } from './mealTypes';
import { formatKcal, sumOfShownFigures, ZERO_MACROS } from './nutritionMath';
import { useFoodLogDayActions } from './useFoodLogDayActions';

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

interface FoodLogDayProps {
  date: string;
  dayLabel: string;
}

/** The food log of one day: totals and meals (the actions live in useFoodLogDayActions, the dialogs in FoodLogDialogs). */
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
          items {
            nutrition {
              calories
              protein
              carbs
              fat
            }
          }
          ...MealCard_meal
        }
      }
    `,
    viewer?.foodLog ?? null,
  );
  const [cardIndex, setCardIndex] = useState(0);
  const actions = useFoodLogDayActions(date);
  const { notice, setNotice, openDialog } = actions;
  if (!viewer) return null;

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
            <Button appearance="primary" icon={<AddRegular />} onClick={() => openDialog({ kind: 'add', mealType: defaultMeal })}>
              Add food
            </Button>
            <Button icon={<FlashRegular />} onClick={() => openDialog({ kind: 'quickAdd', mealType: defaultMeal })}>
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
              const calories = sumOfShownFigures(mealsByType.get(mealType)?.items ?? []).calories;
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
          <MealCard key={mealType} mealType={mealType} meal={mealsByType.get(mealType) ?? null} actions={actions.mealActions} />
        ))}
      </div>
      <FoodLogDialogs date={date} dayLabel={dayLabel} actions={actions} />
    </div>
  );
}
