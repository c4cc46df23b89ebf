import type { ExtractedLabValue, ExtractionEngine } from './extraction/labReportParser.js';
import type { ValueQualifier } from './extraction/labNumbers.js';
import type { PatientSex } from './extraction/referenceRange.js';
import { normaliseUnit } from './markers/labUnits.js';
import type { Marker, ReferenceRange } from './markers/marker.js';
import { matchMarker, readCountWordUnit } from './markers/markerCatalog.js';
import { canConvertUnit, toCanonical } from './markers/markerUnitConversion.js';

export type LabFlag = 'high' | 'low' | 'normal';
export type RangeSource = 'printed' | 'default';
/** Which reader found a value: the PDF's text layer, OCR of a scan or photo, or the user's configured model. */
export const LAB_VALUE_ENGINES: readonly ExtractionEngine[] = ['text', 'ocr', 'model'];
export const LAB_VALUE_QUALIFIERS: readonly ValueQualifier[] = ['<', '>', '<=', '>='];

/** Where a value came from and whether the reader was unsure of it; typed and reviewed values need no review. */
export interface LabValueOrigin {
  foundBy: ExtractionEngine;
  needsReview: boolean;
}

/** One result as stored: the value in the marker's canonical unit, and as printed. */
export interface StoredLabValue extends LabValueOrigin {
  name: string;
  printedName: string;
  marker: string;
  category: string;
  value: number;
  unit: string;
  printedValue: number;
  printedUnit: string;
  qualifier: string | null;
  refLow: number | null;
  refHigh: number | null;
  refSource: RangeSource | null;
  refText: string | null;
  defaultRefLow: number | null;
  defaultRefHigh: number | null;
  flag: LabFlag | null;
  printedFlag: string | null;
}

/** A printed result that maps to no catalog marker, or whose unit the marker cannot convert; kept for the user to review. */
export interface StoredUnmatchedValue extends LabValueOrigin {
  printedName: string;
  value: number;
  unit: string;
  qualifier: string | null;
  refLow: number | null;
  refHigh: number | null;
  refText: string | null;
  printedFlag: string | null;
  reason: 'unknown_marker' | 'unknown_unit';
}

