import { describe, expect, it } from '@jest/globals';
import type { ProfileFormState } from '../../profile/profileFormState';
import { goalOf, withGoal } from '../targetsGoal';

const form = {
  healthGoals: ['low_carb', 'lose_weight'],
  weightGoal: '70',
  weightGoalTimeframe: '12',
} as unknown as ProfileFormState;

describe('the targets step goal', () => {
  it('reads the goal from the health goals', () => {
    expect(goalOf(form)).toBe('lose');
    expect(goalOf({ ...form, healthGoals: ['build_muscle'] })).toBe('build_muscle');
    expect(goalOf({ ...form, healthGoals: [] })).toBe('maintain');
  });

  it('keeps a goal weight only when losing or gaining, and keeps unrelated health goals', () => {
    expect(withGoal(form, 'gain')).toMatchObject({ healthGoals: ['low_carb'], weightGoal: '70', weightGoalTimeframe: '12' });
    expect(withGoal(form, 'maintain')).toMatchObject({ healthGoals: ['low_carb', 'maintain_weight'], weightGoal: '', weightGoalTimeframe: '' });
    expect(withGoal(form, 'build_muscle')).toMatchObject({ healthGoals: ['low_carb', 'build_muscle'], weightGoal: '' });
  });
});
