import { capitalise, formatAmount, formatPercent, listOf, nutrientName, plural, type AnalysisFacts, type Finding } from './findings.js';

export type AnalysisKind = 'nutrition' | 'bloodwork' | 'correlation';

export const DISCLAIMER = 'This analysis is for educational purposes only and is not medical advice. Consult a healthcare professional.';

/** How many items a summary sentence names before it says "and N more": the summary has to fit a phone screen. */
const NAMED_IN_SUMMARY = 3;

function namedList(items: readonly string[]): string {
  if (items.length <= NAMED_IN_SUMMARY) return listOf(items);
  return listOf([...items.slice(0, NAMED_IN_SUMMARY), `${items.length - NAMED_IN_SUMMARY} more`]);
}

/** "LDL cholesterol high" stays as written; "Pattern of …" becomes "pattern of …" inside a sentence. */
const inSentence = (title: string) => (/^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title);

const nameOf = (finding: Finding) => nutrientName(finding.nutrient!.label);

/**
 * The nutrition summary: a few sentences a person would write, from the facts. Each food list lives once, in its
 * finding (foods that help, where the calories came from); caveats have their own list, so neither is repeated here.
 */
function nutritionSummary(facts: AnalysisFacts): string {
  const window = facts.window!;
  const energy = facts.nutrients.find((fact) => fact.key === 'energy_kcal');
  const logged =
    window.loggedDays === window.days
      ? `You logged food on ${window.days === 1 ? 'the last day' : `each of the last ${window.days} days`}`
      : `You logged food on ${window.loggedDays} of the last ${plural(window.days, 'day')}`;
  const sentences = [
    energy?.target
      ? `${logged}, averaging ${formatAmount(energy.dailyAverage)} kcal a day against your target of ${formatAmount(energy.target)} kcal.`
      : `${logged}.`,
  ];

  const gaps = facts.findings
    .filter((finding) => finding.kind === 'nutrient_gap')
    .sort((a, b) => (a.nutrient!.percentOfReference ?? 0) - (b.nutrient!.percentOfReference ?? 0));
  if (gaps.length) {
    const described = gaps.map((gap) => `${nameOf(gap)} (${formatPercent(gap.nutrient!.percentOfReference ?? 0)})`);
    sentences.push(`Furthest below what you need: ${namedList(described)}.`);
  } else {
    sentences.push('No nutrient your logs record well fell clearly short of what you need.');
  }

  const excesses = facts.findings.filter((finding) => finding.kind === 'nutrient_excess');
  if (excesses.length) {
    const names = excesses.map(nameOf);
    sentences.push(`${capitalise(namedList(names))} ${names.length === 1 ? 'was above its limit' : 'were above their limits'}.`);
  }

  const macros = facts.findings.filter((finding) => finding.kind === 'macro_vs_target');
  const above = macros.filter((finding) => finding.title.includes(' above ')).map(nameOf);
  const below = macros.filter((finding) => finding.title.includes(' below ')).map(nameOf);
  const parts = [
    above.length && `${listOf(above)} ${above.length === 1 ? 'was' : 'were'} above your target`,
    below.length && `${listOf(below)} ${below.length === 1 ? 'was' : 'were'} below ${above.length ? 'it' : 'your target'}`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length) sentences.push(`${capitalise(parts.join('; '))}.`);
  return sentences.join(' ');
}

function bloodworkSummary(facts: AnalysisFacts): string {
  const flagged = facts.markers.filter((marker) => marker.flag === 'low' || marker.flag === 'high');
  const sentences = [
    flagged.length
      ? `${flagged.length} of your ${plural(facts.markers.length, 'result')} ${flagged.length === 1 ? 'is' : 'are'} outside the reference range: ${namedList(flagged.map((marker) => `${marker.name} (${marker.flag})`))}.`
      : `All ${plural(facts.markers.length, 'result')} with a reference range ${facts.markers.length === 1 ? 'is' : 'are'} within it.`,
  ];
  const patterns = facts.findings.filter((finding) => finding.kind === 'marker_pattern');
  if (patterns.length) sentences.push(`Worth discussing with your doctor: ${namedList(patterns.map((finding) => inSentence(finding.title)))}.`);
  const changes = facts.findings.filter((finding) => finding.kind === 'marker_change');
  if (changes.length) sentences.push(`Since your previous results, ${namedList(changes.map((finding) => inSentence(finding.title)))}.`);
  return sentences.join(' ');
}

function correlationSummary(facts: AnalysisFacts): string {
  const window = facts.window!;
  const links = facts.findings.filter((finding) => finding.kind === 'diet_marker_link');
  const sentences = [`This compares your results with the ${plural(window.loggedDays, 'logged day')} in the ${plural(window.days, 'day')} before the test.`];
  const supported = links.filter((finding) => finding.severity !== 'info');
  if (supported.length) sentences.push(`Your diet may contribute to ${namedList(supported.map((finding) => finding.marker!.name))}.`);
  const unexplained = links.filter((finding) => finding.severity === 'info');
  if (unexplained.length) sentences.push(`What you logged does not explain ${namedList(unexplained.map((finding) => finding.marker!.name))}.`);
  if (!links.length) sentences.push('None of the flagged or borderline results has a well-known dietary cause.');
  const measured = facts.findings.filter((finding) => finding.kind === 'measured_correlation');
  if (measured.length)
    sentences.push(
      `${capitalise(plural(measured.length, 'measured correlation'))} across your tests ${measured.length === 1 ? 'is' : 'are'} shown with ${measured.length === 1 ? 'its' : 'their'} sample size.`,
    );
  return sentences.join(' ');
}

/** The built-in engine's summary: plain prose assembled from the computed facts only. */
export function builtinSummary(kind: AnalysisKind, facts: AnalysisFacts): string {
  if (kind === 'nutrition') return nutritionSummary(facts);
  if (kind === 'bloodwork') return bloodworkSummary(facts);
  return correlationSummary(facts);
}
