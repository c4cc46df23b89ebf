import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { SharedSnapshot_post$key } from '../../__generated__/SharedSnapshot_post.graphql';

const useStyles = makeStyles({
  box: { padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  title: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const MEAL_LABELS: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

function formatDay(date: string): string {
  return new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
}

function milestoneText(kind: string, value: number, outOf: number | null | undefined): string {
  if (kind === 'logging_streak') return `${value}-day logging streak`;
  if (kind === 'days_on_target') return `On target ${value} of the last ${outOf ?? 30} days`;
  const sign = value > 0 ? '+' : '';
  return `Weight change: ${sign}${value} kg`;
}

/** What a post shares, as it was when shared: a meal, a day against targets, a recipe or a milestone. */
export function SharedSnapshot({ post }: { post: SharedSnapshot_post$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SharedSnapshot_post on SocialPost {
        meal {
          date
          mealType
          calories
          proteinG
          carbsG
          fatG
          items {
            name
          }
        }
        sharedDay {
          date
          calories
          proteinG
          carbsG
          fatG
          targetCalories
          targetProteinG
          targetCarbsG
          targetFatG
        }
        sharedRecipe {
          name
          servings
          prepMinutes
          ingredients
          modifications
          calories
          proteinG
          carbsG
          fatG
        }
        sharedMilestone {
          kind
          value
          outOf
        }
      }
    `,
    post,
  );
  if (data.meal) {
    return (
      <div className={styles.box}>
        <div className={styles.title}>
          {MEAL_LABELS[data.meal.mealType] ?? data.meal.mealType} · {data.meal.calories} kcal
        </div>
        <div className={styles.meta}>
          Protein {data.meal.proteinG} g · Carbs {data.meal.carbsG} g · Fat {data.meal.fatG} g
        </div>
        <div>{data.meal.items.map((item) => item.name).join(', ')}</div>
      </div>
    );
  }
  if (data.sharedDay) {
    const day = data.sharedDay;
    return (
      <div className={styles.box}>
        <div className={styles.title}>
          {formatDay(day.date)} · {day.calories} of {day.targetCalories} kcal
        </div>
        <div className={styles.meta}>
          Protein {day.proteinG} / {day.targetProteinG} g · Carbs {day.carbsG} / {day.targetCarbsG} g · Fat {day.fatG} / {day.targetFatG} g
        </div>
      </div>
    );
  }
  if (data.sharedRecipe) {
    const recipe = data.sharedRecipe;
    return (
      <div className={styles.box}>
        <div className={styles.title}>
          Recipe: {recipe.name} · {recipe.calories} kcal a serving
        </div>
        <div className={styles.meta}>
          Protein {recipe.proteinG} g · Carbs {recipe.carbsG} g · Fat {recipe.fatG} g · {recipe.prepMinutes} min · serves {recipe.servings}
        </div>
        <div>{recipe.ingredients.join(', ')}</div>
        {recipe.modifications.length > 0 && <div className={styles.meta}>Changed: {recipe.modifications.join('; ')}</div>}
      </div>
    );
  }
  if (data.sharedMilestone) {
    return (
      <div className={styles.box}>
        <div className={styles.title}>{milestoneText(data.sharedMilestone.kind, data.sharedMilestone.value, data.sharedMilestone.outOf)}</div>
      </div>
    );
  }
  return null;
}
