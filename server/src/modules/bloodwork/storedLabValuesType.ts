import { JsonType, type Platform } from '@mikro-orm/core';
import { LAB_VALUE_ENGINES, type LabValueOrigin, type StoredLabValue, type StoredUnmatchedValue } from './labValues.js';

const REQUIRED_NUMBERS = ['value', 'printedValue'] as const;
const OPTIONAL_NUMBERS = ['refLow', 'refHigh', 'defaultRefLow', 'defaultRefHigh'] as const;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Values stored before readers were told apart were all read from the text layer, and none was marked for review. */
function originOf(record: Record<string, unknown>): LabValueOrigin {
  return {
    foundBy: LAB_VALUE_ENGINES.find((engine) => engine === record.foundBy) ?? 'text',
    needsReview: record.needsReview === true,
  };
}

/**
 * A stored value as clients can be shown it: one without a finite number (an overflow stored as null before values
 * were checked) is left out; a bound that is not a finite number reads as no bound.
 */
function readable<T extends object>(item: unknown, required: readonly string[]): T | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  if (!required.every((key) => !(key in record) || isFiniteNumber(record[key])) || !isFiniteNumber(record.value)) return null;
  const bounds = OPTIONAL_NUMBERS.filter((key) => key in record && !isFiniteNumber(record[key]) && record[key] !== null);
  return { ...record, ...Object.fromEntries(bounds.map((key) => [key, null])), ...originOf(record) } as T;
}

function readableList<T extends object>(stored: unknown, required: readonly string[]): T[] {
  return Array.isArray(stored) ? stored.flatMap((item) => readable<T>(item, required) ?? []) : [];
}

/** `lab_values` JSON, read so that no row written before values were checked can break a list or a trend. */
export class StoredLabValuesType extends JsonType {
  override convertToJSValue(value: string | unknown, platform: Platform): StoredLabValue[] {
    return readableList<StoredLabValue>(super.convertToJSValue(value, platform), REQUIRED_NUMBERS);
  }
}

/** `unmatched` JSON, read the same way. */
export class StoredUnmatchedValuesType extends JsonType {
  override convertToJSValue(value: string | unknown, platform: Platform): StoredUnmatchedValue[] {
    return readableList<StoredUnmatchedValue>(super.convertToJSValue(value, platform), ['value']);
  }
}
