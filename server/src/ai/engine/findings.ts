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

/** Display rounding for prose: three significant digits, whole numbers from 100 up. */
export function formatAmount(value: number): string {
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return String(Number.parseFloat(value.toPrecision(3)));
}

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
