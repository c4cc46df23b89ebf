import { badInput } from '../../graphql/errors.js';
import { isValidTimeZone } from './calendar.js';
import { NO_CUSTOM_MACROS, type User } from './user.entity.js';
import type { UserRecord } from './userRecord.js';
import { ActivityLevel, UnitSystem } from './user.enums.js';
import type { BodyProfileFields, ProfileInput } from './profile.input.js';
import type { TargetProfile } from './nutritionTargets.js';

const OLDEST_AGE_YEARS = 120;

function checkDateOfBirth(dateOfBirth: string, now: Date): void {
  const born = Date.parse(`${dateOfBirth}T00:00:00Z`);
  const oldest = new Date(now);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - OLDEST_AGE_YEARS);
  if (born > now.getTime() || born < oldest.getTime()) {
    throw badInput('Date of birth must be a past date within the last 120 years.', [{ field: 'dateOfBirth', message: 'Out of range' }]);
  }
}

/** Business checks class-validator cannot express; run before any field is changed so nothing is half-applied. */
export function checkProfileFields(fields: Partial<ProfileInput>, now: Date = new Date()): void {
  if (fields.timezone != null && !isValidTimeZone(fields.timezone)) {
    const message = fields.timezone.trim() ? `'${fields.timezone}' is not a known time zone.` : 'Choose a time zone, such as Europe/Berlin.';
    throw badInput(message, [{ field: 'timezone', message: 'Unknown time zone' }]);
  }
  if (fields.dateOfBirth) checkDateOfBirth(fields.dateOfBirth, now);
  if (fields.firstName !== undefined && !fields.firstName?.trim()) {
    throw badInput('First name is required.', [{ field: 'firstName', message: 'Required' }]);
  }
}

const cleanList = (values: string[] | null | undefined) => [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];

/** Copies the given fields onto the user: omitted (undefined) fields are left alone, null clears a field. */
export function applyProfile(user: User, fields: Partial<ProfileInput> & BodyProfileFields): void {
  checkProfileFields(fields);
  if (fields.firstName) user.firstName = fields.firstName.trim();
  if (fields.lastName !== undefined) user.lastName = fields.lastName?.trim() || null;
  if (fields.weight !== undefined) user.weight = fields.weight;
  if (fields.height !== undefined) user.height = fields.height;
  if (fields.gender !== undefined) user.gender = fields.gender;
  if (fields.dateOfBirth !== undefined) user.dateOfBirth = fields.dateOfBirth;
  if (fields.activityLevel !== undefined) user.activityLevel = fields.activityLevel ?? ActivityLevel.sedentary;
  if (fields.weightGoal !== undefined) user.weightGoal = fields.weightGoal;
  if (fields.weightGoalTimeframe !== undefined) user.weightGoalTimeframe = fields.weightGoalTimeframe;
  if (fields.healthGoals !== undefined) user.healthGoals = cleanList(fields.healthGoals);
  if (fields.dietaryPreferences !== undefined) user.dietaryPreferences = cleanList(fields.dietaryPreferences);
  if (fields.timezone !== undefined) user.timezone = fields.timezone ?? 'UTC';
  if (fields.unitSystem !== undefined) user.unitSystem = fields.unitSystem ?? UnitSystem.metric;
  if (fields.customMacroPreferences !== undefined) {
    user.customMacroPreferences = { ...(fields.customMacroPreferences ?? NO_CUSTOM_MACROS) };
  }
  if (fields.preferredAIModel) user.preferredAIModel = fields.preferredAIModel;
}

export function targetProfileOf(user: UserRecord): TargetProfile {
  return {
    weight: user.weight,
    height: user.height,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    activityLevel: user.activityLevel,
    weightGoal: user.weightGoal,
    weightGoalTimeframe: user.weightGoalTimeframe,
    healthGoals: user.healthGoals,
    customMacroPreferences: user.customMacroPreferences,
  };
}

/** The stored profile with unsaved edits laid over it, for the profile page's live preview of targets. */
export function previewTargetProfile(user: UserRecord, preview: ProfileInput): TargetProfile {
  checkProfileFields(preview);
  const stored = targetProfileOf(user);
  const pick = <K extends keyof TargetProfile>(key: K, value: TargetProfile[K] | undefined): TargetProfile[K] => (value === undefined ? stored[key] : value);
  return {
    weight: pick('weight', preview.weight),
    height: pick('height', preview.height),
    gender: pick('gender', preview.gender),
    dateOfBirth: pick('dateOfBirth', preview.dateOfBirth),
    activityLevel: pick('activityLevel', preview.activityLevel),
    weightGoal: pick('weightGoal', preview.weightGoal),
    weightGoalTimeframe: pick('weightGoalTimeframe', preview.weightGoalTimeframe),
    healthGoals: preview.healthGoals === undefined ? stored.healthGoals : cleanList(preview.healthGoals),
    customMacroPreferences: pick('customMacroPreferences', preview.customMacroPreferences),
  };
}
