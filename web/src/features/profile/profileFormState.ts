import type { ActivityLevel, Gender, ProfileForm_user$data, UnitSystem } from '../../__generated__/ProfileForm_user.graphql';
import type { ProfileInput } from '../../__generated__/useUpdateProfileMutation.graphql';
import { cmToFeetAndInches, feetAndInchesToCm, formatDecimal, kgToLb, lbToKg } from './units';

/** What the profile form edits. Numbers are strings in the chosen display units. */
export interface ProfileFormState {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  dateOfBirth: string;
  unitSystem: UnitSystem;
  weight: string;
  heightCm: string;
  heightFeet: string;
  heightInches: string;
  activityLevel: ActivityLevel;
  weightGoal: string;
  weightGoalTimeframe: string;
  healthGoals: string[];
  dietaryPreferences: string[];
  timezone: string;
  preferredAIModel: string;
  customMacros: { enabled: boolean; protein: number; carbs: number; fat: number };
}

export type ProfileField = 'firstName' | 'dateOfBirth' | 'weight' | 'height' | 'weightGoal' | 'weightGoalTimeframe' | 'timezone' | 'preferredAIModel';

export type ProfileErrors = Partial<Record<ProfileField, string>>;

const KNOWN_GENDERS: readonly Gender[] = ['male', 'female'];

export function profileFormFromUser(user: ProfileForm_user$data): ProfileFormState {
  const isImperial = user.unitSystem === 'imperial';
  const height = user.height == null ? null : cmToFeetAndInches(user.height);
  return {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    gender: user.gender && KNOWN_GENDERS.includes(user.gender) ? user.gender : '',
    dateOfBirth: user.dateOfBirth ?? '',
    unitSystem: isImperial ? 'imperial' : 'metric',
    weight: user.weight == null ? '' : formatDecimal(isImperial ? kgToLb(user.weight) : user.weight),
    heightCm: user.height == null ? '' : formatDecimal(user.height),
    heightFeet: height ? String(height.feet) : '',
    heightInches: height ? formatDecimal(height.inches) : '',
    activityLevel: user.activityLevel,
    // The API keeps the goal in lb (spec section 9).
    weightGoal: user.weightGoal == null ? '' : formatDecimal(isImperial ? user.weightGoal : lbToKg(user.weightGoal)),
    weightGoalTimeframe: user.weightGoalTimeframe == null ? '' : String(user.weightGoalTimeframe),
    healthGoals: [...user.healthGoals],
    dietaryPreferences: [...user.dietaryPreferences],
    timezone: user.timezone,
    preferredAIModel: user.preferredAIModel,
    customMacros: {
      enabled: user.customMacroPreferences.enabled,
      protein: user.customMacroPreferences.proteinAdjustment,
      carbs: user.customMacroPreferences.carbAdjustment,
      fat: user.customMacroPreferences.fatAdjustment,
    },
  };
}

/** Re-expresses the weights and height in the other unit system. */
export function switchUnitSystem(state: ProfileFormState, unitSystem: UnitSystem): ProfileFormState {
  if (state.unitSystem === unitSystem) return state;
  const convertWeight = (value: string) => {
    const number = parseNumber(value);
    if (number === null) return value;
    return formatDecimal(unitSystem === 'imperial' ? kgToLb(number) : lbToKg(number));
  };
  const heightCm = heightInCm(state);
  const feetAndInches = heightCm === null ? null : cmToFeetAndInches(heightCm);
  return {
    ...state,
    unitSystem,
    weight: convertWeight(state.weight),
    weightGoal: convertWeight(state.weightGoal),
    heightCm: heightCm === null ? state.heightCm : formatDecimal(heightCm),
    heightFeet: feetAndInches ? String(feetAndInches.feet) : state.heightFeet,
    heightInches: feetAndInches ? formatDecimal(feetAndInches.inches) : state.heightInches,
  };
}