/** A rule broken by a typed value; `field` names the input field for the client. */
export class LabValueInputError extends Error {
  override readonly name = 'LabValueInputError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** 'mg/dl' → 'mg/dL', 'umol/l' → 'µmol/L', '10^3/ul' → '10^3/µL': unit keys as people write them. */
export function displayUnit(unitKey: string): string {
  return unitKey
    .replace(/(^|\/|\b)u(?=(?:g|mol|l|iu|kat|u)\b)/g, '$1µ')
    .replace(/(^|[/µmdnpk])l\b/g, '$1L')
    .replace(/\biu\b/g, 'IU')
    .replace(/\bmiu\b/g, 'mIU')
    .replace(/\bµiu\b/g, 'µIU')
    .replace(/^u\//, 'U/')
    .replace(/\bmeq\b/g, 'mEq')
    .replace(/\bmu\b/g, 'mU')
    .replace(/\bµu\b/g, 'µU');
}

/** The units a marker can be entered in: its canonical unit first. */
export function unitsOf(marker: Marker): string[] {
  const canonical = normaliseUnit(marker.canonicalUnit);
  const keys = [canonical, ...marker.conversions.map((conversion) => conversion.unit)].filter((unit) => unit !== '');
  return [marker.canonicalUnit, ...[...new Set(keys)].filter((unit) => unit !== canonical).map(displayUnit)];
}

export function defaultRange(marker: Marker, sex: PatientSex | null): ReferenceRange | null {
  return (sex ? marker.referenceRanges[sex] : undefined) ?? marker.referenceRanges.any ?? marker.referenceRanges.male ?? null;
}

/** High above the upper limit, low below the lower one; null when there is no range to compare with. */
export function flagAgainstReferenceRange(value: number, refLow: number | null, refHigh: number | null): LabFlag | null {
  if (refLow === null && refHigh === null) return null;
  if (refHigh !== null && value > refHigh) return 'high';
  if (refLow !== null && value < refLow) return 'low';
  return 'normal';
}

/** A flag as printed ('H', 'High', '↑', '+', 'L', '↓') read as high or low; other flags (A, *, Critical) say nothing about direction. */
export function flagFromPrinted(printed: string | null | undefined): LabFlag | null {
  const flag = (printed ?? '')
    .replace(/[()[\]*]/g, '')
    .trim()
    .toLowerCase();
  if (/^(?:h|hh|ch|ah|high|critical high|borderline high|hoch|erh[öo]ht|magas|alto|[ée]lev[ée]|↑+|\++)$/.test(flag)) return 'high';
  if (/^(?:l|ll|cl|al|low|critical low|borderline low|niedrig|erniedrigt|alacsony|bajo|bas|↓+|[-−])$/.test(flag)) return 'low';
  return null;
}

/** Finite and within what a lab prints (no marker comes near 10^15 in any unit). */
const isStorableNumber = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e15;

/** A value (or a range bound) too large to store once converted to the marker's unit. */
export class LabValueOverflowError extends Error {
  override readonly name = 'LabValueOverflowError';
}

function canonicalBound(marker: Marker, bound: number | null, unit: string): number | null {
  const value = bound === null ? null : (toCanonical(marker, bound, unit)?.value ?? null);
  if (value !== null && !isStorableNumber(value)) throw new LabValueOverflowError();
  return value;
}

interface LabValueParts extends LabValueOrigin {
  marker: Marker;
  printedName: string;
  value: number;
  /** The unit the value converts from: the printed one, or the reading of a count word in it ('10⁶/µL' for 'mil/µL'). */
  unit: string;
  /** The unit as printed or typed, which the review shows. */
  printedUnit: string;
  qualifier?: string | null;
  refLow: number | null;
  refHigh: number | null;
  refText?: string | null;
  printedFlag?: string | null;
}

/** Converts value and printed range to the canonical unit; falls back to the marker's default range for the user's sex. */
function toStoredLabValue(parts: LabValueParts, sex: PatientSex | null): StoredLabValue | null {
  const { marker } = parts;
  const canonical = toCanonical(marker, parts.value, parts.unit);
  if (!canonical) return null;
  // JSON has no Infinity: an overflowing conversion would be stored as null and break every later read.
  if (!isStorableNumber(parts.value) || !isStorableNumber(canonical.value)) throw new LabValueOverflowError();
  const fallback = defaultRange(marker, sex);
  const printedLow = canonicalBound(marker, parts.refLow, parts.unit);
  const printedHigh = canonicalBound(marker, parts.refHigh, parts.unit);
  const hasPrinted = printedLow !== null || printedHigh !== null;
  const refLow = hasPrinted ? printedLow : (fallback?.low ?? null);
  const refHigh = hasPrinted ? printedHigh : (fallback?.high ?? null);
  const flag = flagFromPrinted(parts.printedFlag) ?? flagAgainstReferenceRange(canonical.value, refLow, refHigh);
  return {
    name: marker.name,
    printedName: parts.printedName,
    marker: marker.key,
    category: marker.category,
    value: canonical.value,
    unit: marker.canonicalUnit,
    printedValue: parts.value,
    printedUnit: parts.printedUnit,
    qualifier: parts.qualifier ?? null,
    refLow,
    refHigh,
    refSource: hasPrinted ? 'printed' : fallback ? 'default' : null,
    refText: parts.refText || null,
    defaultRefLow: fallback?.low ?? null,
    defaultRefHigh: fallback?.high ?? null,
    flag,
    printedFlag: parts.printedFlag ?? null,
    foundBy: parts.foundBy,
    needsReview: parts.needsReview,
  };
}

/** What the report printed for one result, in the shape both matched and unmatched values start from. */
function printedFields(extracted: ExtractedLabValue) {
  return {
    foundBy: extracted.foundBy ?? 'text',
    needsReview: extracted.needsReview ?? false,
    printedName: extracted.printedName,
    value: extracted.value,
    unit: extracted.unit,
    qualifier: extracted.qualifier ?? null,
    refLow: extracted.refLow,
    refHigh: extracted.refHigh,
    refText: extracted.refText,
    printedFlag: extracted.flag ?? null,
  };
}

function storedOrNull(convert: () => StoredLabValue | null): StoredLabValue | null {
  try {
    return convert();
  } catch (error) {
    if (error instanceof LabValueOverflowError) return null;
    throw error;
  }
}

/** Maps one extracted result onto the catalog, or keeps it as unmatched with the reason. */
export function fromExtractedValue(extracted: ExtractedLabValue, sex: PatientSex | null): StoredLabValue | StoredUnmatchedValue {
  const printed = printedFields(extracted);
  const marker = extracted.markerKey ? matchMarker(extracted.printedName, extracted.unit || undefined, extracted.specimen) : null;
  const stored = marker && storedOrNull(() => toStoredLabValue({ ...printed, printedUnit: extracted.printedUnit ?? extracted.unit, marker }, sex));
  if (stored) return stored;
  return { ...printed, refText: printed.refText || null, reason: marker ? 'unknown_unit' : 'unknown_marker' };
}

export function isStoredLabValue(value: StoredLabValue | StoredUnmatchedValue): value is StoredLabValue {
  return 'marker' in value;
}

export interface TypedLabValue {
  name: string;
  value: number;
  /** Omitted or empty: the marker's canonical unit. */
  unit?: string | null;
  /** '<', '>', '<=' or '>=' for a censored result such as '<0.5'. */
  qualifier?: string | null;
  refLow?: number | null;
  refHigh?: number | null;
  /** 'printed' keeps the range as the report's even when it equals the default; 'default' drops it for the marker's. */
  refSource?: string | null;
  printedName?: string | null;
  /** The reader that found a reviewed value, kept through the review; typed values are 'text'. */
  foundBy?: ExtractionEngine | null;
}

function oneOf<T extends string>(allowed: readonly T[], given: string | null | undefined, problem: () => LabValueInputError): T | null {
  if (given === null || given === undefined || given === '') return null;
  if (!(allowed as readonly string[]).includes(given)) throw problem();
  return given as T;
}

/** A value typed by the user (manual entry, or an edit in the review step); names and units must be known. */
export function fromTypedValue(typed: TypedLabValue, sex: PatientSex | null, field: string): StoredLabValue {
  // A count word sent back from the review ('mil/µL') is read as the report's was: the way that suits the value.
  const unit = readCountWordUnit(typed.name, typed.value, typed.unit?.trim() ?? '').unit;
  const marker = matchMarker(typed.name, unit || undefined);
  if (!marker) {
    throw new LabValueInputError(`'${typed.name}' is not a marker we know. Check the spelling or pick one from the marker list.`, `${field}.name`);
  }
  const valueUnit = unit || marker.canonicalUnit;
  if (!canConvertUnit(marker, valueUnit)) {
    throw new LabValueInputError(`'${valueUnit}' is not a unit for ${marker.name}. Use one of: ${unitsOf(marker).join(', ')}.`, `${field}.unit`);
  }
  const choices = {
    qualifier: oneOf(
      LAB_VALUE_QUALIFIERS,
      typed.qualifier,
      () => new LabValueInputError(`'${typed.qualifier}' is not a qualifier. Use one of: ${LAB_VALUE_QUALIFIERS.join(', ')}.`, `${field}.qualifier`),
    ),
    refSource: oneOf<RangeSource>(
      ['printed', 'default'],
      typed.refSource,
      () => new LabValueInputError(`'${typed.refSource}' is not a range source. Use 'printed' or 'default'.`, `${field}.refSource`),
    ),
  };
  try {
    return typedToStored(typed, choices, marker, valueUnit, sex);
  } catch (error) {
    if (!(error instanceof LabValueOverflowError)) throw error;
    throw new LabValueInputError(`${typed.value} ${valueUnit} is too large a value for ${marker.name}. Check the number and its unit.`, `${field}.value`);
  }
}

interface TypedChoices {
  qualifier: ValueQualifier | null;
  refSource: RangeSource | null;
}

function typedToStored(typed: TypedLabValue, choices: TypedChoices, marker: Marker, unit: string, sex: PatientSex | null): StoredLabValue {
  const fallback = defaultRange(marker, sex);
  const typedLow = typed.refLow ?? null;
  const typedHigh = typed.refHigh ?? null;
  // Without a stated source, a range sent back unchanged from the marker's defaults is still the default.
  const isDefaultRange =
    choices.refSource === 'default' ||
    (choices.refSource === null &&
      canonicalBound(marker, typedLow, unit) === (fallback?.low ?? null) &&
      canonicalBound(marker, typedHigh, unit) === (fallback?.high ?? null));
  return toStoredLabValue(
    {
      marker,
      printedName: typed.printedName?.trim() || typed.name.trim(),
      value: typed.value,
      unit,
      printedUnit: typed.unit?.trim() || unit,
      qualifier: choices.qualifier,
      refLow: isDefaultRange ? null : typedLow,
      refHigh: isDefaultRange ? null : typedHigh,
      foundBy: typed.foundBy ?? 'text',
      // The user typed or reviewed it.
      needsReview: false,
    },
    sex,
  )!;
}
