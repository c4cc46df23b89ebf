import { matchMarker } from '../markers/markerCatalog.js';
import { INDIAN_GROUPED, parseLabNumber, type DecimalStyle, type ValueQualifier } from './labNumbers.js';
import {
  RANGE_START,
  parseReferenceRange,
  sexLettersOf,
  withSexLetterAsPrinted,
  withSexLettersSpelledOut,
  type ReferenceRangeReading,
} from './referenceRange.js';
import type { LabReportLine } from './reportLines.js';
import { CELL_BREAK, cleanFlag, isFlagToken, readDateAt, readFlagAt, readNumberAt, readUnitAt, withoutSideBars } from './rowTokens.js';
import { flagOfStatus, isNonResultName, isStatusText, isValueLabel } from './nonResultText.js';

/** One result row as printed, before the report-level rules (sex ranges, wrapped names) are applied. */
export interface ResultRow {
  printedName: string;
  value: number;
  qualifier?: ValueQualifier;
  /** The unit printed in the unit position, '' when none. */
  unit: string;
  ranges: ReferenceRangeReading[];
  flag?: string;
  nameX: number;
  valueX: number;
  /** How well the tokens after the value read as unit, range and flag; higher is more certain. */
  confidence: number;
  /** Printed as a urine test strip reads a pad: with its grade ('(1+)') or the strip's worded normal ('Negative') for a range. */
  isStripReading?: boolean;
}

export interface RowParseOptions {
  decimalStyle: DecimalStyle;
  /** Accept a row with no name, for values printed a little above or below their name. */
  allowMissingName?: boolean;
  /** The line comes right under a 'Value' label: a bare number there is a value, its unit printed only in the range. */
  isUnderValueLabel?: boolean;
}

interface RowTail {
  unit: string;
  ranges: ReferenceRangeReading[];
  flag?: string;
  unknownWordsBeforeRange: number;
  skippedNumbers: number;
  isStripReading: boolean;
}

/**
 * A value (digits grouped in thousands, or in lakhs as INDIAN_GROUPED), its qualifier and a flag run into it ('5.9H', '119+'; a strip grade '1+' is no value); then a footnote mark set as raised digits ('56¹', '90^1')
 * or after a star ('143*2'), which is no part of the number ('10³' stays a power of ten in a unit). Many Italian and Spanish
 * labs mark an out-of-range value with a star run into its front instead ('*132'): that star is the row's flag, while
 * a star and a digit after a value ('125 *1') stay a footnote mark.
 */
const VALUE_CANDIDATE = new RegExp(
  String.raw`(?<=^|[\s:(]|(?:^|(?<!(?:^|\s)\d+(?:[.,]\d+)?[ \t]*)\s)\*{1,3})((?:[<>]=?|=[<>]|[≤≥])?\s?(?:${INDIAN_GROUPED}|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+,\d+|\d+(?:[.,]\d+)?|[.,]\d+))(\*+|↑{1,2}|↓{1,2}|(?<=\d\d|[.,]\d)\+{1,2}|[HL](?![A-Za-z]))?(?:(?<!(?:^|[^\d.,])10)(?:[¹²³⁴⁵⁶⁷⁸⁹]+|\^\d)|\*\d)?(?=[\s)]|$)`,
  'g',
);

/**
 * What a lab prints in the result column when it reports no number: below the assay's detection limit, withheld for a
 * comment, not done, or the verdict of a screen ('Negative', 'Non-reactive'). A number after it on the row is the range
 * or the screen's cut-off, never the result.
 */
const WORDED_RESULT =
  /^(?:below (?:the )?detection(?: limit)?|below detectable limits?|undetectable|not detected|see (?:comment|note|below)|not reported|pending|cancell?ed|not performed|test not performed|insufficient (?:sample|specimen|quantity)|qns|tnp|negative|neg|positive|pos|(?:non[- ]?)?reactive|detected|equivocal|indeterminate)$/i;

function rowTextOf(line: LabReportLine): string {
  return line.cells.map((cell) => cell.text).join(CELL_BREAK);
}

function cellIndexAt(line: LabReportLine, offset: number): number {
  let position = 0;
  for (let index = 0; index < line.cells.length; index += 1) {
    position += (line.cells[index]?.text.length ?? 0) + CELL_BREAK.length;
    if (offset < position) return index;
  }
  return line.cells.length - 1;
}

