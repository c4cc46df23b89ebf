import { ENZYME_ACTIVITY, PERCENT_OR_FRACTION, PROTEIN_G_PER_DL, massOrMolarMgPerDl, range, unitsEqualTo, type Marker } from './marker.js';
import { KATAL, LOINC_TABLE, MAPPING_REGISTER, NO_LOINC, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';

const BILIRUBIN_MG_PER_DL_PER_MMOL = 58.466;
const BILIRUBIN_MASS = molarMass('bilirubin C33H36N4O6', 584.66);
const PROTEIN_UNITS = 'mass units only (1 g/L = 0.1 g/dL = 100 mg/dL)';

function electrophoresisFraction(key: string, name: string, loinc: [string, string], percentRange: [number, number], aliases: string[], explanation: string): Marker {
  const [code, longName] = loinc;
  return {
    key, name, category: 'liver', loinc: code, canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(...percentRange) },
    aliases, explanation,
    sources: { loinc: loincSource(code, longName, LOINC_TABLE), conversion: 'fraction × 100 = percent', range: 'Sebia capillary serum protein electrophoresis insert, adult relative fractions' },
  };
}

export const LIVER_MARKERS: readonly Marker[] = [
  {
    key: 'bilirubin_total', name: 'Total bilirubin', category: 'liver', loinc: '1975-2', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(BILIRUBIN_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(0.1, 1.2) },
    aliases: ['Bilirubin', 'Bilirubin Total', 'Total Bilirubin', 'T. Bilirubin', 'TBIL', 'T-Bil', 'S. Bilirubin', 'Serum Bilirubin', 'Bilirubin összes', 'Összbilirubin', 'Se bilirubin', 'Se bi', 'Bilirubin gesamt', 'Bilirubin ges.', 'Gesamtbilirubin', 'Bilirrubina total', 'Bilirrubina', 'Bilirubine totale', 'Bilirubine', 'Bilirubina totale', 'Bilirubina', 'Bilirubine totaal', 'Bilirubina całkowita'],
    explanation: 'A yellow pigment from broken-down red cells that the liver clears; high levels cause jaundice.',
    sources: { loinc: loincSource('1975-2', 'Bilirubin.total [Mass/volume] in Serum or Plasma', TW_IG), conversion: BILIRUBIN_MASS, range: RANGES.mayo },
  },
  {
    key: 'bilirubin_direct', name: 'Direct bilirubin', category: 'liver', loinc: '1968-7', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(BILIRUBIN_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(0, 0.3) },
    aliases: ['Bilirubin Direct', 'Direct Bilirubin', 'Conjugated Bilirubin', 'D. Bilirubin', 'DBIL', 'D-Bil', 'Direkt bilirubin', 'Konjugált bilirubin', 'Bilirubin direkt', 'Direktes Bilirubin', 'Bilirrubina directa', 'Bilirrubina direta', 'Bilirubine conjuguée', 'Bilirubine directe', 'Bilirubina diretta'],
    explanation: 'Bilirubin the liver has already processed; high levels suggest a bile flow problem.',
    sources: { loinc: loincSource('1968-7', 'Bilirubin.direct [Mass/volume] in Serum or Plasma', TW_IG), conversion: BILIRUBIN_MASS, range: RANGES.mayo },
  },
  {
    key: 'bilirubin_indirect', name: 'Indirect bilirubin', category: 'liver', loinc: '1971-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(BILIRUBIN_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(0.1, 1) },
    aliases: ['Bilirubin Indirect', 'Indirect Bilirubin', 'Unconjugated Bilirubin', 'Indirekt bilirubin', 'Bilirubin indirekt', 'Indirektes Bilirubin', 'Bilirrubina indirecta', 'Bilirrubina indireta', 'Bilirubine libre', 'Bilirubine non conjuguée', 'Bilirubine indirecte', 'Bilirubina indiretta'],
    explanation: 'Bilirubin not yet processed by the liver; high levels can mean faster red cell breakdown.',
    sources: { loinc: loincSource('1971-1', 'Bilirubin.indirect [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: BILIRUBIN_MASS, range: RANGES.mayo },
  },
  {
    key: 'ast', name: 'AST (SGOT)', category: 'liver', loinc: '1920-8', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(0, 40), female: range(0, 32) },
    aliases: ['AST', 'SGOT', 'AST SGOT', 'SGOT AST', 'Aspartate Aminotransferase', 'Aspartate Transaminase', 'GOT', 'ASAT', 'GOT AST', 'ASAT (GOT)', 'Aszpartát-aminotranszferáz', 'Aspartat-Aminotransferase', 'GOT (AST)', 'Transaminasa GOT', 'Aspartato aminotransferasa', 'Aspartato aminotransferase', 'TGO', 'Transaminase TGO', 'Aspartate aminotransférase', 'Transaminases ASAT', 'Aspartato aminotransferasi', 'Transaminasi GOT', 'Aspartattransaminase', 'AspAT'],
    explanation: 'A liver and muscle enzyme that leaks into the blood when those cells are damaged.',
    sources: { loinc: loincSource('1920-8', 'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'Roche cobas ASTL insert (IFCC without pyridoxal phosphate, 37 °C), adults by sex' },
  },
  {
    key: 'alt', name: 'ALT (SGPT)', category: 'liver', loinc: '1742-6', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(0, 41), female: range(0, 33) },
    aliases: ['ALT', 'SGPT', 'ALT SGPT', 'SGPT ALT', 'Alanine Aminotransferase', 'Alanine Transaminase', 'GPT', 'ALAT', 'GPT ALT', 'ALAT (GPT)', 'Alanin-aminotranszferáz', 'Alanin-Aminotransferase', 'GPT (ALT)', 'Transaminasa GPT', 'Alanina aminotransferasa', 'Alanina aminotransferase', 'TGP', 'Transaminase TGP', 'Alanine aminotransférase', 'Transaminases ALAT', 'Alanina aminotransferasi', 'Transaminasi GPT', 'Alanintransaminase'],
    explanation: 'An enzyme made mainly in the liver; raised levels are a sensitive sign of liver irritation.',
    sources: { loinc: loincSource('1742-6', 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'Roche cobas ALTL insert (IFCC without pyridoxal phosphate, 37 °C), adults by sex' },
  },
  {
    key: 'alkaline_phosphatase', name: 'Alkaline phosphatase', category: 'liver', loinc: '6768-6', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(40, 129), female: range(35, 104) },
    aliases: ['Alkaline Phosphatase', 'ALP', 'ALKP', 'Alk Phos', 'Alkalikus foszfatáz', 'Alkalische Phosphatase', 'AP', 'Fosfatasa alcalina', 'FA', 'FAL', 'Fosfatase alcalina', 'Phosphatases alcalines', 'Phosphatase alcaline', 'PAL', 'Fosfatasi alcalina', 'ALP (Fosfatasi alcalina)', 'Alkalische fosfatase', 'AF', 'Basisk fosfatase', 'Alkalisk fosfatas', 'Fosfataza zasadowa', 'Alkalen Fosfataz'],
    explanation: 'An enzyme from the liver and bones; raised by bile duct problems and bone growth.',
    sources: { loinc: loincSource('6768-6', 'Alkaline phosphatase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'IFCC 37 °C method (Roche cobas ALP2 insert), adult intervals by sex' },
  },
  {
    key: 'ggt', name: 'Gamma-glutamyl transferase', category: 'liver', loinc: '2324-2', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(8, 61), female: range(5, 36) },
    aliases: ['Gama-GT', 'GGT', 'GGTP', 'Gamma GT', 'Gamma-GT', 'γ-GT', 'γGT', 'γ-GTP', 'Gamma-GTP', 'Gamma Glutamyl Transferase', 'Gamma Glutamyl Transpeptidase', 'Gamma-glutamil-transzferáz', 'Gamma-Glutamyltransferase', 'Gamma-glutamil transferasa', 'Gamma-glutamiltransferase', 'Gamma-glutamyltransférase', 'Gamma glutamil transferasi', 'Gamma-GT (GGT)', 'GT'],
    explanation: 'A liver enzyme that rises with bile duct problems and regular alcohol use.',
    sources: { loinc: loincSource('2324-2', 'Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'Mayo Clinic Laboratories test GGT, adults ≥ 18 by sex (checked in the Mayo test catalog)' },
  },
  {
    key: 'glutamate_dehydrogenase', name: 'Glutamate dehydrogenase', category: 'liver', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(null, 7), female: range(null, 5) },
    aliases: ['GLDH', 'GLD', 'Glutamate Dehydrogenase', 'Glutamat-Dehydrogenase', 'Glutamát-dehidrogenáz', 'Glutamato deshidrogenasa', 'Glutamate déshydrogénase', 'Glutammato deidrogenasi'],
    explanation: 'A liver-cell enzyme that rises when liver cells die, not just leak.',
    sources: { loinc: NO_LOINC, conversion: KATAL, range: 'DGKC 37 °C method (Roche cobas GLDH3 insert), adult intervals by sex' },
  },
  {
    key: 'cholinesterase', name: 'Cholinesterase', category: 'liver', loinc: '2098-2', canonicalUnit: 'U/L',
    conversions: [...ENZYME_ACTIVITY, { unit: 'ku/l', factor: 1000 }], referenceRanges: { male: range(5320, 12920), female: range(4260, 11250) },
    aliases: ['Cholinesterase', 'Pseudocholinesterase', 'CHE', 'ChE', 'Kolinészteráz', 'Cholinesterase (CHE)', 'Colinesterasa', 'Colinesterase', 'Cholinestérase', 'Colinesterasi', 'Pseudocolinesterasi'],
    explanation: 'An enzyme made by the liver; low levels can mean reduced liver synthesis.',
    sources: { loinc: loincSource('2098-2', 'Cholinesterase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: `${KATAL}; 1 kU/L = 1000 U/L`, range: 'Roche cobas CHE2 (butyrylthiocholine) insert, adult intervals by sex' },
  },
  {
    key: 'total_protein', name: 'Total protein', category: 'liver', loinc: '2885-2', canonicalUnit: 'g/dL',
    conversions: PROTEIN_G_PER_DL, referenceRanges: { any: range(6.4, 8.3) },
    aliases: ['Total Protein', 'Total Proteins', 'Protein Total', 'Protein', 'Serum Protein', 'TP', 'Összfehérje', 'Se összfehérje', 'Gesamteiweiß', 'Gesamtprotein', 'Eiweiß gesamt', 'Proteínas totales', 'Proteínas totais', 'Protéines totales', 'Protides totaux', 'Protidémie', 'Proteine totali', 'Protidemia'],
    explanation: 'All the protein in your blood, mostly albumin and antibodies.',
    sources: { loinc: loincSource('2885-2', 'Protein [Mass/volume] in Serum or Plasma', TW_IG), conversion: PROTEIN_UNITS, range: RANGES.tietz },
  },
  {
    key: 'albumin', name: 'Albumin', category: 'liver', loinc: '1751-7', canonicalUnit: 'g/dL',
    conversions: [...PROTEIN_G_PER_DL, { unit: 'umol/l', factor: 0.0066469 }], referenceRanges: { any: range(3.5, 5.2) },
    aliases: ['Albumin', 'ALB', 'Serum Albumin', 'Albumin im Serum', 'Se albumin', 'Albúmina', 'Albumina', 'Albumine', 'Albuminémie'],
    explanation: 'The main blood protein made by the liver; it reflects nutrition and liver health.',
    sources: { loinc: loincSource('1751-7', 'Albumin [Mass/volume] in Serum or Plasma', TW_IG), conversion: `${PROTEIN_UNITS}; ${molarMass('human serum albumin', 66469, 'UniProt P02768 mature chain')}`, range: RANGES.tietz },
  },
  {
    key: 'globulin', name: 'Globulin', category: 'liver', loinc: '10834-0', canonicalUnit: 'g/dL',
    conversions: PROTEIN_G_PER_DL, referenceRanges: { any: range(2, 3.5) },
    aliases: ['Globulin', 'Globulins', 'Serum Globulin', 'Globulin total', 'Globulinas', 'Globulinas totales', 'Globulines', 'Globuline', 'Globulin (berechnet)'],
    explanation: 'Blood proteins other than albumin, including antibodies.',
    sources: { loinc: loincSource('10834-0', 'Globulin [Mass/volume] in Serum by calculation', TW_IG), conversion: PROTEIN_UNITS, range: RANGES.labcorp },
  },
  {
    key: 'albumin_globulin_ratio', name: 'Albumin / globulin ratio', category: 'liver', loinc: '1759-0', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(1, 2.3) },
    aliases: ['A/G Ratio', 'A/G', 'A G Ratio', 'Albumin/Globulin Ratio', 'Albumin Globulin Ratio', 'AG Ratio', 'Albumin/globulin hányados', 'Albumin/Globulin-Quotient', 'Relación albúmina/globulina', 'Relação albumina/globulina', 'Rapport albumine/globulines', 'Rapporto albumina/globuline'],
    explanation: 'How albumin compares with the other blood proteins.',
    sources: { loinc: loincSource('1759-0', 'Albumin/Globulin [Mass Ratio] in Serum or Plasma', TW_IG), range: RANGES.labcorp },
  },
  {
    key: 'ldh', name: 'Lactate dehydrogenase', category: 'liver', loinc: '2532-0', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(135, 225) },
    aliases: ['LDH', 'LD', 'Lactate Dehydrogenase', 'Lactic Dehydrogenase', 'Laktát-dehidrogenáz', 'Laktatdehydrogenase', 'LDH total', 'Lactato deshidrogenasa', 'Desidrogenase láctica', 'Lactato desidrogenase', 'Lactate déshydrogénase', 'Lattato deidrogenasi'],
    explanation: 'An enzyme found in most tissues that rises when cells are damaged.',
    sources: { loinc: loincSource('2532-0', 'Lactate dehydrogenase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'Roche cobas LDHI2 insert (IFCC, 37 °C), adults 135–225 U/L' },
  },
  {
    key: 'ammonia', name: 'Ammonia', category: 'liver', canonicalUnit: 'µmol/L',
    conversions: [...unitsEqualTo('umol/l'), { unit: 'ug/dl', factor: 0.5872 }], referenceRanges: { male: range(16, 60), female: range(11, 51) },
    aliases: ['Ammonia', 'NH3', 'Ammonium', 'Ammónia', 'Ammoniak', 'Amoniaco', 'Amonio', 'Amônia', 'Ammoniémie', 'Ammoniaca', 'Ammoniemia'],
    explanation: 'A nitrogen waste the liver turns into urea; high levels point to liver failure.',
    sources: { loinc: NO_LOINC, conversion: molarMass('ammonia NH3', 17.031), range: 'Roche cobas NH3L insert, adult intervals by sex' },
  },
  {
    key: 'prealbumin', name: 'Prealbumin', category: 'liver', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(20, 40) },
    aliases: ['Prealbumin', 'Transthyretin', 'TTR', 'Prealbumin (Transthyretin)', 'Präalbumin', 'Prealbúmina', 'Pré-albumina', 'Préalbumine', 'Transthyrétine', 'Prealbumina'],
    explanation: 'A short-lived liver protein that reflects recent nutrition.',
    sources: { loinc: NO_LOINC, conversion: 'mass units only (1 g/L = 100 mg/dL)', range: RANGES.tietz },
  },
  {
    key: 'total_bile_acids', name: 'Total bile acids', category: 'liver', canonicalUnit: 'µmol/L',
    conversions: unitsEqualTo('umol/l'), referenceRanges: { any: range(null, 10) },
    aliases: ['Bile Acids', 'Total Bile Acids', 'Epesav', 'Gallensäuren', 'Ácidos biliares', 'Ácidos biliares totais', 'Acides biliaires', 'Acidi biliari'],
    explanation: 'Digestive acids recycled by the liver; raised in liver and bile-flow problems.',
    sources: { loinc: NO_LOINC, range: RANGES.mayo },
  },
  {
    key: 'ceruloplasmin', name: 'Ceruloplasmin', category: 'liver', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(20, 60) },
    aliases: ['Ceruloplasmin', 'Coeruloplasmin', 'Cöruloplasmin', 'Ceruloplazmin', 'Ceruloplasmina', 'Céruléoplasmine', 'Ceruloplasmina'],
    explanation: 'The protein that carries copper; low levels point to Wilson disease.',
    sources: { loinc: NO_LOINC, conversion: 'mass units only (1 g/L = 100 mg/dL)', range: RANGES.tietz },
  },
  {
    key: 'alpha1_antitrypsin', name: 'Alpha-1 antitrypsin', category: 'liver', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(100, 190) },
    aliases: ['Alpha-1 Antitrypsin', 'Alpha 1 Antitrypsin', 'A1AT', 'AAT', 'α1-Antitrypsin', 'Alfa-1-antitripszin', 'Alpha-1-Antitrypsin', 'Alfa-1 antitripsina', 'Alpha-1 antitrypsine', 'Alfa-1 antitripsina'],
    explanation: 'A protective liver protein; inherited low levels harm the lungs and liver.',
    sources: { loinc: NO_LOINC, conversion: 'mass units only (1 g/L = 100 mg/dL)', range: RANGES.mayo },
  },
  electrophoresisFraction('spe_albumin_percent', 'Albumin fraction (electrophoresis)', ['13980-8', 'Albumin/Protein.total in Serum or Plasma by Electrophoresis'], [55.8, 66.1], ['Albumin %', 'Albumin Fraction', 'Albumin (Elpho)', 'Albumin frakció', 'Albumin relativ', 'Albúmina %', 'Albumine %', 'Albumina %'], 'The share of blood protein that is albumin, from protein electrophoresis.'),
  electrophoresisFraction('spe_alpha1_percent', 'Alpha-1 globulin fraction', ['13978-2', 'Alpha 1 globulin/Protein.total in Serum or Plasma by Electrophoresis'], [2.9, 4.9], ['Alpha-1 Globulin', 'Alpha 1 Globulin', 'Alpha-1', 'α1-Globulin', 'Alfa-1 globulin', 'Alpha-1-Globuline', 'Alfa-1 globulina', 'Alpha-1 globulines', 'Alfa-1 globuline'], 'The alpha-1 protein fraction, which rises with acute inflammation.'),
  electrophoresisFraction('spe_alpha2_percent', 'Alpha-2 globulin fraction', ['13981-6', 'Alpha 2 globulin/Protein.total in Serum or Plasma by Electrophoresis'], [7.1, 11.8], ['Alpha-2 Globulin', 'Alpha 2 Globulin', 'Alpha-2', 'α2-Globulin', 'Alfa-2 globulin', 'Alpha-2-Globuline', 'Alfa-2 globulina', 'Alpha-2 globulines', 'Alfa-2 globuline'], 'The alpha-2 protein fraction, raised in inflammation and kidney protein loss.'),
  electrophoresisFraction('spe_beta_percent', 'Beta globulin fraction', ['13982-4', 'Beta globulin/Protein.total in Serum or Plasma by Electrophoresis'], [8.4, 13.1], ['Beta Globulin', 'Beta Globulins', 'β-Globulin', 'Béta globulin', 'Beta-Globuline', 'Beta globulina', 'Bêta globulines', 'Beta globuline'], 'The beta protein fraction, which carries iron and lipids.'),
  electrophoresisFraction('spe_gamma_percent', 'Gamma globulin fraction', ['13983-2', 'Gamma globulin/Protein.total in Serum or Plasma by Electrophoresis'], [11.1, 18.8], ['Gamma Globulin', 'Gamma Globulins', 'γ-Globulin', 'Gamma globulin', 'Gamma-Globuline', 'Gamma globulina', 'Gamma globulines', 'Gamma globuline', 'Gamaglobulina'], 'The antibody fraction of blood protein.'),
];
