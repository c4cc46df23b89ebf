import { ActivityLevel, Gender } from './user.enums.js';

export interface MacroTargets {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface CustomMacroPreferences {
  enabled: boolean;
  proteinAdjustment: number;
  carbAdjustment: number;
  fatAdjustment: number;
}

export interface TargetProfile {
  weight: number | null; // kg
  height: number | null; // cm
  gender: Gender | null;
  dateOfBirth: string | null; // YYYY-MM-DD
  activityLevel: ActivityLevel | null;
  weightGoal: number | null; // target weight, lb
  weightGoalTimeframe: number | null; // weeks
  healthGoals: readonly string[];
  customMacroPreferences: CustomMacroPreferences | null;
}

export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extra_active: 1.9,
};

export const LB_PER_KG = 2.20462;
const KCAL_PER_LB = 3500;
const MAX_WEEKLY_CHANGE_LB = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Used when a field the formula needs is missing (documented in README). */
export const DEFAULTS = {
  calories: 2000,
  protein: 50,
  carbs: 300,
  fat: 67,
  heightCm: 170,
  ageYears: 30,
} as const;

export function ageInYears(dateOfBirth: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${dateOfBirth}T00:00:00Z`)) / (365.25 * DAY_MS));
}

/** Mifflin-St Jeor; with no gender the midpoint of the male and female constants. */
export function basalMetabolicRate(profile: TargetProfile & { weight: number }, now: Date): number {
  const height = profile.height ?? DEFAULTS.heightCm;
  const age = profile.dateOfBirth ? ageInYears(profile.dateOfBirth, now) : DEFAULTS.ageYears;
  const genderConstant = profile.gender === Gender.male ? 5 : profile.gender === Gender.female ? -161 : -78;
  return 10 * profile.weight + 6.25 * height - 5 * age + genderConstant;
}

/** Daily calories: maintenance plus the deficit or surplus that reaches the weight goal in time, capped at 2 lb a week. */
export function calorieTarget(profile: TargetProfile & { weight: number }, now: Date): number {
  const maintenance = basalMetabolicRate(profile, now) * ACTIVITY_FACTORS[profile.activityLevel ?? ActivityLevel.sedentary];
  let weeklyChangeLb = 0;
  if (profile.weightGoal !== null && profile.weightGoalTimeframe) {
    const changeLb = profile.weightGoal - profile.weight * LB_PER_KG;
    weeklyChangeLb = changeLb / profile.weightGoalTimeframe;
    weeklyChangeLb = Math.max(-MAX_WEEKLY_CHANGE_LB, Math.min(MAX_WEEKLY_CHANGE_LB, weeklyChangeLb));
  }
  const calories = maintenance + (weeklyChangeLb * KCAL_PER_LB) / 7;
  const floor = profile.gender === Gender.male ? 1500 : 1200;
  return Math.max(floor, calories);
}

function applyCustomAdjustments(targets: MacroTargets, custom: CustomMacroPreferences | null): MacroTargets {
  if (!custom?.enabled) return targets;
  const protein = targets.protein * (1 + custom.proteinAdjustment / 100);
  const carbs = targets.carbs * (1 + custom.carbAdjustment / 100);
  const fat = targets.fat * (1 + custom.fatAdjustment / 100);
  return { protein, carbs, fat, calories: protein * 4 + carbs * 4 + fat * 9 };
}

function rounded(targets: MacroTargets): MacroTargets {
  return {
    calories: Math.round(targets.calories),
    protein: Math.round(targets.protein),
    carbs: Math.round(targets.carbs),
    fat: Math.round(targets.fat),
  };
}

/** Daily calorie and macro targets (spec section 9). Rounds only at the end so adjustments compound exactly. */
export function nutritionTargets(profile: TargetProfile, now: Date = new Date()): MacroTargets {
  if (profile.weight === null || profile.weight <= 0) {
    return rounded(applyCustomAdjustments({ ...DEFAULTS }, profile.customMacroPreferences));
  }
  const withWeight = { ...profile, weight: profile.weight };
  const calories = calorieTarget(withWeight, now);
  const protein = profile.weight * (profile.healthGoals.includes('build_muscle') ? 2 : 1.6);
  const fat = Math.max(0, (calories * (profile.healthGoals.includes('low_carb') ? 0.4 : 0.25)) / 9);
  const carbs = Math.max(0, (calories - protein * 4 - fat * 9) / 4);
  return rounded(applyCustomAdjustments({ calories, protein, carbs, fat }, profile.customMacroPreferences));
}
