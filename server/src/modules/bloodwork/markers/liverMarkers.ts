import { ENZYME_ACTIVITY, PROTEIN_G_PER_DL, massOrMolarMgPerDl, range, unitsEqualTo, type Marker } from './marker.js';

const BILIRUBIN_MG_PER_DL_PER_MMOL = 58.47;

export const LIVER_MARKERS: readonly Marker[] = [
  {
    key: 'bilirubin_total', name: 'Total bilirubin', category: 'liver', loinc: '1975-2', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(BILIRUBIN_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(0.1, 1.2) },
    aliases: ['Bilirubin', 'Bilirubin Total', 'Total Bilirubin', 'T. Bilirubin', 'TBIL', 'S. Bilirubin', 'Serum Bilirubin', 'Bilirubin összes', 'Összbilirubin', 'Bilirubin gesamt', 'Gesamtbilirubin', 'Bilirrubina total', 'Bilirubine totale'],
    explanation: 'A yellow pigment from broken-down red cells that the liver clears; high levels cause jaundice.',
  },
  {
    key: 'bilirubin_direct', name: 'Direct bilirubin', category: 'liver', loinc: '1968-7', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(BILIRUBIN_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(0, 0.3) },
    aliases: ['Bilirubin Direct', 'Direct Bilirubin', 'Conjugated Bilirubin', 'D. Bilirubin', 'DBIL', 'Direkt bilirubin', 'Bilirubin direkt', 'Bilirrubina directa', 'Bilirubine conjuguée'],
    explanation: 'Bilirubin the liver has already processed; high levels suggest a bile flow problem.',
  },
  {
    key: 'bilirubin_indirect', name: 'Indirect bilirubin', category: 'liver', loinc: '1971-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(BILIRUBIN_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(0.1, 1) },
    aliases: ['Bilirubin Indirect', 'Indirect Bilirubin', 'Unconjugated Bilirubin', 'Indirekt bilirubin', 'Bilirubin indirekt', 'Bilirrubina indirecta'],
    explanation: 'Bilirubin not yet processed by the liver; high levels can mean faster red cell breakdown.',
  },
  {
    key: 'ast', name: 'AST (SGOT)', category: 'liver', loinc: '1920-8', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(0, 40) },
    aliases: ['AST', 'SGOT', 'AST SGOT', 'SGOT AST', 'Aspartate Aminotransferase', 'Aspartate Transaminase', 'GOT', 'ASAT', 'GOT AST', 'Aszpartát-aminotranszferáz', 'Aspartat-Aminotransferase', 'Transaminasa GOT'],
    explanation: 'A liver and muscle enzyme that leaks into the blood when those cells are damaged.',
  },
  {
    key: 'alt', name: 'ALT (SGPT)', category: 'liver', loinc: '1742-6', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(0, 41) },
    aliases: ['ALT', 'SGPT', 'ALT SGPT', 'SGPT ALT', 'Alanine Aminotransferase', 'Alanine Transaminase', 'GPT', 'ALAT', 'GPT ALT', 'Alanin-aminotranszferáz', 'Alanin-Aminotransferase', 'Transaminasa GPT'],
    explanation: 'An enzyme made mainly in the liver; raised levels are a sensitive sign of liver irritation.',
  },
  {
    key: 'alkaline_phosphatase', name: 'Alkaline phosphatase', category: 'liver', loinc: '6768-6', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(40, 129) },
    aliases: ['Alkaline Phosphatase', 'ALP', 'ALKP', 'Alk Phos', 'Alkalikus foszfatáz', 'Alkalische Phosphatase', 'AP', 'Fosfatasa alcalina', 'Phosphatases alcalines', 'PAL'],
    explanation: 'An enzyme from the liver and bones; raised by bile duct problems and bone growth.',
  },
  {
    key: 'ggt', name: 'Gamma-glutamyl transferase', category: 'liver', loinc: '2324-2', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(8, 61), female: range(5, 36) },
    aliases: ['GGT', 'GGTP', 'Gamma GT', 'Gamma-GT', 'γ-GT', 'Gamma Glutamyl Transferase', 'Gamma Glutamyl Transpeptidase', 'Gamma-glutamil-transzferáz', 'Gamma-Glutamyltransferase'],
    explanation: 'A liver enzyme that rises with bile duct problems and regular alcohol use.',
  },
  {
    key: 'total_protein', name: 'Total protein', category: 'liver', loinc: '2885-2', canonicalUnit: 'g/dL',
    conversions: PROTEIN_G_PER_DL, referenceRanges: { any: range(6, 8.3) },
    aliases: ['Total Protein', 'Total Proteins', 'Protein Total', 'Serum Protein', 'TP', 'Összfehérje', 'Gesamteiweiß', 'Gesamtprotein', 'Proteínas totales', 'Protéines totales'],
    explanation: 'All the protein in your blood, mostly albumin and antibodies.',
  },
  {
    key: 'albumin', name: 'Albumin', category: 'liver', loinc: '1751-7', canonicalUnit: 'g/dL',
    conversions: PROTEIN_G_PER_DL, referenceRanges: { any: range(3.5, 5.2) },
    aliases: ['Albumin', 'ALB', 'Serum Albumin', 'Albúmina', 'Albumine'],
    explanation: 'The main blood protein made by the liver; it reflects nutrition and liver health.',
  },
  {
    key: 'globulin', name: 'Globulin', category: 'liver', loinc: '10834-0', canonicalUnit: 'g/dL',
    conversions: PROTEIN_G_PER_DL, referenceRanges: { any: range(2, 3.5) },
    aliases: ['Globulin', 'Globulins', 'Serum Globulin', 'Globulin total', 'Globulinas'],
    explanation: 'Blood proteins other than albumin, including antibodies.',
  },
  {
    key: 'albumin_globulin_ratio', name: 'Albumin / globulin ratio', category: 'liver', loinc: '1759-0', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(1, 2.3) },
    aliases: ['A/G Ratio', 'A G Ratio', 'Albumin/Globulin Ratio', 'Albumin Globulin Ratio', 'AG Ratio'],
    explanation: 'How albumin compares with the other blood proteins.',
  },
  {
    key: 'ldh', name: 'Lactate dehydrogenase', category: 'liver', loinc: '2532-0', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(135, 225) },
    aliases: ['LDH', 'LD', 'Lactate Dehydrogenase', 'Lactic Dehydrogenase', 'Laktát-dehidrogenáz', 'Laktatdehydrogenase', 'LDH total'],
    explanation: 'An enzyme found in most tissues that rises when cells are damaged.',
  },
];
