import { describe, expect, it } from '@jest/globals';
import { ageInYears, nutritionTargets, type TargetProfile } from '../nutritionTargets.js';
import { ActivityLevel, Gender } from '../user.enums.js';

const NOW = new Date('2026-06-15T12:00:00Z');

const profile = (fields: Partial<TargetProfile>): TargetProfile => ({
  weight: null,
  height: null,
  gender: null,
  dateOfBirth: null,
  activityLevel: null,
  weightGoal: null,
  weightGoalTimeframe: null,
  healthGoals: [],
  customMacroPreferences: null,
  ...fields,
});

describe('nutritionTargets (spec section 9), worked examples', () => {
  it('maintains weight for a moderately active 30-year-old man: BMR 1780 × 1.55', () => {
    // BMR = 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759 kcal. Protein 80·1.6 = 128 g;
    // fat 2759·0.25/9 = 76.6 g; carbs (2759 − 512 − 689.75)/4 = 389.3 g.
    const targets = nutritionTargets(
      profile({ weight: 80, height: 180, gender: Gender.male, dateOfBirth: '1996-01-01', activityLevel: ActivityLevel.moderately_active }),
      NOW,
    );
    expect(targets).toEqual({ calories: 2759, protein: 128, carbs: 389, fat: 77 });
  });

  it('applies the weight-goal deficit and then the 1200 kcal floor for a woman', () => {
    // BMR 600 + 1031.25 − 200 − 161 = 1270.25; × 1.2 = 1524.3. Goal 120 lb from 132.28 lb in 10 weeks:
    // −1.228 lb/week × 3500 / 7 = −613.9 kcal → 910 kcal, raised to the 1200 floor.
    const targets = nutritionTargets(
      profile({ weight: 60, height: 165, gender: Gender.female, dateOfBirth: '1986-01-01', weightGoal: 120, weightGoalTimeframe: 10 }),
      NOW,
    );
    expect(targets).toEqual({ calories: 1200, protein: 96, carbs: 129, fat: 33 });
  });

  it('caps the weekly change at 2 lb and uses 2 g/kg protein and 40 % fat for build_muscle + low_carb', () => {
    // BMR 1000 + 1093.75 − 250 + 5 = 1848.75; × 1.725 = 3189.1; −70.5 lb in 4 weeks is capped at −2 lb/week = −1000 kcal.
    // 2189.1 kcal; protein 200 g; fat 2189.1·0.4/9 = 97.3 g; carbs (2189.1 − 800 − 875.6)/4 = 128.4 g.
    const targets = nutritionTargets(
      profile({
        weight: 100,
        height: 175,
        gender: Gender.male,
        dateOfBirth: '1976-01-01',
        activityLevel: ActivityLevel.very_active,
        weightGoal: 150,
        weightGoalTimeframe: 4,
        healthGoals: ['build_muscle', 'low_carb'],
      }),
      NOW,
    );
    expect(targets).toEqual({ calories: 2189, protein: 200, carbs: 128, fat: 97 });
  });

  it('adds a surplus for a weight-gain goal', () => {
    // 1780 × 1.2 = 2136; +4.6 lb over 8 weeks... goal 181 lb from 176.37 lb: +0.579 lb/week × 500 = +289.4 kcal.
    const targets = nutritionTargets(
      profile({ weight: 80, height: 180, gender: Gender.male, dateOfBirth: '1996-01-01', weightGoal: 181, weightGoalTimeframe: 8 }),
      NOW,
    );
    expect(targets.calories).toBe(Math.round(1780 * 1.2 + ((181 - 80 * 2.20462) / 8) * 500));
  });

  it('never lets carbs go below 0 when protein and fat use up the calories', () => {
    const targets = nutritionTargets(
      profile({
        weight: 150,
        height: 150,
        gender: Gender.male,
        dateOfBirth: '1946-01-01',
        weightGoal: 100,
        weightGoalTimeframe: 1,
        healthGoals: ['build_muscle', 'low_carb'],
      }),
      NOW,
    );
    expect(targets).toEqual({ calories: 1500, protein: 300, carbs: 0, fat: 67 });
  });

  it('uses 50/300/67 g and 2000 kcal when no weight is set', () => {
    expect(nutritionTargets(profile({ height: 170, gender: Gender.female }), NOW)).toEqual({
      calories: 2000,
      protein: 50,
      carbs: 300,
      fat: 67,
    });
  });

  it('scales each macro by its custom percent and recomputes calories at 4/4/9', () => {
    // 128·1.25 = 160 g protein; 389.31·0.9 = 350.4 g carbs; 76.64 g fat: 640 + 1401.5 + 689.75 = 2731 kcal.
    const targets = nutritionTargets(
      profile({
        weight: 80,
        height: 180,
        gender: Gender.male,
        dateOfBirth: '1996-01-01',
        activityLevel: ActivityLevel.moderately_active,
        customMacroPreferences: { enabled: true, proteinAdjustment: 25, carbAdjustment: -10, fatAdjustment: 0 },
      }),
      NOW,
    );
    expect(targets).toEqual({ calories: 2731, protein: 160, carbs: 350, fat: 77 });
  });

  it('ignores custom adjustments that are switched off', () => {
    const base = profile({ weight: 70, height: 170, gender: Gender.female, dateOfBirth: '1990-05-05' });
    const off = { enabled: false, proteinAdjustment: 50, carbAdjustment: 50, fatAdjustment: 50 };
    expect(nutritionTargets({ ...base, customMacroPreferences: off }, NOW)).toEqual(nutritionTargets(base, NOW));
  });

  it('counts age as elapsed time over 365.25-day years', () => {
    expect(ageInYears('1996-06-16', NOW)).toBe(29);
    expect(ageInYears('1996-06-14', NOW)).toBe(30);
  });
});
