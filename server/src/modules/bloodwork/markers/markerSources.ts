/**
 * The references the catalog cites. A LOINC code is kept only when its long name was found quoted for that code in
 * at least one of the published code lists below; otherwise the marker carries no code and says so.
 */

/** Taiwan MoHW health-examination FHIR IG 0.5.0, value sets VS-CoreDataset/VS-ExtendedDataset, whose codes were checked against tx.fhir.org $lookup. */
export const TW_IG = 'confirmed in the Taiwan MoHW TWHA FHIR IG 0.5.0 value sets (codes checked there against tx.fhir.org)';
/** A public LOINC 2.83 mapping register (one code per analyte, rejected siblings listed), each code re-found in other public code lists. */
export const MAPPING_REGISTER = 'confirmed in a public LOINC 2.83 mapping register and again in independent public lab code lists quoting the same code';
/** Several independent public FHIR resources and code lists quoting the code with the same long name. */
export const FHIR_EXAMPLES = 'confirmed in several independent public FHIR resources and lab code lists quoting this code for this test';

/**
 * Codes whose long common name was read in a public extract generated from the official LOINC 2.83 table
 * (Loinc.csv), where no code was typed by hand; the name given in the catalog is the one listed there.
 */
const IN_LOINC_TABLE_EXTRACT = new Set([
  '718-7', '4544-3', '2093-3', '2085-9', '2089-1', '2571-8', '43396-1', '2345-7', '4548-4', '20448-7', '1986-9', '2160-0', '3091-6',
  '3084-1', '1742-6', '1920-8', '2324-2', '6768-6', '1975-2', '1968-7', '1971-1', '1751-7', '2885-2', '2951-2', '2823-3', '2075-0',
  '17861-6', '1995-0', '19123-9', '2777-1', '3016-3', '3024-7', '3026-2', '3051-0', '3053-6', '8099-4', '62292-8', '2132-9', '2284-8',
  '1903-4', '2923-1', '1823-4', '2498-4', '2276-4', '3034-6', '2502-3', '2500-7', '1988-5', '30341-2', '2986-8', '2991-8', '2143-6',
  '2243-4', '15067-2', '10501-5', '2842-3', '19080-1', '4679-7', '14196-0', '26507-4', '26508-2', '3255-7', '3289-6', '1798-8', '3040-3',
  '2157-6', '13969-1', '2161-8', '2889-4', '9318-7', '2458-8', '2465-3', '2472-9', '19113-0', '4485-9', '4498-2', '11572-5', '8098-6',
  '3013-0', '5385-0', '3052-8', '2839-9', '1668-3', '2191-5', '1854-9', '13967-5', '2141-0', '2484-4', '2963-7', '2731-8', '2258-2',
  '1848-1', '38476-8', '1869-7', '1884-6', '10835-7', '13965-9', '5763-8', '5631-7', '5724-0', '62290-2', '30522-7', '5902-2', '6301-6',
  '14979-9', '13980-8', '13978-2', '13981-6', '13982-4', '13983-2',
]);
export const LOINC_TABLE = 'confirmed in a public extract generated from the official LOINC 2.83 table (Loinc.csv), long name as listed there';

export function loincSource(code: string, longName: string, confirmedIn: string): string {
  const extract = confirmedIn !== LOINC_TABLE && IN_LOINC_TABLE_EXTRACT.has(code) ? '; long name also as listed in a public extract of the official LOINC 2.83 table' : '';
  return `LOINC ${code} "${longName}"; ${confirmedIn}${extract}`;
}

export const NO_LOINC = 'no LOINC code given: none could be confirmed in a published code list during this review';

/** Molar masses: PubChem computed molecular weight; elements: IUPAC 2021 standard atomic weights. */
export function molarMass(substance: string, gramsPerMole: number, reference = 'PubChem'): string {
  return `${substance} ${gramsPerMole} g/mol (${reference})`;
}

export const POWERS_OF_TEN = 'only SI prefix changes (powers of ten) between units';
export const KATAL = '1 U = 1 µmol/min = 16.67 nkat (IFCC/IUPAC definition of the katal), so 1 µkat/L = 60 U/L';

export const RANGES = {
  ncepAtp3: 'NCEP ATP III final report (Circulation 2002;106:3143), adult cut-points',
  labcorpNmr: 'LabCorp NMR LipoProfile reference values (LDL-P < 1000 nmol/L, HDL-P ≥ 30.5 µmol/L, small LDL-P ≤ 527 nmol/L checked in a hospital test catalog entry for LabCorp test LAB1048)',
  questCardioIq: 'Quest Diagnostics Cardio IQ ion-mobility report, published reference intervals',
  ada2024: 'ADA Standards of Care in Diabetes 2024, section 2 (Diabetes Care 2024;47:S20)',
  kdigo2012: 'KDIGO 2012 CKD guideline (Kidney Int Suppl 2013;3:1), normal GFR and albuminuria categories',
  mayo: 'Mayo Clinic Laboratories test catalog, adult reference values',
  labcorp: 'LabCorp test menu, adult reference intervals',
  quest: 'Quest Diagnostics test directory, adult reference ranges',
  tietz: 'Tietz Textbook of Laboratory Medicine, 7th ed., adult reference intervals',
  dacieLewis: 'Dacie and Lewis Practical Haematology, 12th ed., Table 2.1 adult reference ranges',
  ukDifferential: 'Oxford University Hospitals NHS Trust adult intervals, as tabulated in Front Pharmacol 2020;11:314, Table 6 (checked)',
  escHf2021: '2021 ESC heart-failure guideline (Eur Heart J 2021;42:3599), rule-out thresholds',
  escNstemi2023: '2023 ESC acute coronary syndromes guideline: 99th-percentile URL of the assay',
  endoSocVitD: 'Endocrine Society 2011 vitamin D guideline (JCEM 2011;96:1911), sufficiency cut-off',
  euUrinalysis: 'European Urinalysis Guidelines (Scand J Clin Lab Invest 2000;60 Suppl 231)',
} as const;
