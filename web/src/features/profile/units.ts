/** Spec section 9: 2.20462 lb per kg. */
export const LB_PER_KG = 2.20462;
export const CM_PER_INCH = 2.54;

export const kgToLb = (kg: number): number => kg * LB_PER_KG;
export const lbToKg = (lb: number): number => lb / LB_PER_KG;

export function cmToFeetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round((cm / CM_PER_INCH) * 10) / 10;
  const feet = Math.floor(totalInches / 12);
  return { feet, inches: Math.round((totalInches - feet * 12) * 10) / 10 };
}

export const feetAndInchesToCm = (feet: number, inches: number): number => (feet * 12 + inches) * CM_PER_INCH;

/** One decimal, without a trailing '.0'. */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}