/** A low limit whose decimal point OCR read as a space, before a high limit with decimals ('38 3-48.6'). */
const LOW_LIMIT_SPLIT_AT_POINT = /^(\d{1,3}) (\d{1,3})(\s*[-–]\s*)(\d+)([.,])(\d+)(?![\d.,])/;

/**
 * Reads '38 3-48.6' as '38.3-48.6' when that gives a range with the same decimals on both limits and the low below the
 * high; any other text is returned as it is. The point takes the space's place, so lengths in the text are kept.
 */
function withLowLimitPointRestored(text: string): string {
  const split = LOW_LIMIT_SPLIT_AT_POINT.exec(text);
  if (!split) return text;
  const [, whole = '', decimals = '', dash = '', highWhole = '', separator = '', highDecimals = ''] = split;
  if (decimals.length !== highDecimals.length) return text;
  if (Number(`${whole}.${decimals}`) >= Number(`${highWhole}.${highDecimals}`)) return text;
  return `${whole}${separator}${decimals}${dash}${text.slice(whole.length + 1 + decimals.length + dash.length)}`;
}

function readRangeAt(printed: string, decimalStyle: DecimalStyle): { reading: ReferenceRangeReading; length: number } | null {
  const text = withLowLimitPointRestored(printed);
  const start = RANGE_START.exec(text);
  if (!start) return null;
  let length = start[0].length;
  const remaining = text.slice(length);
  const space = remaining.startsWith(' ') ? 1 : 0;
  const unit = readUnitAt(remaining.slice(space));
  if (unit) length += space + unit.length;
  const closing = /^ ?[)\]]/.exec(text.slice(length));
  if (closing) length += closing[0].length;
  const reading = parseReferenceRange(text.slice(0, length), decimalStyle);
  return reading ? { reading, length } : null;
}

function isBandedRangeAt(text: string, decimalStyle: DecimalStyle): boolean {
  const reading = readRangeAt(text, decimalStyle)?.reading;
  return reading?.sex !== undefined || reading?.band !== undefined;
}

/** The same result repeated in other units after the unit ('1,85 g/L (4,78 mmol/L)'); its length, 0 when none. */
function readConvertedValueAt(text: string): number {
  const converted = /^\(\s*(?:[<>]=?\s?)?\d[\d.,]*\s*([^)\t]{1,20})\)/.exec(text);
  return converted && readUnitAt(converted[1] ?? '') ? converted[0].length : 0;
}

/** Low and high limits in two cells after the unit, with no header to say so ('mmol/L | 136 | 145'). */
function readLimitPairAt(text: string, decimalStyle: DecimalStyle): { reading: ReferenceRangeReading; length: number } | null {
  const pair = /^(\d+(?:[.,]\d+)?)[ ]*\t\s*(\d+(?:[.,]\d+)?)(?=\s|$)/.exec(text);
  if (!pair) return null;
  const reading = parseReferenceRange(`${pair[1]} - ${pair[2]}`, decimalStyle);
  if (!reading || reading.refLow === null || reading.refHigh === null || reading.refLow > reading.refHigh) return null;
  return { reading, length: pair[0].length };
}

/**
 * Words labs print in the range column when there is no numeric range ('Not Estab.', 'See comment', 'N/A'), or the
 * worded normal of a qualitative test ('Negative', 'NEG', 'None Seen' beside a dipstick result).
 */
const NO_RANGE =
  /^(?:not estab(?:lished|\.|\b)|see (?:comment|note|below|report)|n\/a|nicht angegeben|non applicable|sin rango|negative|neg|none seen|not detected|absent|negativ|negativo)\.?(?=\s|$)/i;

/** The normal a urine strip prints for a pad in place of a range; a count under the microscope has a numeric one. */
const STRIP_NORMAL = /^(?:negative|neg|negativ|negativo)\.?$/i;

/** The semi-quantitative grade a urine strip prints after the value ('30 mg/dL (1+)', '(Trace)', '(++)'): no unknown word. */
const STRIP_GRADE = /^\((?:[1-4]\+|\+{1,4}|trace|tr)\)(?=\s|$)/i;

/**
 * A list item pasted into a message sets its parts apart with dashes ('Iron - 216 ug/dL - HIGH - normal range 38 to 169',
 * 'TSH - 0.40 uIU/mL - healthy range is 0.45 to 4.50'): a dash between spaces before a flag is a separator, and so is
 * one before the item's last part when that is a range after a few words that label it; its length, 0 when neither.
 */
