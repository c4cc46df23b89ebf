import type { AiConfig } from '../../config.js';
import { AiOutputInvalidError } from '../../ai/aiErrors.js';
import type { AiModel } from '../../ai/modelCatalog.js';
import { chooseModel } from '../analysis/aiModelChoice.js';
import type { User } from '../users/user.entity.js';
import { generateStructured } from '../../ai/structuredOutput.js';
import { resolveCountWord, type ExtractedLabValue } from './extraction/labReportParser.js';
import { matchMarker } from './markers/markerCatalog.js';

/** The user's language model, when one is configured, reads the report text beside the parser. */
export interface LabReportModel {
  config: AiConfig;
  model: AiModel;
}

/** The user's model (their preferred one, else the server's default) when it is a language model; null for the built-in engine. */
export function labReportModelFor(config: AiConfig, user: User): LabReportModel | null {
  const model = chooseModel(config, user, null);
  return model.provider === 'builtin' ? null : { config, model };
}

/** Reports longer than this are cut for the model (the parser still reads all of it). */
const MAX_MODEL_TEXT = 40_000;

const SYSTEM = [
  'You copy lab results out of the text of a lab report. Each line starts with its page as [page N].',
  'List every test result printed in the text: the test name, the result value and its unit exactly as printed, and the page.',
  'Never compute, convert, round or guess; skip reference ranges, previous results and anything without a printed unit.',
].join(' ');

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value', 'unit', 'page'],
        properties: { name: { type: 'string' }, value: { type: 'string' }, unit: { type: 'string' }, page: { type: 'integer' } },
      },
    },
  },
} as const;

interface ModelResult {
  name: string;
  value: string;
  unit: string;
  page: number;
}

function modelResults(answer: unknown): ModelResult[] {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new AiOutputInvalidError('The answer has no results list.');
  return results.filter(
    (result): result is ModelResult =>
      typeof result === 'object' &&
      result !== null &&
      typeof result.name === 'string' &&
      typeof result.value === 'string' &&
      typeof result.unit === 'string' &&
      Number.isInteger(result.page),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRINTED_NUMBER = /^([<>]?)\s*(\d+(?:[.,]\d+)?)$/;

/**
 * A model's result counts only when the text has a line with that number (as a whole number, not part of another)
 * and that unit; the value comes from the printed text, never from the model's reading of it, and a count word in
 * the unit ('mil/mm³') is settled the way the parser settles it.
 */
export function groundModelResult(result: ModelResult, reportLines: readonly { page: number; text: string }[]): ExtractedLabValue | null {
  const printed = result.value.trim().match(PRINTED_NUMBER);
  const unit = result.unit.trim();
  const name = result.name.trim();
  if (!printed || unit === '' || name === '') return null;
  const [, qualifier, digits] = printed as unknown as [string, string, string];
  const number = new RegExp(`(?<![\\d.,])${escape(digits)}(?![\\d]|[.,]\\d)`);
  const lowerUnit = unit.toLowerCase();
  const candidates = reportLines.filter((line) => number.test(line.text) && line.text.toLowerCase().includes(lowerUnit));
  const line =
    candidates.find((candidate) => candidate.page === result.page && candidate.text.toLowerCase().includes(name.toLowerCase())) ??
    candidates.find((candidate) => candidate.text.toLowerCase().includes(name.toLowerCase())) ??
    candidates[0];
  if (!line) return null;
  const printedValue = Number(digits.replace(',', '.'));
  const resolved = resolveCountWord(name, printedValue, unit, 'blood');
  const value: ExtractedLabValue = {
    printedName: name,
    value: printedValue,
    unit: resolved.unit,
    refLow: null,
    refHigh: null,
    refText: '',
    page: line.page,
    foundBy: 'model',
  };
  if (qualifier === '<' || qualifier === '>') value.qualifier = qualifier;
  if (resolved.ambiguous) value.needsReview = true;
  const marker = matchMarker(name, resolved.unit);
  if (marker) value.markerKey = marker.key;
  return value;
}

const valueKey = (value: ExtractedLabValue) => value.markerKey ?? value.printedName.trim().toLowerCase();

/** The parser's values, plus what the model found that the parser did not; on the same marker the parser wins. */
export function mergeModelValues(parsed: readonly ExtractedLabValue[], fromModel: readonly ExtractedLabValue[]): ExtractedLabValue[] {
  const seen = new Set(parsed.map(valueKey));
  const added = fromModel.filter((value) => {
    const key = valueKey(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...parsed, ...added];
}

function reportLinesOf(reportText: string): { page: number; text: string }[] {
  return reportText.split('\n').map((line) => {
    const page = line.match(/^\[page (\d+)\] /);
    return { page: page ? Number(page[1]) : 1, text: page ? line.slice(page[0].length) : line };
  });
}

/** Asks the model for the report's results and keeps only those grounded in the text. */
export async function readResultsWithModel({ config, model }: LabReportModel, reportText: string): Promise<ExtractedLabValue[]> {
  const lines = reportLinesOf(reportText);
  return generateStructured({
    config,
    model,
    system: SYSTEM,
    user: reportText.slice(0, MAX_MODEL_TEXT),
    schemaName: 'lab_results',
    schema: SCHEMA,
    validate: (answer) => modelResults(answer).flatMap((result) => groundModelResult(result, lines) ?? []),
  });
}
