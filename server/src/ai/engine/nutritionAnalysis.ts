import { NUTRIENT_DEFINITIONS } from '../../modules/food/dataset/nutrientDefinitions.js';
import type { MacroTargets } from '../../modules/users/nutritionTargets.js';
import { INTAKE_LIMITS, limitAmount, referenceIntakes, type NutrientReference, type ReferencePerson } from './dietaryReferenceIntakes.js';
import {
  bySeverity,
  formatAmount,
  formatPercent,
  listOf,
  nutrientName,
  plural,
  type AnalysisFacts,
  type Finding,
  type NutrientIntakeFact,
  type Severity,
} from './findings.js';
import { suggestFoodsRichIn, type SuggestionFoods } from './foodSuggestions.js';
import { nutrientUnit, summariseIntake, topContributors, type IntakeSummary, type IntakeWindow } from './intake.js';

export interface NutritionAnalysisInput {
  window: IntakeWindow;
  person: ReferencePerson;
  targets: MacroTargets;
  foods: SuggestionFoods;
}

const LABELS = new Map<string, string>(NUTRIENT_DEFINITIONS.map((definition) => [definition.key, definition.label]));
export const nutrientLabel = (key: string) => LABELS.get(key) ?? key;

/** Below this share of logged calories reporting a nutrient, its average says more about the data than the diet. */
export const MIN_COVERAGE = 0.5;
const FEW_LOGGED_DAYS = 3;

const MACRO_TARGETS: readonly { key: string; target: keyof MacroTargets }[] = [
  { key: 'energy_kcal', target: 'calories' },
  { key: 'protein_g', target: 'protein' },
  { key: 'carbs_g', target: 'carbs' },
  { key: 'fat_g', target: 'fat' },
];

export function gapSeverity(ratio: number): Severity | null {
  if (ratio < 0.5) return 'significant';
  if (ratio < 0.7) return 'moderate';
  if (ratio < 0.9) return 'mild';
  return null;
}

function deviationSeverity(ratio: number): Severity | null {
  const off = Math.abs(ratio - 1);
  if (off <= 0.1) return null;
  if (off <= 0.25) return 'mild';
  if (off <= 0.5) return 'moderate';
  return 'significant';
}

const percentOf = (amount: number, of: number | null) => (of && of > 0 ? Math.round((amount / of) * 1000) / 10 : null);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every nutrient with a target, a DRI or a limit, with the user's average and what it is compared against. */
/** `extraKeys`: nutrients to report even without a target, DRI or limit (sugars, alcohol for the correlation links). */
export function intakeFacts(
  summary: IntakeSummary,
  references: NutrientReference[],
  targets: MacroTargets,
  extraKeys: readonly string[] = [],
): NutrientIntakeFact[] {
  const dailyKcal = summary.averages.energy_kcal ?? 0;
  const byKey = new Map<string, NutrientIntakeFact>();
  const base = (key: string): NutrientIntakeFact =>
    byKey.get(key) ?? {
      key,
      label: nutrientLabel(key),
      unit: nutrientUnit(key),
      dailyAverage: round2(summary.averages[key] ?? 0),
      fromSupplements: round2(summary.supplementAverages[key] ?? 0),
      target: null,
      reference: null,
      referenceKind: null,
      upperLimit: null,
      upperLimitScope: null,
      limit: null,
      percentOfReference: null,
      coverage: Math.round((summary.coverage[key] ?? (summary.supplementAverages[key] ? 1 : 0)) * 100) / 100,
    };
  for (const { key, target } of MACRO_TARGETS) byKey.set(key, { ...base(key), target: targets[target] });
  for (const reference of references) {
    byKey.set(reference.key, {
      ...base(reference.key),
      reference: reference.amount,
      referenceKind: reference.kind,
      upperLimit: reference.upperLimit,
      upperLimitScope: reference.upperLimitScope,
    });
  }
  for (const limit of INTAKE_LIMITS) {
    const amount = limitAmount(limit, dailyKcal);
    byKey.set(limit.key, { ...base(limit.key), limit: amount === null ? null : round2(amount) });
  }
  for (const key of extraKeys) byKey.set(key, base(key));
  return [...byKey.values()].map((fact) => ({
    ...fact,
    percentOfReference: percentOf(fact.dailyAverage, fact.target ?? fact.reference ?? fact.limit),
  }));
}

function macroFinding(fact: NutrientIntakeFact, summary: IntakeSummary): Finding | null {
  if (fact.target === null) return null;
  const ratio = fact.target > 0 ? fact.dailyAverage / fact.target : 1;
  const severity = deviationSeverity(ratio);
  if (!severity) return null;
  const direction = ratio < 1 ? 'below' : 'above';
  return {
    id: `macro:${fact.key}`,
    kind: 'macro_vs_target',
    severity,
    title: `${nutrientName(fact.label, { atStart: true })} ${direction} your target`,
    detail:
      fact.key === 'energy_kcal'
        ? `You averaged ${formatAmount(fact.dailyAverage)} kcal a day against your target of ${formatAmount(fact.target)} kcal (${formatPercent(ratio * 100)}).`
        : `You averaged ${formatAmount(fact.dailyAverage)} ${fact.unit} of ${nutrientName(fact.label)} a day against your target of ${formatAmount(fact.target)} ${fact.unit} (${formatPercent(ratio * 100)}).`,
    nutrient: fact,
    foods: topContributors(summary, fact.key),
  };
}