function readDashSeparatorAt(text: string, decimalStyle: DecimalStyle): number {
  const dash = /^[-–] +/.exec(text)?.[0];
  if (!dash) return 0;
  const after = text.slice(dash.length);
  for (const label of after.matchAll(/(?<=^|\s)(?=\S)/g)) {
    const start = label.index ?? 0;
    const words = after.slice(0, start);
    if (/\d|\t|(?:^|\s)[-–]\s/.test(words) || words.split(/\s+/).length > 7) break;
    const range = readRangeAt(after.slice(start), decimalStyle);
    if (range && /^\s*(?:\t|$)/.test(after.slice(start + range.length))) return dash.length + start;
  }
  const flag = readFlagAt(after);
  return flag && /^(?:\s|$)/.test(after.slice(flag.length)) ? dash.length : 0;
}

/** Reads what follows the value: flag, unit, reference range(s), previous results and dates (skipped). */
function readTail(tail: string, decimalStyle: DecimalStyle): RowTail {
  const result: RowTail = { unit: '', ranges: [], unknownWordsBeforeRange: 0, skippedNumbers: 0, isStripReading: false };
  const sexLetters = sexLettersOf(tail);
  let rest = sexLetters ? withSexLettersSpelledOut(tail, sexLetters) : tail;
  for (let step = 0; step < 24 && rest.length > 0; step += 1) {
    rest = rest.replace(/^[\s|:]+/, '');
    rest = rest.slice(readDashSeparatorAt(rest, decimalStyle));
    // Ranges for each sex in one cell are often set apart by a mark ('Male 30-400; Female 26-360', 'F: 202-417 / N: 178-375').
    const separator = result.ranges.length > 0 ? /^[;,/]\s*/.exec(rest) : null;
    if (separator && isBandedRangeAt(rest.slice(separator[0].length), decimalStyle)) rest = rest.slice(separator[0].length);
    if (rest.length === 0) break;
    const noRange = NO_RANGE.exec(rest);
    if (noRange) {
      if (STRIP_NORMAL.test(noRange[0])) result.isStripReading = true;
      rest = rest.slice(noRange[0].length);
      continue;
    }
    const range = readRangeAt(rest, decimalStyle);
    if (range) {
      if (result.ranges.length > 0 && range.reading.sex === undefined && range.reading.band === undefined) break;
      result.ranges.push(sexLetters ? withSexLetterAsPrinted(range.reading, sexLetters) : range.reading);
      rest = rest.slice(range.length);
      continue;
    }
    const grade = STRIP_GRADE.exec(rest);
    if (grade) {
      result.isStripReading = true;
      rest = rest.slice(grade[0].length);
      continue;
    }
    const converted = result.unit !== '' ? readConvertedValueAt(rest) : 0;
    if (converted > 0) {
      rest = rest.slice(converted);
      continue;
    }
    const flag = readFlagAt(rest);
    if (flag && result.flag === undefined) {
      result.flag = cleanFlag(flag);
      rest = rest.slice(flag.length);
      continue;
    }
    const unit = readUnitAt(rest);
    if (unit && (result.unit === '' || result.ranges.length > 0)) {
      // A unit printed again after the range (some labs repeat it there) is the same unit, not a new column.
      if (result.unit === '') result.unit = unit.unit;
      rest = rest.slice(unit.length);
      continue;
    }
    const limits = result.unit !== '' && result.ranges.length === 0 ? readLimitPairAt(rest, decimalStyle) : null;
    if (limits) {
      result.ranges.push(limits.reading);
      rest = rest.slice(limits.length);
      continue;
    }
    const skipped = readDateAt(rest) || readNumberAt(rest);
    if (skipped > 0 && result.ranges.length === 0) {
      result.skippedNumbers += 1;
      rest = rest.slice(skipped);
      continue;
    }
    if (result.ranges.length > 0 || unit) break;
    result.unknownWordsBeforeRange += 1;
    rest = rest.replace(/^\S+/, '');
  }
  return result;
}

/**
 * Footnote marks and two-digit lab/site codes printed after a name ('Triglycerides²', 'Glucose 01', 'Platelets: 03', 'TSH*'),
 * and the bullet of a list item before it ('• Ferritin', '- CO2', '* TSH').
 */
