import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, StarFilled } from '@fluentui/react-icons';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AddFoodDialogPortionQuery } from '../../__generated__/AddFoodDialogPortionQuery.graphql';
import type { AddFoodDialogSearchQuery } from '../../__generated__/AddFoodDialogSearchQuery.graphql';
import type { AddFoodDialogSuggestionsQuery } from '../../__generated__/AddFoodDialogSuggestionsQuery.graphql';
import { FoodChoiceButton, useChoiceStyles } from './FoodChoiceButton';
import { MEAL_LABELS, type MealType } from './mealTypes';
import { formatKcal } from './nutritionMath';
import { PortionPicker, type PortionChoice } from './PortionPicker';
import { useDebouncedValue } from './useDebouncedValue';

/** Long enough to skip a request per keystroke, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

const useStyles = makeStyles({
  surface: {
    width: 'min(560px, calc(100vw - 32px))',
    '@media (max-width: 600px)': { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0 },
  },
  titleRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '320px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  sectionTitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  star: { color: tokens.colorPaletteMarigoldForeground1, marginRight: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
  loading: { padding: tokens.spacingVerticalXL },
});

interface Selection {
  foodId: string;
  amount: { quantity: number; unit: string } | null;
}

interface AddFoodDialogProps {
  open: boolean;
  initialMealType: MealType;
  dayLabel: string;
  onClose(): void;
  onAdd(choice: PortionChoice): void;
}

/** Search the food database (or pick a recent or favourite food), then choose a portion. */
export function AddFoodDialog({ open, initialMealType, dayLabel, onClose, onAdd }: AddFoodDialogProps) {
  const styles = useStyles();
  const [mealType, setMealType] = useState(initialMealType);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<Selection | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useDeferredValue(debouncedSearch);
  const searchRef = useRef<HTMLInputElement>(null);
  // Typing starts at once: focus the search field on open and on coming back from the portion step. Deferred a tick
  // so it follows the Dialog's own "focus the first control" (which would pick the Close button).
  useEffect(() => {
    if (selection) return;
    const timer = window.setTimeout(() => searchRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [selection]);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>
            Add food to {MEAL_LABELS[mealType]} · {dayLabel}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {selection ? (
              <Suspense fallback={<Spinner className={styles.loading} label="Loading portions…" />}>
                <PortionStep selection={selection} mealType={mealType} onMealTypeChange={setMealType} onBack={() => setSelection(null)} onSubmit={onAdd} />
              </Suspense>
            ) : (
              <>
                <SearchBox
                  aria-label="Search foods"
                  placeholder="Search foods, e.g. banana, 2% milk, white rice"
                  value={search}
                  onChange={(_, data) => setSearch(data.value)}
                  ref={searchRef}
                />
                <Suspense fallback={<Spinner className={styles.loading} label="Searching…" />}>
                  {query.length < 2 ? (
                    <Suggestions onChoose={setSelection} />
                  ) : (
                    <SearchResults query={query} isStale={query !== search.trim()} onChoose={(foodId) => setSelection({ foodId, amount: null })} />
                  )}
                </Suspense>
              </>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function SearchResults({ query, isStale, onChoose }: { query: string; isStale: boolean; onChoose(foodId: string): void }) {
  const styles = useStyles();
  const { foods } = useLazyLoadQuery<AddFoodDialogSearchQuery>(
    graphql`
      query AddFoodDialogSearchQuery($query: String!) {
        foods(query: $query, first: 20) {
          edges {
            node {
              id
              ...FoodChoiceButton_food
            }
          }
        }
      }
    `,
    { query },
  );
  if (foods.edges.length === 0) {
    return <Text className={styles.hint}>No foods match “{query}”. Check the spelling, or use quick add for calories only.</Text>;
  }
  return (
    <ul className={styles.list} aria-label="Search results" aria-busy={isStale || undefined}>
      {foods.edges.map(({ node }) => (
        <FoodChoiceButton key={node.id} food={node} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function Suggestions({ onChoose }: { onChoose(selection: Selection): void }) {
  const styles = useStyles();
  const choiceStyles = useChoiceStyles();
  const { viewer } = useLazyLoadQuery<AddFoodDialogSuggestionsQuery>(
    graphql`
      query AddFoodDialogSuggestionsQuery {
        viewer {
          recentFoods(first: 8) {
            id
            ...FoodChoiceButton_food
          }
          savedMeals(kind: food, favorite: true, first: 10) {
            edges {
              node {
                id
                name
                items {
                  foodId
                  quantity
                  unit
                }
                totals {
                  calories
                }
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  const favourites = viewer.savedMeals.edges.map(({ node }) => node).filter((node) => node.items[0]?.foodId);
  if (favourites.length === 0 && viewer.recentFoods.length === 0) {
    return <Text className={styles.hint}>Type at least two letters to search the USDA food database and your own foods.</Text>;
  }
  return (
    <>
      {favourites.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Favourite foods</h3>
          <ul className={styles.list} aria-label="Favourite foods">
            {favourites.map((favourite) => {
              const [item] = favourite.items;
              return (
                <li key={favourite.id}>
                  <button
                    type="button"
                    className={choiceStyles.button}
                    onClick={() => item?.foodId && onChoose({ foodId: item.foodId, amount: { quantity: item.quantity, unit: item.unit } })}
                  >
                    <span className={choiceStyles.text}>
                      <span className={choiceStyles.name}>
                        <StarFilled className={styles.star} aria-label="Favourite" />
                        {favourite.name}
                      </span>
                      <span className={choiceStyles.detail}>
                        {item?.quantity} {item?.unit}
                      </span>
                    </span>
                    <span className={choiceStyles.calories}>{formatKcal(favourite.totals.calories)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {viewer.recentFoods.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Recent foods</h3>
          <ul className={styles.list} aria-label="Recent foods">
            {viewer.recentFoods.map((food) => (
              <FoodChoiceButton key={food.id} food={food} onChoose={(foodId) => onChoose({ foodId, amount: null })} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

interface PortionStepProps {
  selection: Selection;
  mealType: MealType;
  onMealTypeChange(mealType: MealType): void;
  onBack(): void;
  onSubmit(choice: PortionChoice): void;
}

function PortionStep({ selection, mealType, onMealTypeChange, onBack, onSubmit }: PortionStepProps) {
  const styles = useStyles();
  const { food } = useLazyLoadQuery<AddFoodDialogPortionQuery>(
    graphql`
      query AddFoodDialogPortionQuery($id: ID!) {
        food(id: $id) {
          ...PortionPicker_food
        }
      }
    `,
    { id: selection.foodId },
  );
  if (!food) return <Text className={styles.hint}>This food is no longer available.</Text>;
  return (
    <PortionPicker food={food} mealType={mealType} initialAmount={selection.amount} onMealTypeChange={onMealTypeChange} onBack={onBack} onSubmit={onSubmit} />
  );
}