function parseNumber(value: string): number | null {
  if (!value.trim()) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

function heightInCm(state: ProfileFormState): number | null {
  if (state.unitSystem === 'metric') return parseNumber(state.heightCm);
  const feet = parseNumber(state.heightFeet);
  const inches = parseNumber(state.heightInches) ?? 0;
  return feet === null && !state.heightInches.trim() ? null : feetAndInchesToCm(feet ?? 0, inches);
}

function weightInKg(state: ProfileFormState, value: string): number | null {
  const number = parseNumber(value);
  if (number === null) return null;
  return state.unitSystem === 'imperial' ? lbToKg(number) : number;
}

const isBlank = (value: string) => !value.trim();

export function validateProfileForm(state: ProfileFormState, today: Date = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  const weightUnit = state.unitSystem === 'imperial' ? 'lb' : 'kg';
  if (isBlank(state.firstName)) errors.firstName = 'Enter your first name.';

  const weight = weightInKg(state, state.weight);
  if (!isBlank(state.weight) && (weight === null || weight < 20 || weight > 400)) {
    errors.weight = `Enter a weight between ${weightUnit === 'kg' ? '20 and 400 kg' : '44 and 880 lb'}.`;
  }
  const goal = weightInKg(state, state.weightGoal);
  if (!isBlank(state.weightGoal) && (goal === null || goal < 20 || goal > 400)) {
    errors.weightGoal = `Enter a goal weight between ${weightUnit === 'kg' ? '20 and 400 kg' : '44 and 880 lb'}.`;
  }
  const height = heightInCm(state);
  if (height !== null && (height < 90 || height > 250)) {
    errors.height = state.unitSystem === 'imperial' ? 'Enter a height between 3 ft 0 in and 8 ft 2 in.' : 'Enter a height between 90 and 250 cm.';
  }
  const timeframe = parseNumber(state.weightGoalTimeframe);
  if (!isBlank(state.weightGoalTimeframe) && (timeframe === null || !Number.isInteger(timeframe) || timeframe < 1 || timeframe > 520)) {
    errors.weightGoalTimeframe = 'Enter a whole number of weeks between 1 and 520.';
  }
  if (state.dateOfBirth) {
    const birth = new Date(`${state.dateOfBirth}T00:00:00`);
    const age = (today.getTime() - birth.getTime()) / (365.25 * 24 * 60 * 60 * 1000);
    if (Number.isNaN(birth.getTime()) || age < 13 || age > 120) errors.dateOfBirth = 'Enter a date of birth for an age between 13 and 120.';
  }
  if (isBlank(state.timezone)) errors.timezone = 'Choose your time zone.';
  if (isBlank(state.preferredAIModel)) errors.preferredAIModel = 'Choose an AI model.';
  return errors;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The stored measurements and the form they produced. */
export interface SavedMeasurements {
  form: ProfileFormState;
  weight: number | null;
  height: number | null;
  weightGoal: number | null;
}

/**
 * The API input for the form. With `onlyValid`, fields that do not validate are left out,
 * so the live target preview keeps working while the user is typing.
 */
export function toProfileInput(state: ProfileFormState, { onlyValid = false, saved }: { onlyValid?: boolean; saved?: SavedMeasurements } = {}): ProfileInput {
  const errors = onlyValid ? validateProfileForm(state) : {};
  const keep = (field: ProfileField) => !errors[field];
  const weight = weightInKg(state, state.weight);
  const goalKg = weightInKg(state, state.weightGoal);
  const height = heightInCm(state);
  const timeframe = parseNumber(state.weightGoalTimeframe);
  const input: ProfileInput = {
    lastName: state.lastName.trim() || null,
    gender: state.gender || null,
    activityLevel: state.activityLevel,
    healthGoals: state.healthGoals,
    dietaryPreferences: state.dietaryPreferences,
    unitSystem: state.unitSystem,
    customMacroPreferences: {
      enabled: state.customMacros.enabled,
      proteinAdjustment: state.customMacros.protein,
      carbAdjustment: state.customMacros.carbs,
      fatAdjustment: state.customMacros.fat,
    },
  };
  if (keep('firstName')) input.firstName = state.firstName.trim();
  // Untouched measurements go back exactly as stored, so unit conversions never drift.
  const isUntouched = (fields: Array<keyof ProfileFormState>) => saved !== undefined && fields.every((field) => state[field] === saved.form[field]);
  if (keep('weight')) input.weight = isUntouched(['weight', 'unitSystem']) ? saved!.weight : weight === null ? null : round1(weight);
  if (keep('height')) {
    input.height = isUntouched(['heightCm', 'heightFeet', 'heightInches', 'unitSystem']) ? saved!.height : height === null ? null : round1(height);
  }
  if (keep('weightGoal')) {
    input.weightGoal = isUntouched(['weightGoal', 'unitSystem']) ? saved!.weightGoal : goalKg === null ? null : round1(kgToLb(goalKg));
  }
  if (keep('weightGoalTimeframe')) input.weightGoalTimeframe = timeframe === null ? null : timeframe;
  if (keep('dateOfBirth')) input.dateOfBirth = state.dateOfBirth || null;
  if (keep('timezone')) input.timezone = state.timezone.trim();
  if (keep('preferredAIModel')) input.preferredAIModel = state.preferredAIModel.trim();
  return input;
}