export function withoutNameMarks(name: string): string {
  return withoutSideBars(name)
    .replace(/^[•●◦▪·*–-]\s+(?=\S)/u, '')
    .replace(/(?<=\S)\s*(?:\.{2,}|…+|_{2,}|(?:\. ){2,}\.?)[.…_\s]*:?$/u, '')
    .replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰†‡*]+$/u, '')
    .replace(/(?<=[\p{L}\p{N})\]][¹²³⁴⁵⁶⁷⁸⁹⁰†‡*]*):?\s0[1-9]$|(?<=\p{L}):?0[1-9]$/u, '')
    .replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰†‡*]+$/u, '')
    .trim();
}

const NUMBER_AFTER_NAME = /^(?!\[\d{1,2}\]|\(?[\p{L}\d]{1,2}\)\s)(.*?\p{L}.*?)([\s:]+[<>]?\d+(?:[.,]\d+)?(?:\s.*)?)$/u;

/**
 * A text split before the first number standing apart after its letters ('White Blood Cell Count 2.6', 'CRP: 3.4 mg/L',
 * 'Vitamin B 12'): the name and what follows it, or null when no such number follows a name. A footnote key in front
 * ('2) Hematocrit: 0.40 - 0.52') starts a keyed range, not a name.
 */
export function splitAtNumberAfterName(text: string): { name: string; rest: string } | null {
  const match = NUMBER_AFTER_NAME.exec(text);
  return match ? { name: match[1] ?? '', rest: match[2] ?? '' } : null;
}

/** A whole text that reads as a unit ('mg/dL', 'x10E3/uL', '%', 'mL/min/1.73m2'). */
function isUnitText(text: string): boolean {
  const unit = readUnitAt(text);
  return unit !== null && unit.length === text.length;
}

/** The unit of a name cell printed alone, on the value's line or a wrapped line of the name ('(mg/dL)', '[%]', '- mg/L'); null otherwise. */
export function unitAlone(text: string): string | null {
  const unit = text
    .trim()
    .replace(/^[-–,]\s*/, '')
    .replace(/^[([]\s*(.*?)\s*[)\]]$/, '$1');
  return unit !== '' && isUnitText(unit) ? unit : null;
}

const NAME_WITH_UNIT = /^(.*?\p{L}.*?)(?:\s*[([]\s*([^()[\]]+?)\s*[)\]]|\s*(?:,|\s[-–])?\s+([^\s,]+))$/u;

/**
 * Tables without a unit column write the unit into the name cell ('Glucose (mg/dL)', 'Glucose, mg/dL', 'GGT - U/L',
 * 'Hemoglobin [g/dL]'): the name without it and the unit, or null when the name ends in no unit.
 */
