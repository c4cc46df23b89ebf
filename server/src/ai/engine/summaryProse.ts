import { formatAmount, formatPercent, type AnalysisFacts, type Finding } from './findings.js';

export type AnalysisKind = 'nutrition' | 'bloodwork' | 'correlation';

export const DISCLAIMER = 'This analysis is for educational purposes only and is not medical advice. Consult a healthcare professional.';

const names = (findings: Finding[]) => findings.map((finding) => finding.title.replace(/^Low /, '').toLowerCase());

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function nutritionSummary(facts: AnalysisFacts): string {
  const window = facts.window!;
  const energy = facts.nutrients.find((fact) => fact.key === 'energy_kcal');
  const sentences = [
    `Over the last ${window.days} days you logged food on ${window.loggedDays} day${window.loggedDays === 1 ? '' : 's'}` +
      (energy ? `, averaging ${formatAmount(energy.dailyAverage)} kcal a day against your target of ${formatAmount(energy.target ?? 0)} kcal.` : '.'),
  ];
  const gaps = facts.findings.filter((finding) => finding.kind === 'nutrient_gap');
  if (gaps.length) {
    const described = gaps.slice(0, 5).map((gap) => `${gap.nutrient!.label.toLowerCase()} (${formatPercent(gap.nutrient!.percentOfReference ?? 0)} of the reference)`);
    sentences.push(`The biggest gaps were ${list(described)}.`);
    const foods = [...new Set(gaps.flatMap((gap) => (gap.suggestions ?? []).slice(0, 2).map((food) => food.name.split(',')[0]!.toLowerCase())))].slice(0, 6);
    if (foods.length) sentences.push(`Foods that would help close them include ${list(foods)}.`);
  } else {
    sentences.push('None of the nutrients your logs record well fell clearly short of its reference intake.');
  }
  const excesses = facts.findings.filter((finding) => finding.kind === 'nutrient_excess');
  if (excesses.length) sentences.push(`You were over the limit for ${list(names(excesses).map((name) => name.replace(/^high /, '').replace(/ above the safe upper limit$/, '')))}.`);
  const macros = facts.findings.filter((finding) => finding.kind === 'macro_vs_target');
  if (macros.length) sentences.push(`Against your targets: ${list(macros.map((finding) => finding.title.toLowerCase()))}.`);
  return [...sentences, ...facts.caveats].join(' ');
}

function bloodworkSummary(facts: AnalysisFacts): string {
  const flagged = facts.markers.filter((marker) => marker.flag === 'low' || marker.flag === 'high');
  const sentences = [
    flagged.length
      ? `${flagged.length} of ${facts.markers.length} results ${flagged.length === 1 ? 'is' : 'are'} outside the reference range: ${list(flagged.map((marker) => `${marker.name} ${marker.flag}`))}.`
      : `All ${facts.markers.length} results with a reference range are within it.`,
  ];
  const patterns = facts.findings.filter((finding) => finding.kind === 'marker_pattern');
  if (patterns.length) sentences.push(`Patterns worth discussing with your doctor: ${list(patterns.map((finding) => finding.title.toLowerCase()))}.`);
  const changes = facts.findings.filter((finding) => finding.kind === 'marker_change');
  if (changes.length) sentences.push(`Since your previous results, ${list(changes.slice(0, 4).map((finding) => finding.title.toLowerCase()))}.`);
  return [...sentences, ...facts.caveats].join(' ');
}

function correlationSummary(facts: AnalysisFacts): string {
  const window = facts.window!;
  const links = facts.findings.filter((finding) => finding.kind === 'diet_marker_link');
  const sentences = [`This compares your results with the ${window.loggedDays} logged day${window.loggedDays === 1 ? '' : 's'} in the ${window.days} days before the test (${window.from} to ${window.to}).`];
  const supported = links.filter((finding) => finding.severity !== 'info');
  if (supported.length) sentences.push(`Your diet may contribute to: ${list(supported.map((finding) => finding.marker!.name))}.`);
  const unexplained = links.filter((finding) => finding.severity === 'info');
  if (unexplained.length) sentences.push(`Your logged intake does not explain ${list(unexplained.map((finding) => finding.marker!.name))}.`);
  if (!links.length) sentences.push('None of the flagged or borderline results has a well-known dietary driver.');
  const measured = facts.findings.filter((finding) => finding.kind === 'measured_correlation');
  if (measured.length) sentences.push(`${measured.length} measured correlation${measured.length === 1 ? '' : 's'} across your tests ${measured.length === 1 ? 'is' : 'are'} shown with their sample sizes.`);
  return [...sentences, ...facts.caveats].join(' ');
}

/** The built-in engine's summary: plain prose assembled from the computed facts only. */
export function builtinSummary(kind: AnalysisKind, facts: AnalysisFacts): string {
  if (kind === 'nutrition') return nutritionSummary(facts);
  if (kind === 'bloodwork') return bloodworkSummary(facts);
  return correlationSummary(facts);
}
