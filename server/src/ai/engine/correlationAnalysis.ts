import type { MacroTargets } from '../../modules/users/nutritionTargets.js';
import { markerFacts, type BloodworkSnapshot } from './bloodworkAnalysis.js';
import { referenceIntakes, type ReferencePerson } from './dietaryReferenceIntakes.js';
import {
  bySeverity,
  formatAmount,
  formatPercent,
  listOf,
  nutrientName,
  type AnalysisFacts,
  type Finding,
  type MarkerFact,
  type NutrientIntakeFact,
  type Severity,
} from './findings.js';
import { suggestFoodsRichIn, type SuggestionFoods } from './foodSuggestions.js';
import { summariseIntake, topContributors, type IntakeWindow } from './intake.js';
import { linksFor, type MarkerNutrientLink } from './markerNutrientLinks.js';
import { intakeFacts, MIN_COVERAGE } from './nutritionAnalysis.js';
import { pearson, smallSampleCaveat, spearman } from './statistics.js';

export interface CorrelationAnalysisInput {
  entry: BloodworkSnapshot;
  /** All of the user's entries, the analysed one included. */
  history: BloodworkSnapshot[];
  /** The intake window before each entry (by entry id); the analysed entry's is required. */
  windows: ReadonlyMap<string, IntakeWindow>;
  person: ReferencePerson;
  targets: MacroTargets;
  foods: SuggestionFoods;
}

/** A value within this share of a range bound is worth a look even though it is in range. */
const NEAR_BOUND = 0.1;
const MIN_PAIRS = 3;

type IntakeLevel = 'low' | 'high' | 'ok' | 'unknown';

function isNearBound(fact: MarkerFact): boolean {
  if (fact.flag !== 'normal') return false;
  const near = (bound: number | null) => bound !== null && bound !== 0 && Math.abs(fact.value - bound) / Math.abs(bound) <= NEAR_BOUND;
  return near(fact.refLow) || near(fact.refHigh);
}

function nearSide(fact: MarkerFact): 'low' | 'high' {
  const toLow = fact.refLow === null ? Infinity : Math.abs(fact.value - fact.refLow);
  const toHigh = fact.refHigh === null ? Infinity : Math.abs(fact.value - fact.refHigh);
  return toLow < toHigh ? 'low' : 'high';
}

export function intakeLevel(fact: NutrientIntakeFact, highAbove?: number): IntakeLevel {
  if (fact.coverage < MIN_COVERAGE) return 'unknown';
  const ceiling = fact.limit ?? (fact.target !== null ? fact.target * 1.1 : (highAbove ?? fact.upperLimit));
  if (ceiling !== null && ceiling !== undefined && fact.dailyAverage > ceiling) return 'high';
  const floor = fact.reference ?? (fact.target !== null ? fact.target * 0.9 : null);
  if (floor !== null && fact.dailyAverage < floor * 0.9) return 'low';
  return 'ok';
}

/** Whether the intake pushes the marker the way it has gone: low marker with low intake of what raises it, and so on. */
function isConsistent(direction: 'low' | 'high', link: MarkerNutrientLink, level: IntakeLevel): boolean {
  if (direction === 'low') return link.effect === 'raises' ? level === 'low' : level === 'high';
  return link.effect === 'raises' ? level === 'high' : level === 'low';
}

function describeIntake(fact: NutrientIntakeFact, link: MarkerNutrientLink): string {
  const compared = fact.reference ?? fact.limit ?? fact.target;
  const basis = fact.reference !== null ? ` ${fact.referenceKind}` : fact.limit !== null ? ' limit' : fact.target !== null ? ' target' : '';
  const share = compared ? `, ${formatPercent((fact.dailyAverage / compared) * 100)} of the ${formatAmount(compared)} ${fact.unit}${basis}` : '';
  return `${nutrientName(fact.label, { atStart: true })} ${link.effect} it (${link.strength}): you averaged ${formatAmount(fact.dailyAverage)} ${fact.unit} a day${share}.`;
}

function linkFinding(
  marker: MarkerFact,
  nutrients: Map<string, NutrientIntakeFact>,
  input: CorrelationAnalysisInput,
  summary: ReturnType<typeof summariseIntake>,
): Finding | null {
  const links = linksFor(marker.key).filter((entry) => nutrients.has(entry.nutrient));
  if (!links.length) return null;
  const flagged = marker.flag === 'low' || marker.flag === 'high';
  const direction = flagged ? (marker.flag as 'low' | 'high') : nearSide(marker);
  const assessed = links.map((entry) => {
    const fact = nutrients.get(entry.nutrient)!;
    return { link: entry, fact, level: intakeLevel(fact, entry.highAbove) };
  });
  const consistent = assessed.filter((row) => isConsistent(direction, row.link, row.level));
  const severity: Severity = consistent.length ? (flagged ? 'moderate' : 'mild') : 'info';
  const lead = flagged
    ? `${marker.name} is ${marker.flag} (${formatAmount(marker.value)} ${marker.unit}).`
    : `${marker.name} (${formatAmount(marker.value)} ${marker.unit}) is in range but near its ${direction} end.`;
  const verdict = consistent.length
    ? ` Your intake of ${listOf(consistent.map((row) => nutrientName(row.fact.label)))} is consistent with this and may contribute.`
    : assessed.some((row) => row.level === 'unknown')
      ? ' Your logs do not record enough of these nutrients to judge.'
      : ' Your intake of these nutrients does not explain it; other causes are more likely.';
  const toRaise = consistent.find((row) => row.level === 'low' && row.fact.reference !== null);
  const toCut = consistent.find((row) => row.level === 'high');
  return {
    id: `link:${marker.key}`,
    kind: 'diet_marker_link',
    severity,
    title: `${marker.name} and your diet`,
    detail: `${lead} ${assessed.map((row) => describeIntake(row.fact, row.link)).join(' ')}${verdict}`,
    marker,
    markerKeys: [marker.key],
    nutrientKeys: assessed.map((row) => row.fact.key),
    foods: toCut ? topContributors(summary, toCut.fact.key) : toRaise ? topContributors(summary, toRaise.fact.key) : [],
    suggestions: toRaise ? suggestFoodsRichIn(input.foods, toRaise.fact.key, toRaise.fact.reference!) : [],
  };
}

