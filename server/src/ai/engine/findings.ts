import type { ReferenceKind, UpperLimitScope } from './dietaryReferenceIntakes.js';

export type Severity = 'info' | 'mild' | 'moderate' | 'significant';

export type FindingKind =
  | 'macro_vs_target'
  | 'nutrient_gap'
  | 'nutrient_excess'
  | 'top_foods'
  | 'marker_out_of_range'
  | 'marker_pattern'
  | 'marker_change'
  | 'diet_marker_link'
  | 'measured_correlation'
  | 'data_note';

/** A nutrient's average daily intake in the window and what it is compared with. */
export interface NutrientIntakeFact {
  key: string;
  label: string;
  unit: string;
  /** Food plus supplements, per logged day. */
  dailyAverage: number;
  fromSupplements: number;
  /** The user's own daily target (calories and macros). */
  target: number | null;
  reference: number | null;
  referenceKind: ReferenceKind | null;
  upperLimit: number | null;
  upperLimitScope: UpperLimitScope | null;
  /** An amount to stay under (sodium CDRR, saturated fat, caffeine). */
  limit: number | null;
  /** dailyAverage as a percent of the target, else of the reference, else of the limit. */
  percentOfReference: number | null;
  /** Share of logged calories from items that report this nutrient (quick adds report only macros). */
  coverage: number;
}

export interface FoodContributionFact {
  foodId: string | null;
  name: string;
  amount: number;
  unit: string;
  sharePercent: number;
}

export interface FoodSuggestionFact {
  foodId: string;
  name: string;
  portion: string;
  grams: number;
  amount: number;
  unit: string;
  percentOfReference: number;
}

export interface MarkerFact {
  key: string;
  name: string;
  category: string;
  value: number;
  unit: string;
  refLow: number | null;
  refHigh: number | null;
  flag: 'low' | 'high' | 'normal' | null;
  explanation: string;
  previousValue: number | null;
  previousDate: string | null;
  change: number | null;
  changePercent: number | null;
}

export interface CorrelationPoint {
  date: string;
  intake: number;
  value: number;
}

export interface CorrelationFact {
  nutrientKey: string;
  markerKey: string;
  n: number;
  pearson: number | null;
  spearman: number | null;
  points: CorrelationPoint[];
  caveat: string;
}

export interface Finding {
  /** Stable within one analysis ('gap:iron_mg'); the language model refers to findings by it. */
  id: string;
  kind: FindingKind;
  severity: Severity;
  title: string;
  /** One or two sentences written from the facts by the built-in engine. */
  detail: string;
  nutrient?: NutrientIntakeFact;
  marker?: MarkerFact;
  foods?: FoodContributionFact[];
  suggestions?: FoodSuggestionFact[];
  correlation?: CorrelationFact;
  /** Markers a pattern or link is about. */
  markerKeys?: string[];
  /** Nutrients a link is about. */
  nutrientKeys?: string[];
}

export interface AnalysisWindow {
  from: string;
  to: string;
  days: number;
  loggedDays: number;
}

/** Everything an analysis computed; stored as is, and the only facts a language model may write about. */
export interface AnalysisFacts {
  window: AnalysisWindow | null;
  nutrients: NutrientIntakeFact[];
  markers: MarkerFact[];
  findings: Finding[];
  caveats: string[];
}

export const SEVERITY_ORDER: Record<Severity, number> = { significant: 3, moderate: 2, mild: 1, info: 0 };

export function bySeverity(a: Finding, b: Finding): number {
  return SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity];
}

/** Display rounding for prose: whole numbers from 10 up (1,410 kcal, 45 g), two significant digits below (6.3 mg, 0.84 mg). */
export function formatAmount(value: number): string {
  if (Math.abs(value) >= 10) return Math.round(value).toLocaleString('en-US');
  if (value === 0) return '0';
  return String(Number.parseFloat(value.toPrecision(2)));
}

/**
 * A nutrient as a sentence names it: the dataset's label without its measurement qualifier ("Vitamin A (RAE)" →
 * "vitamin A", "Folate (DFE)" → "folate"), in lower case except letters that are names ("vitamin B12"), and
 * energy as "calories". `atStart` capitalises it for the start of a sentence or a title.
 */
export function nutrientName(label: string, { atStart = false }: { atStart?: boolean } = {}): string {
  const bare = label.replace(/\s*\([^)]*\)/g, '').trim();
  const name = bare === 'Energy' ? 'calories' : bare.replace(/^([A-Z])([a-z])/, (_, first: string, second: string) => first.toLowerCase() + second);
  return atStart ? capitalise(name) : name;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 day", "3 days". */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
