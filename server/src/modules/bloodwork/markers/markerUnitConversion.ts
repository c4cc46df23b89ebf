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
