import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { DismissRegular, ShareRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { RecipePanelQuery, RecipePanelQuery$data } from '../../__generated__/RecipePanelQuery.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { ReportAction } from '../reports/ReportAction';
import { RECIPE_LOG_FAILED } from './assistantTexts';

const recipeQuery = graphql`
  query RecipePanelQuery($input: RecipeDetailsInput!) {
    recipeDetails(input: $input) {
      recipe {
        id
        name
        description
        servings
        prepTime
        ingredients
        instructions
        modifications
        appliedRequests
        nutritionPerServing {
          calories
          protein
          carbs
          fat
        }
      }
    }
  }
`;

type Recipe = RecipePanelQuery$data['recipeDetails']['recipe'];

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBottom: tokens.spacingVerticalS },
  title: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowY: 'auto', flexGrow: 1, minHeight: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  facts: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
  modify: { display: 'flex', flexDirection: 'column' },
  modifyRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
});

interface RecipePanelProps {
  mealName: string;
  mealDescription: string;
  onClose(): void;
  onLog(recipe: { name: string; appliedRequests: readonly string[] }): Promise<void>;
  /** Opens Social's composer with this recipe (and its changes) attached. */
  onShare(recipe: { name: string; appliedRequests: readonly string[] }): void;
}

/**
 * A suggested meal's recipe, shown in the assistant in place of the chat: ingredients, steps and nutrition per serving;
 * 'Modify Recipe', 'Log This Meal' and Share. Not a dialog of its own: Fluent leaves the page aria-hidden when a dialog
 * opened over another one closes.
 */
export function RecipePanel({ mealName, mealDescription, onClose, onLog, onShare }: RecipePanelProps) {
  const styles = useStyles();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const environment = useRelayEnvironment();
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, setChange] = useState('');
  const [isBusy, setBusy] = useState(true);
  const [isLogged, setLogged] = useState(false);

  const load = useCallback(
    (modificationRequest: string | null, previous: readonly string[]) => {
      setBusy(true);
      setError(null);
      fetchQuery<RecipePanelQuery>(
        environment,
        recipeQuery,
        { input: { mealName, mealDescription, modificationRequest, previousModifications: [...previous] } },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((data) => {
          if (data) setRecipe(data.recipeDetails.recipe);
          setChange('');
        })
        .catch((failure: unknown) => setError(toRequestError(failure).message))
        .finally(() => setBusy(false));
    },
    [environment, mealName, mealDescription],
  );

  useEffect(() => {
    load(null, []);
  }, [load]);

  const log = () => {
    if (!recipe) return;
    setBusy(true);
    setError(null);
    onLog({ name: recipe.name, appliedRequests: recipe.appliedRequests })
      .then(() => setLogged(true))
      .catch(() => setError(RECIPE_LOG_FAILED))
      .finally(() => setBusy(false));
  };

  const facts = recipe?.nutritionPerServing;
  return (
    <section className={styles.root} aria-label={`Recipe: ${mealName}`}>
      <div className={styles.header}>
        <h2 className={styles.title} ref={title} tabIndex={-1}>
          {recipe?.name ?? mealName}
        </h2>
        <Button appearance="subtle" aria-label="Close the recipe" icon={<DismissRegular />} onClick={onClose} />
      </div>
      <div className={styles.content}>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {isLogged && (
          <MessageBar intent="success">
            <MessageBarBody>Logged one serving of {recipe?.name}. Enjoy your meal!</MessageBarBody>
          </MessageBar>
        )}
        {!recipe && isBusy && <Spinner label="Loading the recipe…" />}
        {recipe && facts && (
          <>
            <Text>{recipe.description}</Text>
            <div className={styles.facts}>
              <span>{Math.round(facts.calories)} kcal a serving</span>
              <span>{Math.round(facts.protein)} g protein</span>
              <span>{Math.round(facts.carbs)} g carbs</span>
              <span>{Math.round(facts.fat)} g fat</span>
              <span>
                {recipe.servings} serving{recipe.servings === 1 ? '' : 's'} · {recipe.prepTime} min
              </span>
            </div>
            {recipe.modifications.length > 0 && <Text size={200}>Changed: {recipe.modifications.join('; ')}</Text>}
            <h3 className={styles.heading}>Ingredients</h3>
            <ul className={styles.list}>
              {recipe.ingredients.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3 className={styles.heading}>Instructions</h3>
            <ol className={styles.list}>
              {recipe.instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            <form
              className={styles.modify}
              onSubmit={(event) => {
                event.preventDefault();
                if (change.trim()) load(change.trim(), recipe.appliedRequests);
              }}
            >
              {/* The button sits beside the input, the hint below both. */}
              <Field label="Change this recipe" hint='For example "make it vegetarian", "no dairy", "for 2 people", "under 500 kcal"'>
                {(fieldProps) => (
                  <div className={styles.modifyRow}>
                    <Input {...fieldProps} className={styles.grow} value={change} onChange={(_, data) => setChange(data.value)} disabled={isBusy || isLogged} />
                    <Button type="submit" disabled={!change.trim() || isBusy || isLogged}>
                      Modify Recipe
                    </Button>
                  </div>
                )}
              </Field>
            </form>
            <ReportAction
              content={`${recipe.name}\n${recipe.ingredients.join('\n')}\n${recipe.instructions.join('\n')}`}
              contentType="ai_assistant"
              size="small"
            />
          </>
        )}
      </div>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={onClose}>
          Close
        </Button>
        <Button
          appearance="secondary"
          icon={<ShareRegular />}
          onClick={() => recipe && onShare({ name: recipe.name, appliedRequests: recipe.appliedRequests })}
          disabled={!recipe || isBusy}
        >
          Share
        </Button>
        <Button appearance="primary" onClick={log} disabled={!recipe || isBusy || isLogged}>
          Log This Meal
        </Button>
      </div>
    </section>
  );
}
