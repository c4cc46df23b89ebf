import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SavedMealsListQuery, SavedMealKind } from '../../__generated__/SavedMealsListQuery.graphql';
import type { MealType } from '../food-log/mealTypes';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { SavedMealCard } from './SavedMealCard';
import { useDeleteSavedMealMutation, useLogSavedMealMutation, useSetSavedMealFavoriteMutation } from './useSavedMealMutations';

const useStyles = makeStyles({
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
  },
});

export interface LogFeedback {
  onLogged(message: string): void;
  onError(error: unknown): void;
}

interface SavedMealsListProps extends LogFeedback {
  kind: SavedMealKind;
  search: string;
  date: string;
  dayLabel: string;
  chosenMealType: MealType | null;
  fallbackMealType: MealType;
}

/** Saved meals or saved single foods, favourites first (the server's order). */
export function SavedMealsList({ kind, search, date, dayLabel, chosenMealType, fallbackMealType, onLogged, onError }: SavedMealsListProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { viewer } = useLazyLoadQuery<SavedMealsListQuery>(
    graphql`
      query SavedMealsListQuery($kind: SavedMealKind!, $search: String) {
        viewer {
          savedMeals(kind: $kind, search: $search, first: 100) @connection(key: "SavedMealsList_savedMeals", filters: ["kind", "search"]) {
            __id
            edges {
              node {
                id
                ...SavedMealCard_savedMeal
              }
            }
          }
        }
      }
    `,
    { kind, search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  const toggleFavorite = useSetSavedMealFavoriteMutation();
  const logSavedMeal = useLogSavedMealMutation();
  const deleteSavedMeal = useDeleteSavedMealMutation();
  const [pendingDelete, setPendingDelete] = useState<{ id: string; name: string } | null>(null);
  if (!viewer) return null;
  const { savedMeals } = viewer;
  const noun = kind === 'meal' ? 'meals' : 'foods';

  if (savedMeals.edges.length === 0) {
    return (
      <div className={styles.empty}>
        <Text weight="semibold">{search ? `No saved ${noun} match “${search}”.` : `No saved ${noun} yet.`}</Text>
        {!search && (
          <>
            <Text>
              {kind === 'meal'
                ? 'On the food log, open a meal’s menu and choose “Save meal to My Foods” to reuse it in one tap.'
                : 'On the food log, open a food’s menu and choose “Save food to My Foods”.'}
            </Text>
            <Button onClick={() => void navigate('/food-log')}>Go to the food log</Button>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-label={kind === 'meal' ? 'Saved meals' : 'Saved foods'}>
        {savedMeals.edges.map(({ node }) => (
          <SavedMealCard
            key={node.id}
            savedMeal={node}
            chosenMealType={chosenMealType}
            fallbackMealType={fallbackMealType}
            dayLabel={dayLabel}
            onToggleFavorite={(id, isFavorite) => toggleFavorite(id, isFavorite).catch(onError)}
            onDelete={(id, name) => setPendingDelete({ id, name })}
            onLog={(id, mealType, name) => {
              logSavedMeal({ savedMealId: id, date, mealType })
                .then(() => onLogged(`Logged ${name} to ${mealType} · ${dayLabel}.`))
                .catch(onError);
            }}
          />
        ))}
      </ul>
      {pendingDelete && (
        <ConfirmDeleteDialog
          name={pendingDelete.name}
          detail="It is removed from My Foods. Days you already logged it on keep it."
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            deleteSavedMeal(pendingDelete.id, [savedMeals.__id]).catch(onError);
            setPendingDelete(null);
          }}
        />
      )}
    </>
  );
}
