import { normaliseUnit } from './labUnits.js';
import type { Marker, UnitConversion } from './marker.js';

function conversionFor(marker: Marker, printedUnit: string): UnitConversion | undefined {
  const unit = normaliseUnit(printedUnit);
  const canonical = normaliseUnit(marker.canonicalUnit);
  if (unit === canonical) return { unit, factor: 1 };
  return marker.conversions.find((conversion) => conversion.unit === unit);
}

export function canConvertUnit(marker: Marker, printedUnit: string): boolean {
  return conversionFor(marker, printedUnit) !== undefined;
}

/** Rounds away floating-point noise from the conversion factors without hiding real precision. */
function roundSignificant(value: number): number {
  return Number.parseFloat(value.toPrecision(6));
}

/** Converts a printed value to the marker's canonical unit, or null when the unit is unknown for this marker. */
export function toCanonical(marker: Marker, value: number, printedUnit: string): { value: number; unit: string } | null {
  const conversion = conversionFor(marker, printedUnit);
  if (!conversion) return null;
  return { value: roundSignificant(value * conversion.factor + (conversion.offset ?? 0)), unit: marker.canonicalUnit };
}

/** How far outside the marker's adult range a printed value may still be a real result, either way. */
const PLAUSIBLE_RANGE_FACTOR = 10;

/**
 * Whether a value in a unit is a believable result for the marker: within `factor` times its adult range either way,
 * for any sex. An open end (no low, or no high, for some sex) bounds nothing on that side, so a range that is open for one
 * sex only (free androgen index: '< 5' for women) never rejects what is normal for that sex. A marker with no adult range
 * has nothing to hold a value against: any value in a unit it is measured in is believable, and a limit of zero bounds
 * nothing (a '0 - 0' range, none expected, still admits a count found). With the default factor,
 * readings of one number a thousandfold apart never both pass for a range narrower than tenfold.
 */
export function isPlausibleValue(marker: Marker, value: number, printedUnit: string, factor = PLAUSIBLE_RANGE_FACTOR): boolean {
  const canonical = toCanonical(marker, value, printedUnit);
  if (canonical === null) return false;
  const ranges = Object.values(marker.referenceRanges);
  if (ranges.length === 0) return true;
  const low = Math.min(...ranges.map((range) => range.low ?? 0));
  const high = Math.max(...ranges.map((range) => range.high ?? Number.POSITIVE_INFINITY));
  return (low <= 0 || canonical.value >= low / factor) && (high <= 0 || canonical.value <= high * factor);
}
