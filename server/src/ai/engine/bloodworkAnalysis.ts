import type { StoredLabValue } from '../../modules/bloodwork/labValues.js';
import { MARKER_CATALOG } from '../../modules/bloodwork/markers/markerCatalog.js';
import { markerPatterns } from './bloodworkPatterns.js';
import { bySeverity, formatAmount, formatPercent, type AnalysisFacts, type Finding, type MarkerFact, type Severity } from './findings.js';

export interface BloodworkSnapshot {
  id: string;
  date: string;
  labValues: StoredLabValue[];
}

export interface BloodworkAnalysisInput {
  entry: BloodworkSnapshot;
  /** The user's other entries (any order); those dated before the entry give the "previous" values. */
  history: BloodworkSnapshot[];
}

const EXPLANATIONS = new Map(MARKER_CATALOG.map((marker) => [marker.key, marker.explanation]));
/** A change smaller than this is within the usual test-to-test variation of most markers. */
const NOTABLE_CHANGE_PERCENT = 10;

export function outOfRangeSeverity(value: StoredLabValue): Severity {
  const bound = value.flag === 'high' ? value.refHigh : value.refLow;
  if (bound === null || bound === 0) return 'mild';
  const beyond = Math.abs(value.value - bound) / Math.abs(bound);
  if (beyond <= 0.1) return 'mild';
  if (beyond <= 0.3) return 'moderate';
  return 'significant';
}

function previousValues(input: BloodworkAnalysisInput): Map<string, { date: string; value: number }> {
  const earlier = input.history.filter((entry) => entry.id !== input.entry.id && entry.date < input.entry.date).sort((a, b) => a.date.localeCompare(b.date));
  const previous = new Map<string, { date: string; value: number }>();
  for (const entry of earlier) for (const value of entry.labValues) previous.set(value.marker, { date: entry.date, value: value.value });
  return previous;
}

export function markerFacts(input: BloodworkAnalysisInput): MarkerFact[] {
  const previous = previousValues(input);
  return input.entry.labValues.map((value) => {
    const before = previous.get(value.marker);
    const change = before ? Math.round((value.value - before.value) * 1000) / 1000 : null;
    return {
      key: value.marker,
      name: value.name,
      category: value.category,
      value: value.value,
      unit: value.unit,
      refLow: value.refLow,
      refHigh: value.refHigh,
      flag: value.flag,
      explanation: EXPLANATIONS.get(value.marker) ?? '',
      previousValue: before?.value ?? null,
      previousDate: before?.date ?? null,
      change,
      changePercent: before && before.value !== 0 && change !== null ? Math.round((change / Math.abs(before.value)) * 1000) / 10 : null,
    };
  });
}

const rangeText = (fact: MarkerFact) =>
  fact.refLow !== null && fact.refHigh !== null
    ? `${formatAmount(fact.refLow)}–${formatAmount(fact.refHigh)}`
    : fact.refHigh !== null
      ? `below ${formatAmount(fact.refHigh)}`
      : `above ${formatAmount(fact.refLow ?? 0)}`;

function outOfRange(fact: MarkerFact, value: StoredLabValue): Finding {
  return {
    id: `marker:${fact.key}`,
    kind: 'marker_out_of_range',
    severity: outOfRangeSeverity(value),
    title: `${fact.name} ${fact.flag}`,
    detail: `${fact.name} is ${formatAmount(fact.value)} ${fact.unit}, ${fact.flag} against the range ${rangeText(fact)} ${fact.unit}. ${fact.explanation}`,
    marker: fact,
    markerKeys: [fact.key],
  };
}

function change(fact: MarkerFact): Finding | null {
  if (fact.changePercent === null || fact.previousValue === null || Math.abs(fact.changePercent) < NOTABLE_CHANGE_PERCENT) return null;
  const wasInRange = (fact.refLow === null || fact.previousValue >= fact.refLow) && (fact.refHigh === null || fact.previousValue <= fact.refHigh);
  const isInRange = fact.flag === 'normal';
  const movement = wasInRange && !isInRange ? ' and left the reference range' : !wasInRange && isInRange ? ' and is now within range' : '';
  return {
    id: `change:${fact.key}`,
    kind: 'marker_change',
    severity: wasInRange && !isInRange ? 'mild' : 'info',
    title: `${fact.name} ${fact.changePercent > 0 ? 'rose' : 'fell'} ${formatPercent(Math.abs(fact.changePercent))}`,
    detail: `${fact.name} went from ${formatAmount(fact.previousValue)} (${fact.previousDate}) to ${formatAmount(fact.value)} ${fact.unit}${movement}.`,
    marker: fact,
    markerKeys: [fact.key],
  };
}

/** Every value against its range with the marker's explanation, patterns across markers, and changes since last time. */
export function analyseBloodwork(input: BloodworkAnalysisInput): AnalysisFacts {
  const facts = markerFacts(input);
  const values = new Map(input.entry.labValues.map((value) => [value.marker, value]));
  const findings: Finding[] = [...markerPatterns(values)];
  for (const fact of facts) {
    if (fact.flag === 'high' || fact.flag === 'low') findings.push(outOfRange(fact, values.get(fact.key)!));
  }
  for (const fact of facts) {
    const changed = change(fact);
    if (changed) findings.push(changed);
  }
  const caveats: string[] = [];
  const unranged = facts.filter((fact) => fact.flag === null);
  if (unranged.length) caveats.push(`${unranged.map((fact) => fact.name).join(', ')} had no reference range to compare with.`);
  if (!facts.some((fact) => fact.previousValue !== null))
    caveats.push('There is no earlier entry with these markers, so changes over time could not be shown.');
  return { window: null, nutrients: [], markers: facts, findings: findings.sort(bySeverity), caveats };
}
