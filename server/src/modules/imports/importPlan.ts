import type { NutrientValues } from '../food/nutrition.js';
import type { StoredLabValue, StoredUnmatchedValue } from '../bloodwork/labValues.js';

export const IMPORT_SOURCES = ['myfitnesspal', 'cronometer', 'loseit', 'nutri', 'labs-csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';

export interface PlannedFoodItem {
  date: string;
  mealType: MealType;
  name: string;
  brand: string | null;
  /** Our food when the name matched one confidently; otherwise a quick-add entry with the file's nutrition. */
  foodId: string | null;
  quantity: number;
  unit: string;
  grams: number | null;
  nutrients: NutrientValues;
  /** Its place in the day as a Nutri export states it; other files' entries follow what the day already has. */
  position?: number;
  /** The own food (in `ImportPlan.fileFoods`) this unmatched entry will be linked to. */
  fileFood?: number;
}

/** An unmatched food from another app's file, saved as the user's own food with the file's nutrition per serving. */
export interface PlannedFileFood {
  name: string;
  servingSize: number;
  servingUnit: string;
  servingGrams: number;
  nutrients: NutrientValues;
}

export interface PlannedLabEntry {
  date: string;
  source: 'pdf' | 'manual';
  /** A draft stays a draft (Nutri exports); other files hold results the user has already seen. */
  status: 'draft' | 'confirmed';
  /** The draft's report printed no collection date: the review asks for one. */
  isDateMissing: boolean;
  labValues: StoredLabValue[];
  /** Values a lab report printed that match no known marker (Nutri exports). */
  unmatched?: StoredUnmatchedValue[];
  /** The lab report this entry was read from (Nutri exports): kept with the preview until confirmed. */
  pdf?: { file: string; filename: string | null } | null;
}

/** Records only Nutri's own export carries, restored as they were (custom food ids are given new ones). */
export interface PlannedNutriRecords {
  profile: Record<string, unknown> | null;
  customFoods: Record<string, unknown>[];
  savedMeals: Record<string, unknown>[];
  supplementLogs: Record<string, unknown>[];
}

/** Everything an import will write, in our own terms, kept between preview and confirm. */
export interface ImportPlan {
  foodItems: PlannedFoodItem[];
  labEntries: PlannedLabEntry[];
  nutri: PlannedNutriRecords | null;
  fileFoods?: PlannedFileFood[];
  /** Rows or parts of the file that will not be imported, each said in the user's terms. */
  notUnderstood: string[];
}

export const emptyPlan = (): ImportPlan => ({ foodItems: [], labEntries: [], nutri: null, notUnderstood: [] });

/** At most this many notes are kept; the last one says how many more there were. */
export const MAX_NOTES = 50;

export function addNote(plan: ImportPlan, note: string, total = { count: 0 }): void {
  total.count += 1;
  if (plan.notUnderstood.length < MAX_NOTES) plan.notUnderstood.push(note);
}

export function finishNotes(plan: ImportPlan, total: { count: number }): void {
  if (total.count > MAX_NOTES) plan.notUnderstood.push(`…and ${total.count - MAX_NOTES} more rows like these.`);
}

const pad = (value: number) => String(value).padStart(2, '0');

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2199 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 2024-03-01, 3/1/2024 (US, as the US apps write it), 01.03.2024 (European); anything else is null. */
export function readDate(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(value);
  if (match) return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?: .*)?$/.exec(value);
  if (match) return validDate(Number(match[3]!.length === 2 ? `20${match[3]}` : match[3]), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: .*)?$/.exec(value);
  if (match) return validDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

export function readMeal(text: string | undefined): MealType | null {
  const value = (text ?? '').trim().toLowerCase();
  if (value.startsWith('breakfast') || value === 'morning') return 'breakfast';
  if (value.startsWith('lunch')) return 'lunch';
  if (value.startsWith('dinner') || value.startsWith('supper')) return 'dinner';
  if (value.startsWith('snack') || value === 'uncategorized' || value === '' || /^meal \d$/.test(value)) return 'snack';
  return null;
}
