import { AiOutputInvalidError } from '../aiErrors.js';
import type { AnalysisFacts } from '../engine/findings.js';
import type { AnalysisKind } from '../engine/summaryProse.js';

/** What a language model writes: prose only. Every number it may use is in the facts it is given. */
export interface AnalysisProse {
  summary: string;
  findings: { id: string; explanation: string }[];
}

export const ANALYSIS_PROSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'findings'],
  properties: {
    summary: { type: 'string', description: 'Three to six plain sentences for the user.' },
    findings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'explanation'],
        properties: {
          id: { type: 'string', description: 'The id of a finding from the facts.' },
          explanation: { type: 'string', description: 'One to three sentences explaining this finding.' },
        },
      },
    },
  },
} as const;

const MAX_SUMMARY = 3000;
const MAX_EXPLANATION = 1200;

const SYSTEM = `You write the text of a nutrition and health app's analysis for its user.
You receive computed facts as JSON: findings with ids, nutrient intakes, lab values. Write a short summary and one
explanation per finding, in plain, friendly, specific English, second person.
Rules: use only numbers that appear in the facts (you may round them); never invent values, diagnoses or doses;
do not give medical advice or tell the user to change medication; mention food suggestions by name when the facts
list them; keep uncertainty and caveats from the facts. Return JSON only.`;

/** The facts as the model sees them: no internal ids or raw time series it could misquote. */
function factsForPrompt(kind: AnalysisKind, facts: AnalysisFacts) {
  return {
    analysis: kind,
    window: facts.window,
    caveats: facts.caveats,
    findings: facts.findings.map((finding) => ({
      id: finding.id,
      kind: finding.kind,
      severity: finding.severity,
      title: finding.title,
      facts: finding.detail,
      nutrient: finding.nutrient,
      marker: finding.marker && { ...finding.marker, explanation: undefined },
      topFoods: finding.foods,
      suggestedFoods: finding.suggestions,
      correlation: finding.correlation && { ...finding.correlation, points: undefined },
    })),
  };
}

export function analysisProsePrompt(kind: AnalysisKind, facts: AnalysisFacts): { system: string; user: string } {
  return { system: SYSTEM, user: JSON.stringify(factsForPrompt(kind, facts)) };
}

/** Measurements in text; digits inside names ('gpt-3.5-turbo', 'B12', '25-OH') are not numbers. */
function numbersIn(text: string): number[] {
  return [...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/(?<![\p{L}\d.-])\d+(?:\.\d+)?/gu)].map((match) => Number(match[0]));
}

function collectNumbers(value: unknown, into: number[]): void {
  if (typeof value === 'number') into.push(value);
  else if (typeof value === 'string') into.push(...numbersIn(value));
  else if (Array.isArray(value)) for (const item of value) collectNumbers(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectNumbers(item, into);
}

// Small whole numbers are counts and ordinals ("two foods", "3 days"), not measurements.
const SMALL_COUNT = 12;

/** A number the model wrote matches a fact when it equals one after the rounding a writer would do. */
function isGrounded(number: number, known: readonly number[]): boolean {
  if (Number.isInteger(number) && number <= SMALL_COUNT) return true;
  return known.some((fact) => {
    const absolute = Math.abs(fact);
    return Math.abs(absolute - number) <= Math.max(0.051, absolute * 0.02) || Math.abs(absolute * 100 - number) <= 1;
  });
}

/**
 * Checks the model's answer against the schema and the facts: known finding ids only, non-empty bounded text, and no
 * number that is not in the facts. Anything else is unusable output.
 */
export function validateAnalysisProse(value: unknown, kind: AnalysisKind, facts: AnalysisFacts): AnalysisProse {
  const answer = value as Partial<AnalysisProse> | null;
  if (!answer || typeof answer !== 'object' || typeof answer.summary !== 'string' || !Array.isArray(answer.findings)) {
    throw new AiOutputInvalidError('The answer does not match the schema.');
  }
  const summary = answer.summary.trim();
  if (!summary || summary.length > MAX_SUMMARY) throw new AiOutputInvalidError('The summary is empty or too long.');
  const ids = new Set(facts.findings.map((finding) => finding.id));
  const explanations = new Map<string, string>();
  for (const item of answer.findings as unknown[]) {
    const finding = item as { id?: unknown; explanation?: unknown };
    if (typeof finding?.id !== 'string' || typeof finding.explanation !== 'string') throw new AiOutputInvalidError('A finding does not match the schema.');
    if (!ids.has(finding.id)) throw new AiOutputInvalidError(`Unknown finding id ${finding.id}.`);
    const explanation = finding.explanation.trim();
    if (!explanation || explanation.length > MAX_EXPLANATION) throw new AiOutputInvalidError('An explanation is empty or too long.');
    explanations.set(finding.id, explanation);
  }
  const known: number[] = [];
  collectNumbers(factsForPrompt(kind, facts), known);
  const texts = [summary, ...explanations.values()];
  const invented = texts.flatMap(numbersIn).filter((number) => !isGrounded(number, known));
  if (invented.length) throw new AiOutputInvalidError(`Numbers not in the facts: ${invented.slice(0, 5).join(', ')}.`);
  return { summary, findings: [...explanations].map(([id, explanation]) => ({ id, explanation })) };
}