function gapFinding(fact: NutrientIntakeFact, input: NutritionAnalysisInput): Finding | null {
  if (fact.reference === null || fact.target !== null || fact.coverage < MIN_COVERAGE) return null;
  const ratio = fact.dailyAverage / fact.reference;
  const severity = gapSeverity(ratio);
  if (!severity) return null;
  const suggestions = suggestFoodsRichIn(input.foods, fact.key, fact.reference);
  // The foods that supply it are a list of their own (suggestions): the sentence does not repeat them.
  const kind = fact.referenceKind === 'AI' ? 'Adequate Intake, a goal rather than a minimum' : 'RDA';
  return {
    id: `gap:${fact.key}`,
    kind: 'nutrient_gap',
    severity,
    title: `Low ${nutrientName(fact.label)}`,
    detail: `You averaged ${formatAmount(fact.dailyAverage)} ${fact.unit} a day, ${formatPercent(ratio * 100)} of the ${formatAmount(fact.reference)} ${fact.unit} ${kind}.`,
    nutrient: fact,
    foods: [],
    suggestions,
  };
}

function excessFinding(fact: NutrientIntakeFact, summary: IntakeSummary): Finding | null {
  const basis = INTAKE_LIMITS.find((limit) => limit.key === fact.key)?.basis;
  if (fact.upperLimit !== null) {
    const compared = fact.upperLimitScope === 'supplements' ? fact.fromSupplements : fact.dailyAverage;
    if (compared > fact.upperLimit) {
      const source = fact.upperLimitScope === 'supplements' ? 'from supplements ' : '';
      return {
        id: `excess:${fact.key}`,
        kind: 'nutrient_excess',
        severity: 'significant',
        title: `${nutrientName(fact.label, { atStart: true })} above the safe upper limit`,
        detail: `You averaged ${formatAmount(compared)} ${fact.unit} a day ${source}— more than the tolerable upper intake level of ${formatAmount(fact.upperLimit)} ${fact.unit}.`,
        nutrient: fact,
        foods: topContributors(summary, fact.key),
      };
    }
  }
  if (fact.limit !== null && fact.limit > 0 && fact.dailyAverage > fact.limit && fact.coverage >= MIN_COVERAGE) {
    const ratio = fact.dailyAverage / fact.limit;
    return {
      id: `excess:${fact.key}`,
      kind: 'nutrient_excess',
      severity: ratio > 1.5 ? 'significant' : 'moderate',
      title: `High ${nutrientName(fact.label)}`,
      detail: `You averaged ${formatAmount(fact.dailyAverage)} ${fact.unit} a day, ${formatPercent(ratio * 100)} of the ${formatAmount(fact.limit)} ${fact.unit} limit (${basis}).`,
      nutrient: fact,
      foods: topContributors(summary, fact.key),
    };
  }
  return null;
}

function notes(summary: IntakeSummary, facts: NutrientIntakeFact[]): { findings: Finding[]; caveats: string[] } {
  const caveats: string[] = [];
  const findings: Finding[] = [];
  if (summary.loggedDates.length < FEW_LOGGED_DAYS) {
    const logged = summary.loggedDates.length;
    caveats.push(`Only ${plural(logged, 'day')} ${logged === 1 ? 'was' : 'were'} logged, so these averages may not reflect your usual diet.`);
  }
  const uncovered = facts.filter((fact) => (fact.reference !== null || fact.limit !== null) && fact.coverage < MIN_COVERAGE);
  if (uncovered.length) {
    findings.push({
      id: 'note:coverage',
      kind: 'data_note',
      severity: 'info',
      title: 'Some nutrients could not be assessed',
      detail: `Most of what you logged does not report ${listOf(uncovered.map((fact) => nutrientName(fact.label)))} (quick adds record calories and macros only), so ${uncovered.length === 1 ? 'it was' : 'they were'} not judged.`,
      nutrientKeys: uncovered.map((fact) => fact.key),
    });
  }
  return { findings, caveats };
}

/** Daily averages against the user's targets and the DRIs for their age and sex: gaps, excesses, sources, suggestions. */
export function analyseNutrition(input: NutritionAnalysisInput): AnalysisFacts {
  const summary = summariseIntake(input.window);
  const facts = intakeFacts(summary, referenceIntakes(input.person), input.targets);
  const findings: Finding[] = [];
  for (const fact of facts) {
    const finding = macroFinding(fact, summary) ?? gapFinding(fact, input) ?? excessFinding(fact, summary);
    if (finding) findings.push(finding);
  }
  findings.sort(bySeverity);
  const calorieSources = topContributors(summary, 'energy_kcal', 5);
  if (calorieSources.length) {
    findings.push({
      id: 'foods:energy_kcal',
      kind: 'top_foods',
      severity: 'info',
      title: 'Where your calories came from',
      // The foods are listed once, in `foods`; the sentence only sums them up.
      detail: `${calorieSources.length === 1 ? 'One food' : `These ${plural(calorieSources.length, 'food')}`} gave you ${formatPercent(calorieSources.reduce((sum, food) => sum + food.sharePercent, 0))} of your calories.`,
      foods: calorieSources,
    });
  }
  const { findings: noteFindings, caveats } = notes(summary, facts);
  return {
    window: { from: input.window.from, to: input.window.to, days: input.window.days, loggedDays: summary.loggedDates.length },
    nutrients: facts,
    markers: [],
    findings: [...findings, ...noteFindings],
    caveats,
  };
}