export function splitUnitFromName(name: string): { name: string; unit: string } | null {
  const match = NAME_WITH_UNIT.exec(name.trim());
  const unit = (match?.[2] ?? match?.[3] ?? '').trim();
  if (!match || !isUnitText(unit)) return null;
  // A word after the name with only a space between ('A / G Ratio') is part of it; a unit there needs a sign no word has ('mg/dL', '%').
  const separated = /[([,]|\s[-–]\s/.test(name.slice((match[1] ?? '').length));
  if (!separated && !/[^\p{L}]/u.test(unit)) return null;
  const rest = (match[1] ?? '').replace(/[\s,:–-]+$/, '').trim();
  return (rest.match(/\p{L}/gu) ?? []).length >= 2 ? { name: rest, unit } : null;
}

const SITE_CODE = /^0[1-9]$/;

function isPlausibleName(name: string, nameCells: readonly string[]): boolean {
  // One letter is a name only when it names a test ('K', the potassium mnemonic of hospital systems).
  if ((name.match(/\p{L}/gu) ?? []).length < 2 && matchMarker(name) === null) return false;
  if (name.length > 90 || name.split(' ').length > 12) return false;
  // A zero-padded two-digit cell right before the value is the lab's site code ('Glucose | 05 | 92'), not a number in the name.
  const cellsBeforeSiteCode = nameCells.length > 1 && SITE_CODE.test(nameCells.at(-1)?.trim() ?? '') ? nameCells.slice(0, -1) : nameCells;
  if (cellsBeforeSiteCode.some((cell) => /^(?:[<>]=?\s?)?\d+(?:[.,]\d+)?$/.test(cell.trim()))) return false;
  if (/(?:^|\s)[<>]?\d+[.,]\d+(?:\s|$)/.test(name)) return false;
  return !isNonResultName(name);
}

/** Splits a flag printed between the name and the value ('LYMPHOCYTE  L  18') off the name. */
function splitLeadingFlag(nameText: string): { name: string; flag?: string } {
  const cells = nameText
    .split(CELL_BREAK)
    .map((cell) => cell.trim())
    .filter((cell) => cell.length > 0);
  const lastCell = cells[cells.length - 1] ?? '';
  if (cells.length > 1 && isFlagToken(lastCell)) return { name: cells.slice(0, -1).join(' '), flag: cleanFlag(lastCell) };
  const words = cells.join(' ').split(' ');
  const lastWord = words[words.length - 1] ?? '';
  if (words.length > 1 && /^(?:H|L|HH|LL|\*+|↑{1,2}|↓{1,2})$/.test(lastWord)) return { name: words.slice(0, -1).join(' '), flag: lastWord };
  return { name: cells.join(' ') };
}

/**
 * A laboratory's own code for a test: one capital and three or more digits ('K123', 'K1762'), or up to four capitals and
 * four or more digits ('HU0213'); never a test name, which has two or more capitals before three digits ('CA-125', 'CA199').
 */
const TEST_CODE = /^(?:\p{Lu}[-.]?\d{3,}|\p{Lu}{2,4}[-.]?\d{4,})$/u;

/**
 * 'about' before a strip reading ('Blood   ca 10 Ery/µl', 'approx. 25'), no part of the name. Only lower-case 'ca': the
 * chemical symbol of calcium is written 'Ca' ('Ionized Ca 1.21').
 */
const ABOUT_BEFORE_VALUE = /(?<=\S)\s+(?:ca\.?|approx\.?|circa|[~≈])$/;

/** What makes the number after it a limit (a screen's 'Cutoff 300 ng/mL') or the end of a ratio or time, never a result. */
const LIMIT_BEFORE =
  /(?:(?:^|\s)(?:below|above|under|over|less than|more than|greater than|up to|at least|at most|exceeding|between|cut[- ]?off:?)\s*|(?:^|\s)between\s+\d+(?:[.,]\d+)?\s+and\s*|(?<![\p{L}\d.,-])\d{1,4}:)$/iu;

/** A serology verdict before the number ('Positive (2.88)', 'Non Reactive (0.21)'): the number is the assay's index behind the verdict, no result. */
const VERDICT_BEFORE = /(?:^|\s)(?:positive|negative|(?:non[- ]?)?reactive|(?:not )?detected|equivocal|indeterminate|pozit[ií]v|negat[ií]v)\s*\($/i;

function scoreTail(tail: RowTail): number {
  return (tail.ranges.length > 0 ? 3 : 0) + (tail.unit ? 2 : 0) - 2 * tail.unknownWordsBeforeRange - tail.skippedNumbers;
}

function rowForCandidate(line: LabReportLine, text: string, match: RegExpMatchArray, options: RowParseOptions): ResultRow | null {
  const start = match.index ?? 0;
  // A number right after 'a -' is the upper bound of a range, never a value; a digit ending a name ('CO2 - 23',
  // 'Vitamin B12 - 382') is no lower bound.
  if (/(?<![\p{L}\d.,])[.,]?\d+(?:[.,]\d+)?\s*(?:-|–|to)\s*$/u.test(text.slice(0, start))) return null;
  // Nor is the lower bound of one ('60 - 89 ml/min' in a note); a flag dash stands in its own cell.
  if (/^ ?[-–] ?\d/.test(text.slice(start + match[0].length))) return null;
  // Nor is a number after a limit word ('deficiency below 20 ng/mL' in a note) or a bound of a worded range ('between 44 and
  // 147 U/L'), nor the second of a titer or time ('1:160', '08:15').
  if (LIMIT_BEFORE.test(text.slice(0, start))) return null;
  if (VERDICT_BEFORE.test(text.slice(0, start))) return null;
  const nameText = text
    .slice(0, start)
    .replace(/[:,\s-]+$/, '')
    .replace(ABOUT_BEFORE_VALUE, '');
  if (
    WORDED_RESULT.test(
      nameText
        .split(CELL_BREAK)
        .at(-1)
        ?.replace(/[\s<>≤≥=]+$/, '') ?? '',
    )
  )
    return null;
  const { name, flag: leadingFlag } = splitLeadingFlag(nameText);
  const printedName = withoutNameMarks(
    name
      .replace(/\s+/g, ' ')
      .replace(/[\s:]+$/, '')
      .trim(),
  );
  // A portal status beside the value ('Above Range   142 mg/dL') is a flag; the name is on a line above.
  const status = isStatusText(printedName) ? printedName : null;
  const tail = readTail(text.slice(start + match[0].length), options.decimalStyle);
  // The unit alone on the line of the value, under a wrapped name ('Vitamin B12' / '(pg/mL)   652'): a row without a name.
  const unitOnly = status === null && tail.unit === '' ? unitAlone(printedName) : null;
  const nameUnit = status === null && unitOnly === null && tail.unit === '' ? splitUnitFromName(printedName) : null;
  if (unitOnly) tail.unit = unitOnly;
  if (nameUnit) tail.unit = nameUnit.unit;
  // 'Latest result: 96 mg/dL': the label stands where the name would; the name is on a line above.
  const isLabelledValue = status === null && isValueLabel(printedName);
  // A local test code in front of the value ('K1762   5,4 mmol/L'): the name is printed on the line above.
  const isTestCode = TEST_CODE.test(printedName) && matchMarker(printedName) === null;
  const cleanName = status || unitOnly || isLabelledValue || isTestCode ? '' : (nameUnit?.name ?? printedName);
  const missingName = cleanName.length === 0;
  if (missingName ? !options.allowMissingName : !isPlausibleName(cleanName, nameText.split(CELL_BREAK))) return null;
  // '02' is a lab or site code; no result is printed with a leading zero.
  if (/^0\d+$/.test(match[1] ?? '')) return null;
  const number = parseLabNumber(match[1] ?? '', options.decimalStyle);
  if (!number) return null;
  if (status && (number.qualifier || tail.ranges.length > 0 || tail.unit === '')) return null;
  const isKnownMarker = !missingName && matchMarker(cleanName) !== null;
  // A value in its own column beats a number inside the name's cell (a site code: 'Glucose 01 | 92').
  const isLabelled = missingName && (options.isUnderValueLabel === true || isLabelledValue) && tail.unknownWordsBeforeRange === 0;
  const confidence = scoreTail(tail) + (isKnownMarker || isLabelled ? 1 : 0) + (cellIndexAt(line, start) > 0 ? 0.5 : 0);
  const hasEvidence = tail.ranges.length > 0 || tail.unit !== '' || ((isKnownMarker || isLabelled) && tail.unknownWordsBeforeRange === 0);
  if (!hasEvidence || confidence <= 0.5) return null;
  const printedFlag = leadingFlag ?? tail.flag ?? (match[2] ? cleanFlag(match[2]) : undefined) ?? status ?? undefined;
  const flag = printedFlag !== undefined && isStatusText(printedFlag) ? flagOfStatus(printedFlag) : printedFlag;
  const row: ResultRow = {
    printedName: cleanName,
    value: number.value,
    unit: tail.unit,
    ranges: tail.ranges,
    nameX: line.cells[0]?.x ?? 0,
    valueX: line.cells[cellIndexAt(line, start)]?.x ?? 0,
    confidence,
  };
  if (number.qualifier) row.qualifier = number.qualifier;
  if (flag) row.flag = flag;
  if (tail.isStripReading) row.isStripReading = true;
  return row;
}

/** A US telephone number ('(919) 555-0183'): a line holding one is the lab's or a clinic's address, never a result row. */
const PHONE_NUMBER = /\(\d{3}\)\s?\d{3}-\d{4}\b/;

/** Reads a line as 'name [flag] value [flag] [unit] [flag] [range] [unit] [previous results…]'; null when it is not a result. */
export function parseResultRow(line: LabReportLine, options: RowParseOptions): ResultRow | null {
  const text = rowTextOf(line);
  if (PHONE_NUMBER.test(text)) return null;
  // A line that is a range alone is no result; digits in two cells are two numbers ('141 | 136 - 145 mmol/l'), never one
  // grouped in thousands ('141 136').
  const asOneCell = text.replace(/(?<=\d)\t(?=\d)/g, ' | ').replace(/\t/g, ' ');
  if (parseReferenceRange(asOneCell, options.decimalStyle)) return null;
  let best: ResultRow | null = null;
  for (const match of text.matchAll(VALUE_CANDIDATE)) {
    const row = rowForCandidate(line, text, match, options);
    if (row && (!best || row.confidence > best.confidence)) best = row;
    if (row?.printedName === '' && options.allowMissingName) break;
  }
  return best;
}