function measuredCorrelations(input: CorrelationAnalysisInput): Finding[] {
  const findings: Finding[] = [];
  const entries = [...input.history].sort((a, b) => a.date.localeCompare(b.date));
  for (const value of input.entry.labValues) {
    for (const entry of linksFor(value.marker)) {
      const points = entries.flatMap((other) => {
        const reading = other.labValues.find((candidate) => candidate.marker === value.marker);
        const window = input.windows.get(other.id);
        if (!reading || !window) return [];
        const summary = summariseIntake(window);
        if (!summary.loggedDates.length || (summary.coverage[entry.nutrient] ?? 0) < MIN_COVERAGE) return [];
        return [{ date: other.date, intake: Math.round((summary.averages[entry.nutrient] ?? 0) * 100) / 100, value: reading.value }];
      });
      if (points.length < MIN_PAIRS) continue;
      const xs = points.map((point) => point.intake);
      const ys = points.map((point) => point.value);
      const r = pearson(xs, ys);
      const rho = spearman(xs, ys);
      const caveat = r === null ? 'Intake or the marker did not vary between tests, so no correlation can be measured.' : smallSampleCaveat(points.length);
      const strength = r === null ? 'no measurable' : Math.abs(r) >= 0.7 ? 'a strong' : Math.abs(r) >= 0.4 ? 'a moderate' : 'a weak';
      const sign = r === null ? '' : r > 0 ? ' positive' : ' negative';
      findings.push({
        id: `correlation:${value.marker}:${entry.nutrient}`,
        kind: 'measured_correlation',
        severity: 'info',
        title: `${value.name} vs your ${entry.nutrient.replace(/_(mg|ug|g)$/, '').replace(/_/g, ' ')} intake`,
        detail: `Across ${points.length} tests, ${strength}${sign} correlation${r === null ? '' : ` (Pearson r = ${r.toFixed(2)}, Spearman ρ = ${rho?.toFixed(2) ?? 'n/a'})`}. ${caveat}`,
        markerKeys: [value.marker],
        nutrientKeys: [entry.nutrient],
        correlation: {
          nutrientKey: entry.nutrient,
          markerKey: value.marker,
          n: points.length,
          pearson: r === null ? null : Math.round(r * 1000) / 1000,
          spearman: rho === null ? null : Math.round(rho * 1000) / 1000,
          points,
          caveat,
        },
      });
    }
  }
  return findings;
}

/**
 * For each flagged or near-bound marker of the entry, the nutrients known to move it and the user's intake of them in
 * the window before the draw; with three or more entries, the measured correlation between intake and value.
 */
export function analyseCorrelation(input: CorrelationAnalysisInput): AnalysisFacts {
  const window = input.windows.get(input.entry.id);
  if (!window) throw new Error('the analysed entry needs an intake window');
  const summary = summariseIntake(window);
  // Link nutrients without a DRI, target or limit (sugars, alcohol, cholesterol, PUFA) still get their averages.
  const linkedKeys = input.entry.labValues.flatMap((value) => linksFor(value.marker).map((entry) => entry.nutrient));
  const nutrients = intakeFacts(summary, referenceIntakes(input.person), input.targets, linkedKeys);
  const byKey = new Map(nutrients.map((fact) => [fact.key, fact]));
  const markers = markerFacts({ entry: input.entry, history: input.history });
  const findings: Finding[] = [];
  for (const marker of markers) {
    if (marker.flag !== 'low' && marker.flag !== 'high' && !isNearBound(marker)) continue;
    const finding = linkFinding(marker, byKey, input, summary);
    if (finding) findings.push(finding);
  }
  findings.sort(bySeverity);
  findings.push(...measuredCorrelations(input));
  const caveats: string[] = [];
  if (summary.loggedDates.length < 3)
    caveats.push(`Only ${summary.loggedDates.length} day(s) were logged in the ${window.days} days before the test, so intake figures are rough.`);
  if (input.history.length < MIN_PAIRS)
    caveats.push(
      'Measured correlations need at least three bloodwork entries with food logged before each; until then only known diet–marker relationships are shown.',
    );
  const usedNutrients = new Set(findings.flatMap((finding) => finding.nutrientKeys ?? []));
  return {
    window: { from: window.from, to: window.to, days: window.days, loggedDays: summary.loggedDates.length },
    nutrients: [...byKey.values()].filter((fact) => usedNutrients.has(fact.key)),
    markers,
    findings,
    caveats,
  };
}
