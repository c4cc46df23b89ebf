import type { ProfileFormState } from '../profile/profileFormState';

export type Goal = 'maintain' | 'lose' | 'gain' | 'build_muscle';

const GOAL_HEALTH_GOALS: Record<Goal, string | null> = {
  maintain: 'maintain_weight',
  lose: 'lose_weight',
  gain: null,
  build_muscle: 'build_muscle',
};
const WEIGHT_GOALS = ['maintain_weight', 'lose_weight', 'build_muscle'];

export function goalOf(form: ProfileFormState): Goal {
  if (form.healthGoals.includes('build_muscle')) return 'build_muscle';
  if (form.healthGoals.includes('lose_weight')) return 'lose';
  return 'maintain';
}

/**
 * The form with the chosen goal applied: a health goal (build_muscle raises protein), and a goal weight only
 * for losing or gaining — otherwise targets are for maintenance.
 */
export function withGoal(form: ProfileFormState, goal: Goal): ProfileFormState {
  const goalTag = GOAL_HEALTH_GOALS[goal];
  const healthGoals = form.healthGoals.filter((tag) => !WEIGHT_GOALS.includes(tag));
  const movesWeight = goal === 'lose' || goal === 'gain';
  return {
    ...form,
    healthGoals: goalTag ? [...healthGoals, goalTag] : healthGoals,
    weightGoal: movesWeight ? form.weightGoal : '',
    weightGoalTimeframe: movesWeight ? form.weightGoalTimeframe : '',
  };
}
