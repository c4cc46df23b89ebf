export type MarkerCategory =
  | 'lipids'
  | 'metabolic'
  | 'electrolytes'
  | 'cbc'
  | 'liver'
  | 'kidney'
  | 'thyroid'
  | 'iron'
  | 'vitamins'
  | 'minerals'
  | 'hormones'
  | 'inflammation'
  | 'diabetes'
  | 'cardiac'
  | 'coagulation'
  | 'tumor_markers'
  | 'urine';

export interface ReferenceRange {
  low: number | null;
  high: number | null;
}

/** `any` applies to everyone; `male`/`female` override it where adult ranges differ by sex. */
export interface MarkerReferenceRanges {
  any?: ReferenceRange;
  male?: ReferenceRange;
  female?: ReferenceRange;
}

/** canonical value = printed value × factor + offset; `unit` is a key from normaliseUnit. */
export interface UnitConversion {
  unit: string;
  factor: number;
  offset?: number;
}

/** Which sample a result was measured in; urine markers never answer to a blood result of the same name. */
export type Specimen = 'blood' | 'urine';

/**
 * Where each stated fact comes from. `loinc` names the code's LOINC long name and where it was confirmed (or why no
 * code is given), `conversion` the molar mass or unit definition behind each factor that is not a power of ten,
 * `range` the publication or named laboratory whose adult range is used.
 */
export interface MarkerSources {
  loinc?: string;
  conversion?: string;
  range?: string;
}

export interface Marker {
  key: string;
  name: string;
  aliases: readonly string[];
  loinc?: string;
  category: MarkerCategory;
  /** Absent means blood (serum, plasma or whole blood). */
  specimen?: Specimen;
  canonicalUnit: string;
  conversions: readonly UnitConversion[];
  referenceRanges: MarkerReferenceRanges;
  explanation: string;
  sources: MarkerSources;
}

export function specimenOf(marker: Marker): Specimen {
  return marker.specimen ?? 'blood';
}

export function range(low: number | null, high: number | null): ReferenceRange {
  return { low, high };
}

export function unitsEqualTo(...units: string[]): UnitConversion[] {
  return units.map((unit) => ({ unit, factor: 1 }));
}

/** A substance reported in mass (mg/dL canonical) or molar concentration; `mgPerDlPerMmolPerL` is molar mass ÷ 10. */
export function massOrMolarMgPerDl(mgPerDlPerMmolPerL: number): UnitConversion[] {
  return [
    ...unitsEqualTo('mg/dl'),
    { unit: 'mg/l', factor: 0.1 },
    { unit: 'g/l', factor: 100 },
    { unit: 'mmol/l', factor: mgPerDlPerMmolPerL },
    { unit: 'umol/l', factor: mgPerDlPerMmolPerL / 1000 },
    { unit: 'meq/l', factor: mgPerDlPerMmolPerL },
  ];
}

export const ENZYME_ACTIVITY: UnitConversion[] = [
  ...unitsEqualTo('u/l', 'iu/l', 'mu/ml'),
  { unit: 'ukat/l', factor: 60 },
];

export const PROTEIN_G_PER_DL: UnitConversion[] = [...unitsEqualTo('g/dl'), { unit: 'g/l', factor: 0.1 }, { unit: 'mg/dl', factor: 0.001 }];

export const ELECTROLYTE_MMOL_PER_L: UnitConversion[] = unitsEqualTo('mmol/l', 'meq/l');

/** White cells and platelets, canonical 10^3/µL (= 10^9/L = G/L). */
export const THOUSANDS_PER_MICROLITRE: UnitConversion[] = [
  ...unitsEqualTo('10^3/ul', '10^9/l', '/nl'),
  { unit: '/ul', factor: 0.001 },
  { unit: '10^5/ul', factor: 100 },
  { unit: '10^6/ul', factor: 1000 },
  { unit: '10^4/ul', factor: 10 },
  { unit: '10^2/ul', factor: 0.1 },
];

/** Red cells, canonical 10^6/µL (= 10^12/L = T/L). */
export const MILLIONS_PER_MICROLITRE: UnitConversion[] = [
  ...unitsEqualTo('10^6/ul', '10^12/l', '/pl'),
  { unit: '/ul', factor: 1e-6 },
  { unit: '10^3/ul', factor: 0.001 },
  { unit: '10^4/ul', factor: 0.01 },
];

export const PERCENT_OR_FRACTION: UnitConversion[] = [...unitsEqualTo('%'), { unit: 'l/l', factor: 100 }, { unit: 'ratio', factor: 100 }];
