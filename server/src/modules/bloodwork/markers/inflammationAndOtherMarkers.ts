import { ENZYME_ACTIVITY, range, unitsEqualTo, type Marker, type UnitConversion } from './marker.js';
import { FHIR_EXAMPLES, KATAL, LOINC_TABLE, MAPPING_REGISTER, NO_LOINC, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';

const MG_PER_L: UnitConversion[] = [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'mg/dl', factor: 10 }, { unit: 'g/l', factor: 1000 }];
const IMMUNOGLOBULIN_MG_PER_DL: UnitConversion[] = [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }];
const SECONDS = unitsEqualTo('s', 'sec', 'seconds', 'seg', 'sek', 'mp');
const PERCENT_ACTIVITY = unitsEqualTo('%');
const MASS_ONLY = 'mass units only (1 g/L = 100 mg/dL = 1000 mg/L)';

export const INFLAMMATION_MARKERS: readonly Marker[] = [
  {
    key: 'crp', name: 'C-reactive protein', category: 'inflammation', loinc: '1988-5', canonicalUnit: 'mg/L',
    conversions: MG_PER_L, referenceRanges: { any: range(null, 5) },
    aliases: ['CRP', 'C-Reactive Protein', 'C Reactive Protein', 'CRP Quantitative', 'C-reaktív protein', 'CRP (C-reaktív protein)', 'C-reaktives Protein', 'Proteína C reactiva', 'PCR', 'Proteína C reativa', 'Protéine C réactive', 'CRP (Protéine C réactive)', 'Proteina C reattiva', 'PCR (Proteina C reattiva)', 'C-reaktivt protein', 'C-reactief proteïne', 'Białko C-reaktywne'],
    explanation: 'A protein the liver releases during inflammation or infection.',
    sources: { loinc: loincSource('1988-5', 'C reactive protein [Mass/volume] in Serum or Plasma', TW_IG), conversion: MASS_ONLY, range: 'Roche Tina-quant CRP4 insert, adults < 5 mg/L' },
  },
  {
    key: 'hs_crp', name: 'High-sensitivity CRP', category: 'inflammation', loinc: '30522-7', canonicalUnit: 'mg/L',
    conversions: MG_PER_L, referenceRanges: { any: range(null, 3) },
    aliases: ['hs-CRP', 'hsCRP', 'High Sensitivity CRP', 'High-Sensitivity C-Reactive Protein', 'hs C-Reactive Protein', 'Cardio CRP', 'CRP high sensitive', 'CRP ultrasensitive', 'us-CRP', 'Nagy érzékenységű CRP', 'hs-CRP (kardio)', 'CRP hochsensitiv', 'PCR ultrasensible', 'Proteína C reactiva ultrasensible', 'PCR ultrassensível', 'CRP ultrasensibile', 'PCR-hs'],
    explanation: 'A sensitive measure of low-grade inflammation linked to heart risk.',
    sources: { loinc: loincSource('30522-7', 'C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method', TW_IG), conversion: MASS_ONLY, range: 'AHA/CDC scientific statement (Pearson et al., Circulation 2003;107:499), high risk > 3 mg/L' },
  },
  {
    key: 'procalcitonin', name: 'Procalcitonin', category: 'inflammation', loinc: '33959-8', canonicalUnit: 'ng/mL',
    conversions: unitsEqualTo('ng/ml', 'ug/l'), referenceRanges: { any: range(null, 0.05) },
    aliases: ['Procalcitonin', 'PCT', 'Prokalcitonin', 'Procalcitonina', 'Procalcitonine', 'Pró-calcitonina'],
    explanation: 'A protein that rises sharply in bacterial infection and sepsis.',
    sources: { loinc: loincSource('33959-8', 'Procalcitonin [Mass/volume] in Serum or Plasma', FHIR_EXAMPLES), range: 'Roche Elecsys BRAHMS PCT insert, healthy adults < 0.05 ng/mL' },
  },
  {
    key: 'interleukin_6', name: 'Interleukin-6', category: 'inflammation', loinc: '26881-3', canonicalUnit: 'pg/mL',
    conversions: unitsEqualTo('pg/ml', 'ng/l'), referenceRanges: { any: range(null, 7) },
    aliases: ['Interleukin-6', 'Interleukin 6', 'IL-6', 'IL6', 'Interleukin-6 (IL-6)', 'Interleucina 6', 'Interleucina-6', 'Interleukine 6', 'Interleuchina 6'],
    explanation: 'A messenger protein that drives inflammation and fever.',
    sources: { loinc: loincSource('26881-3', 'Interleukin 6 [Mass/volume] in Serum or Plasma', FHIR_EXAMPLES), range: 'Roche Elecsys IL-6 insert, 95th percentile 7 pg/mL' },
  },
  {
    key: 'rheumatoid_factor', name: 'Rheumatoid factor', category: 'inflammation', loinc: '11572-5', canonicalUnit: 'IU/mL',
    conversions: unitsEqualTo('iu/ml', 'u/ml', 'kiu/l', 'ku/l', 'ui/ml'), referenceRanges: { any: range(null, 14) },
    aliases: ['RF', 'Rheumatoid Factor', 'RA Factor', 'RA Test', 'Rheumafaktor', 'Rheumafaktor (RF)', 'Reuma faktor', 'Rheuma faktor', 'Factor reumatoide', 'FR', 'Fator reumatoide', 'Facteur rhumatoïde', 'Fattore reumatoide', 'Reuma test'],
    explanation: 'An antibody often found in rheumatoid arthritis and other autoimmune conditions.',
    sources: { loinc: loincSource('11572-5', 'Rheumatoid factor [Units/volume] in Serum or Plasma', TW_IG), conversion: 'IU/mL = kIU/L (same quantity)', range: 'Roche Tina-quant RF II insert, cut-off 14 IU/mL' },
  },
  {
    key: 'anti_ccp', name: 'Anti-CCP antibodies', category: 'inflammation', loinc: '33935-8', canonicalUnit: 'U/mL',
    conversions: unitsEqualTo('u/ml', 'iu/ml', 'ku/l', 'eu/ml'), referenceRanges: { any: range(null, 17) },
    aliases: ['Anti-CCP', 'Anti CCP', 'CCP Antibodies', 'ACPA', 'Anti-Cyclic Citrullinated Peptide', 'Anti-CCP antitest', 'CCP-Antikörper', 'Anti-CCP-Antikörper', 'Anticuerpos anti-CCP', 'Anticorpos anti-CCP', 'Anticorps anti-CCP', 'Anticorps anti-peptides cycliques citrullinés', 'Anticorpi anti-CCP'],
    explanation: 'Antibodies highly specific for rheumatoid arthritis.',
    sources: { loinc: loincSource('33935-8', 'Cyclic citrullinated peptide Ab [Units/volume] in Serum', MAPPING_REGISTER), conversion: 'U/mL = kU/L (same quantity)', range: 'Roche Elecsys Anti-CCP insert, cut-off 17 U/mL' },
  },
  {
    key: 'aso', name: 'Antistreptolysin O', category: 'inflammation', canonicalUnit: 'IU/mL',
    conversions: unitsEqualTo('iu/ml', 'u/ml', 'kiu/l', 'ku/l', 'ui/ml'), referenceRanges: { any: range(null, 200) },
    aliases: ['ASO', 'ASO Titre', 'ASO Titer', 'ASLO', 'ASL', 'Antistreptolysin O', 'Anti-Streptolysin O', 'Antistreptolizin titer', 'Antistreptolysin-O-Titer', 'Antiestreptolisina O', 'Antiestreptolisina', 'Antistreptolysine O', 'Antistreptolisina O', 'TAS', 'TASLO'],
    explanation: 'Antibodies that show a recent streptococcal infection.',
    sources: { loinc: NO_LOINC, conversion: 'IU/mL = kIU/L (same quantity)', range: 'Roche Tina-quant ASLOT insert, adults < 200 IU/mL' },
  },
  {
    key: 'complement_c3', name: 'Complement C3', category: 'inflammation', loinc: '4485-9', canonicalUnit: 'mg/dL',
    conversions: IMMUNOGLOBULIN_MG_PER_DL, referenceRanges: { any: range(90, 180) },
    aliases: ['C3', 'Complement C3', 'C3 Complement', 'Komplement C3', 'Komplementfaktor C3', 'Complemento C3', 'Complément C3', 'Fraction C3 du complément', 'C3c'],
    explanation: 'A protein of the immune defence cascade, used in autoimmune disease.',
    sources: { loinc: loincSource('4485-9', 'Complement C3 [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: MASS_ONLY, range: 'Roche Tina-quant C3c insert, adults 0.9–1.8 g/L' },
  },
  {
    key: 'complement_c4', name: 'Complement C4', category: 'inflammation', loinc: '4498-2', canonicalUnit: 'mg/dL',
    conversions: IMMUNOGLOBULIN_MG_PER_DL, referenceRanges: { any: range(10, 40) },
    aliases: ['C4', 'Complement C4', 'C4 Complement', 'Komplement C4', 'Komplementfaktor C4', 'Complemento C4', 'Complément C4', 'Fraction C4 du complément'],
    explanation: 'A protein of the immune defence cascade, used in autoimmune disease.',
    sources: { loinc: loincSource('4498-2', 'Complement C4 [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: MASS_ONLY, range: 'Roche Tina-quant C4 insert, adults 0.1–0.4 g/L' },
  },
  {
    key: 'igg', name: 'Immunoglobulin G', category: 'inflammation', loinc: '2465-3', canonicalUnit: 'mg/dL',
    conversions: IMMUNOGLOBULIN_MG_PER_DL, referenceRanges: { any: range(700, 1600) },
    aliases: ['IgG', 'Immunoglobulin G', 'Immunglobulin G', 'Inmunoglobulina G', 'Imunoglobulina G', 'Immunoglobuline G', 'Immunoglobulina G'],
    explanation: 'The most common antibody, protecting against infections you have met before.',
    sources: { loinc: loincSource('2465-3', 'IgG [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: MASS_ONLY, range: 'Roche Tina-quant IgG Gen.2 insert, adults 7–16 g/L' },
  },
  {
    key: 'iga', name: 'Immunoglobulin A', category: 'inflammation', loinc: '2458-8', canonicalUnit: 'mg/dL',
    conversions: IMMUNOGLOBULIN_MG_PER_DL, referenceRanges: { any: range(70, 400) },
    aliases: ['IgA', 'Immunoglobulin A', 'Immunglobulin A', 'Inmunoglobulina A', 'Imunoglobulina A', 'Immunoglobuline A', 'Immunoglobulina A'],
    explanation: 'The antibody that guards the gut and airways.',
    sources: { loinc: loincSource('2458-8', 'IgA [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: MASS_ONLY, range: 'Roche Tina-quant IgA Gen.2 insert, adults 0.7–4 g/L' },
  },
  {
    key: 'igm', name: 'Immunoglobulin M', category: 'inflammation', loinc: '2472-9', canonicalUnit: 'mg/dL',
    conversions: IMMUNOGLOBULIN_MG_PER_DL, referenceRanges: { male: range(40, 230), female: range(40, 280) },
    aliases: ['IgM', 'Immunoglobulin M', 'Immunglobulin M', 'Inmunoglobulina M', 'Imunoglobulina M', 'Immunoglobuline M', 'Immunoglobulina M'],
    explanation: 'The first antibody made in a new infection.',
    sources: { loinc: loincSource('2472-9', 'IgM [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: MASS_ONLY, range: 'Roche Tina-quant IgM Gen.2 insert, adults by sex' },
  },
  {
    key: 'ige_total', name: 'Total IgE', category: 'inflammation', loinc: '19113-0', canonicalUnit: 'IU/mL',
    conversions: [...unitsEqualTo('iu/ml', 'kiu/l', 'ku/l', 'ui/ml', 'kui/l'), { unit: 'ug/l', factor: 1 / 2.4 }, { unit: 'ng/ml', factor: 1 / 2.4 }], referenceRanges: { any: range(null, 100) },
    aliases: ['IgE', 'Total IgE', 'IgE Total', 'Immunoglobulin E', 'Össz IgE', 'Gesamt-IgE', 'Immunglobulin E', 'IgE total', 'Inmunoglobulina E', 'Imunoglobulina E', 'IgE totales', 'Immunoglobuline E', 'IgE totali', 'Immunoglobulina E'],
    explanation: 'The antibody behind allergies, also raised by parasites.',
    sources: { loinc: loincSource('19113-0', 'IgE [Units/volume] in Serum or Plasma', TW_IG), conversion: '1 IU = 2.42 ng IgE (WHO 2nd IRP 75/502)', range: 'Roche Elecsys IgE II insert, adults < 100 IU/mL' },
  },
];

export const CARDIAC_MARKERS: readonly Marker[] = [
  {
    key: 'homocysteine', name: 'Homocysteine', category: 'cardiac', loinc: '13965-9', canonicalUnit: 'µmol/L',
    conversions: [...unitsEqualTo('umol/l', 'nmol/ml'), { unit: 'mg/l', factor: 7.397 }], referenceRanges: { any: range(5, 15) },
    aliases: ['Homocysteine', 'Homocystein', 'Homocisztein', 'Homociszteín', 'Homocisteína', 'Homocystéine', 'Omocisteina', 'HCY', 'Hcy'],
    explanation: 'An amino acid that builds up when B vitamins are short; high levels strain blood vessels.',
    sources: { loinc: loincSource('13965-9', 'Homocysteine [Moles/volume] in Serum or Plasma', TW_IG), conversion: molarMass('homocysteine C4H9NO2S', 135.19), range: 'Refsum et al., Clin Chem 2004;50:3 (homocysteine consensus), adults 5–15 µmol/L' },
  },
  {
    key: 'ck', name: 'Creatine kinase', category: 'cardiac', loinc: '2157-6', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(39, 308), female: range(26, 192) },
    aliases: ['CK', 'CPK', 'Creatine Kinase', 'Creatine Phosphokinase', 'CK Total', 'CK-NAC', 'Kreatin-kináz', 'Kreatinkináz', 'Kreatinkinase', 'Creatina quinasa', 'Creatinofosfoquinasa', 'Creatinoquinase', 'Creatina fosfoquinase', 'Créatine kinase', 'CPK totale', 'Creatinchinasi', 'Creatina chinasi'],
    explanation: 'A muscle enzyme that rises after hard exercise or muscle injury.',
    sources: { loinc: loincSource('2157-6', 'Creatine kinase [Enzymatic activity/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: KATAL, range: 'Roche cobas CK insert (IFCC 37 °C), adults by sex' },
  },
  {
    key: 'ck_mb', name: 'CK-MB', category: 'cardiac', loinc: '13969-1', canonicalUnit: 'ng/mL',
    conversions: unitsEqualTo('ng/ml', 'ug/l'), referenceRanges: { male: range(null, 4.9), female: range(null, 2.9) },
    aliases: ['CK-MB', 'CKMB', 'CK-MB Mass', 'Creatine Kinase MB', 'CK-MB tömeg', 'CK-MB Masse', 'CK-MB masa', 'CK-MB massa', 'CK-MB masse'],
    explanation: 'The heart form of creatine kinase, raised after heart-muscle damage.',
    sources: { loinc: loincSource('13969-1', 'Creatine kinase.MB [Mass/volume] in Serum or Plasma', LOINC_TABLE), range: 'Roche Elecsys CK-MB STAT insert, 99th percentile by sex' },
  },
  {
    key: 'troponin_i_hs', name: 'High-sensitivity troponin I', category: 'cardiac', loinc: '49563-0', canonicalUnit: 'ng/L',
    conversions: [...unitsEqualTo('ng/l', 'pg/ml'), { unit: 'ng/ml', factor: 1000 }, { unit: 'ug/l', factor: 1000 }], referenceRanges: { male: range(null, 34.2), female: range(null, 15.6) },
    aliases: ['hs-Troponin I', 'hs-TnI', 'hsTnI', 'Troponin I', 'Troponin I hs', 'High Sensitivity Troponin I', 'Cardiac Troponin I', 'cTnI', 'Troponin I hochsensitiv', 'Nagy érzékenységű troponin I', 'Troponina I', 'Troponina I ultrasensible', 'Troponina I de alta sensibilidade', 'Troponine I', 'Troponine I ultrasensible', 'Troponina I ad alta sensibilità'],
    explanation: 'A heart-muscle protein; any rise above the cut-off points to heart damage.',
    sources: { loinc: loincSource('49563-0', 'Troponin I.cardiac [Mass/volume] in Serum or Plasma by High sensitivity method', MAPPING_REGISTER), conversion: 'SI prefix only (1 ng/mL = 1000 ng/L)', range: `${RANGES.escNstemi2023}: Abbott Architect hs-TnI sex-specific 99th percentiles` },
  },
  {
    key: 'troponin_t_hs', name: 'High-sensitivity troponin T', category: 'cardiac', loinc: '6598-7', canonicalUnit: 'ng/L',
    conversions: [...unitsEqualTo('ng/l', 'pg/ml'), { unit: 'ng/ml', factor: 1000 }, { unit: 'ug/l', factor: 1000 }], referenceRanges: { any: range(null, 14) },
    aliases: ['hs-Troponin T', 'hs-TnT', 'hsTnT', 'Troponin T', 'Troponin T hs', 'High Sensitivity Troponin T', 'Cardiac Troponin T', 'cTnT', 'Troponin T hochsensitiv', 'Nagy érzékenységű troponin T', 'Troponina T', 'Troponina T ultrasensible', 'Troponina T de alta sensibilidade', 'Troponine T', 'Troponine T ultrasensible', 'Troponina T ad alta sensibilità'],
    explanation: 'A heart-muscle protein; any rise above the cut-off points to heart damage.',
    sources: { loinc: loincSource('6598-7', 'Troponin T.cardiac [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: 'SI prefix only (1 ng/mL = 1000 ng/L)', range: `${RANGES.escNstemi2023}: Roche Elecsys hs-TnT 99th percentile 14 ng/L` },
  },
  {
    key: 'nt_probnp', name: 'NT-proBNP', category: 'cardiac', loinc: '33762-6', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 8.457 }], referenceRanges: { any: range(null, 125) },
    aliases: ['NT-proBNP', 'NT proBNP', 'NTproBNP', 'N-terminal pro BNP', 'N-terminal pro-B-type Natriuretic Peptide', 'Pro-BNP', 'NT-pro-BNP', 'NT-proBNP (N-terminális pro-BNP)', 'Péptido natriurético NT-proBNP', 'Peptídeo natriurético NT-proBNP', 'Peptide natriurétique NT-proBNP', 'Peptide natriuretico NT-proBNP'],
    explanation: 'A hormone released when the heart is under strain.',
    sources: { loinc: loincSource('33762-6', 'Natriuretic peptide.B prohormone N-Terminal [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('NT-proBNP (76 aa)', 8457), range: `${RANGES.escHf2021}: non-acute rule-out < 125 pg/mL` },
  },
  {
    key: 'bnp', name: 'BNP', category: 'cardiac', loinc: '30934-4', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 3.464 }], referenceRanges: { any: range(null, 35) },
    aliases: ['BNP', 'B-type Natriuretic Peptide', 'Brain Natriuretic Peptide', 'Natriuretic Peptide B', 'B-típusú natriuretikus peptid', 'Natriuretisches Peptid Typ B', 'Péptido natriurético tipo B', 'Peptídeo natriurético tipo B', 'Peptide natriurétique de type B', 'Peptide natriuretico di tipo B'],
    explanation: 'A hormone released when the heart is stretched, used to detect heart failure.',
    sources: { loinc: loincSource('30934-4', 'Natriuretic peptide B [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('BNP-32', 3464), range: `${RANGES.escHf2021}: non-acute rule-out < 35 pg/mL` },
  },
  {
    key: 'myoglobin', name: 'Myoglobin', category: 'cardiac', canonicalUnit: 'ng/mL',
    conversions: unitsEqualTo('ng/ml', 'ug/l'), referenceRanges: { male: range(28, 72), female: range(25, 58) },
    aliases: ['Myoglobin', 'Mioglobin', 'Mioglobina', 'Myoglobine'],
    explanation: 'An oxygen-storing muscle protein released early after muscle or heart injury.',
    sources: { loinc: NO_LOINC, range: 'Roche Elecsys Myoglobin STAT insert, adults by sex' },
  },
];

export const COAGULATION_MARKERS: readonly Marker[] = [
  {
    key: 'prothrombin_time', name: 'Prothrombin time', category: 'coagulation', loinc: '5902-2', canonicalUnit: 's',
    conversions: SECONDS, referenceRanges: { any: range(9.4, 12.5) },
    aliases: ['PT', 'Prothrombin Time', 'PT (sec)', 'Protrombin idő', 'Protrombinidő', 'Prothrombinzeit', 'Thromboplastinzeit', 'Tiempo de protrombina', 'TP', 'Tempo de protrombina', 'Temps de prothrombine', 'Temps de Quick', 'Tempo di protrombina', 'Protrombin Zamanı'],
    explanation: 'How long your blood takes to clot through one pathway.',
    sources: { loinc: loincSource('5902-2', 'Prothrombin time (PT)', MAPPING_REGISTER), range: RANGES.mayo },
  },
  {
    key: 'prothrombin_activity', name: 'Prothrombin activity (Quick)', category: 'coagulation', loinc: '3289-6', canonicalUnit: '%',
    conversions: PERCENT_ACTIVITY, referenceRanges: { any: range(70, 120) },
    aliases: ['Quick', 'Quick %', 'Quick Value', 'Quick-Wert', 'Prothrombin Activity', 'Prothrombin %', 'Protrombin aktivitás', 'Protrombin %', 'Quick érték', 'Actividad de protrombina', 'Índice de Quick', 'Atividade de protrombina', 'Taux de prothrombine', 'TP %', 'Attività protrombinica', 'PT %'],
    explanation: 'Clotting ability as a percentage of normal, the way European labs report the prothrombin time.',
    sources: { loinc: loincSource('3289-6', 'Prothrombin activity actual/normal in Platelet poor plasma by Coagulation assay', LOINC_TABLE), range: 'Thomas, Labor und Diagnose (German reference text), Quick adults 70–120 %' },
  },
  {
    key: 'inr', name: 'INR', category: 'coagulation', loinc: '6301-6', canonicalUnit: '',
    conversions: unitsEqualTo('', 'ratio'), referenceRanges: { any: range(0.9, 1.1) },
    aliases: ['INR', 'PT INR', 'PT-INR', 'International Normalized Ratio', 'International Normalised Ratio', 'Protrombin INR', 'INR (Prothrombinzeit)', 'Índice internacional normalizado', 'RNI', 'Rapport normalisé international', 'Rapporto internazionale normalizzato'],
    explanation: 'Your clotting time standardised across labs; used to monitor blood thinners.',
    sources: { loinc: loincSource('6301-6', 'INR in Platelet poor plasma by Coagulation assay', MAPPING_REGISTER), range: RANGES.mayo },
  },
  {
    key: 'aptt', name: 'Activated partial thromboplastin time', category: 'coagulation', loinc: '14979-9', canonicalUnit: 's',
    conversions: SECONDS, referenceRanges: { any: range(25, 37) },
    aliases: ['APTT', 'aPTT', 'PTT', 'Activated Partial Thromboplastin Time', 'Partial Thromboplastin Time', 'Aktivált parciális tromboplasztin idő', 'APTI', 'Aktivierte partielle Thromboplastinzeit', 'Tiempo de tromboplastina parcial activada', 'TTPA', 'TTPa', 'Tempo de tromboplastina parcial ativada', 'Temps de céphaline activée', 'TCA', 'Tempo di tromboplastina parziale attivata', 'Aktive Parsiyel Tromboplastin Zamanı'],
    explanation: 'How long your blood takes to clot through the other main pathway.',
    sources: { loinc: loincSource('14979-9', 'aPTT in Platelet poor plasma by Coagulation assay', MAPPING_REGISTER), range: RANGES.mayo },
  },
  {
    key: 'thrombin_time', name: 'Thrombin time', category: 'coagulation', canonicalUnit: 's',
    conversions: SECONDS, referenceRanges: {},
    aliases: ['Thrombin Time', 'TT', 'Trombin idő', 'Thrombinzeit', 'TZ', 'Tiempo de trombina', 'Tempo de trombina', 'Temps de thrombine', 'Tempo di trombina'],
    explanation: 'How fast fibrinogen turns into a clot once thrombin is added.',
    sources: { loinc: NO_LOINC, range: 'none given: depends on the thrombin reagent, so the printed range is used' },
  },
  {
    key: 'fibrinogen', name: 'Fibrinogen', category: 'coagulation', loinc: '3255-7', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'umol/l', factor: 34 }], referenceRanges: { any: range(200, 393) },
    aliases: ['Fibrinogen', 'Fibrinogén', 'Fibrinogen (Clauss)', 'Fibrinogen nach Clauss', 'Fibrinógeno', 'Fibrinogênio', 'Fibrinogène', 'Fibrinogeno', 'Fibrinojen'],
    explanation: 'A clotting protein that also rises with inflammation.',
    sources: { loinc: loincSource('3255-7', 'Fibrinogen [Mass/volume] in Platelet poor plasma by Coagulation assay', MAPPING_REGISTER), conversion: molarMass('fibrinogen', 340000, 'Tietz, 7th ed.'), range: RANGES.mayo },
  },
  {
    key: 'd_dimer', name: 'D-dimer', category: 'coagulation', loinc: '48065-7', canonicalUnit: 'mg/L FEU',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml', 'mg/l feu', 'ug/ml feu'), { unit: 'ng/ml', factor: 0.001 }, { unit: 'ug/l', factor: 0.001 }, { unit: 'ng/ml feu', factor: 0.001 }, { unit: 'ug/l feu', factor: 0.001 }],
    referenceRanges: { any: range(null, 0.5) },
    aliases: ['D-Dimer', 'D Dimer', 'D-dimér', 'D-Dimere', 'Dímero D', 'Dímero-D', 'D-dímero', 'D-dimères', 'D-dimero'],
    explanation: 'A fragment released when clots break down; a normal result helps rule out a clot.',
    sources: { loinc: loincSource('48065-7', 'Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma', MAPPING_REGISTER), conversion: 'SI prefix only (1 mg/L = 1000 µg/L = 1000 ng/mL)', range: 'Common 0.5 mg/L FEU exclusion cut-off (Wells/PIOPED II validated assays)' },
  },
  {
    key: 'antithrombin', name: 'Antithrombin activity', category: 'coagulation', canonicalUnit: '%',
    conversions: [...PERCENT_ACTIVITY, { unit: 'iu/ml', factor: 100 }, { unit: 'u/ml', factor: 100 }], referenceRanges: { any: range(80, 120) },
    aliases: ['Antithrombin', 'Antithrombin III', 'AT III', 'AT-III', 'ATIII', 'Antitrombin III', 'Antithrombin-Aktivität', 'Antitrombina III', 'Antitrombina', 'Antithrombine', 'Antithrombine III'],
    explanation: 'A natural blood thinner; low levels raise the risk of clots.',
    sources: { loinc: NO_LOINC, conversion: '1 IU/mL = 100 % of normal pooled plasma (WHO IS for antithrombin)', range: RANGES.mayo },
  },
  {
    key: 'protein_c', name: 'Protein C activity', category: 'coagulation', canonicalUnit: '%',
    conversions: [...PERCENT_ACTIVITY, { unit: 'iu/ml', factor: 100 }, { unit: 'u/ml', factor: 100 }], referenceRanges: { any: range(70, 140) },
    aliases: ['Protein C', 'Protein C Activity', 'Protein C aktivitás', 'Protein-C-Aktivität', 'Proteína C', 'Proteína C funcional', 'Protéine C', 'Proteina C'],
    explanation: 'A natural anticoagulant; inherited shortage raises clot risk.',
    sources: { loinc: NO_LOINC, conversion: '1 IU/mL = 100 % of normal pooled plasma (WHO IS for protein C)', range: RANGES.mayo },
  },
  {
    key: 'protein_s_free', name: 'Free protein S', category: 'coagulation', canonicalUnit: '%',
    conversions: [...PERCENT_ACTIVITY, { unit: 'iu/ml', factor: 100 }, { unit: 'u/ml', factor: 100 }], referenceRanges: { male: range(74, 146), female: range(55, 123) },
    aliases: ['Protein S', 'Free Protein S', 'Protein S Free', 'Szabad protein S', 'Freies Protein S', 'Proteína S libre', 'Proteína S livre', 'Protéine S libre', 'Proteina S libera'],
    explanation: 'A helper of protein C in keeping blood from clotting.',
    sources: { loinc: NO_LOINC, conversion: '1 IU/mL = 100 % of normal pooled plasma (WHO IS for protein S)', range: RANGES.mayo },
  },
  {
    key: 'factor_viii', name: 'Factor VIII activity', category: 'coagulation', canonicalUnit: '%',
    conversions: [...PERCENT_ACTIVITY, { unit: 'iu/ml', factor: 100 }, { unit: 'u/ml', factor: 100 }, { unit: 'iu/dl', factor: 1 }], referenceRanges: { any: range(55, 200) },
    aliases: ['Factor VIII', 'Factor 8', 'FVIII', 'F VIII', 'Faktor VIII', 'VIII-as faktor', 'Factor VIII coagulante', 'Fator VIII', 'Facteur VIII', 'Fattore VIII'],
    explanation: 'A clotting factor; shortage causes haemophilia A, excess raises clot risk.',
    sources: { loinc: NO_LOINC, conversion: '1 IU/mL = 100 IU/dL = 100 % (WHO IS for factor VIII)', range: RANGES.mayo },
  },
  {
    key: 'von_willebrand_antigen', name: 'Von Willebrand factor antigen', category: 'coagulation', canonicalUnit: '%',
    conversions: [...PERCENT_ACTIVITY, { unit: 'iu/ml', factor: 100 }, { unit: 'u/ml', factor: 100 }, { unit: 'iu/dl', factor: 1 }], referenceRanges: { any: range(55, 200) },
    aliases: ['Von Willebrand Factor Antigen', 'vWF Antigen', 'vWF:Ag', 'VWF Ag', 'Von Willebrand faktor antigén', 'Von-Willebrand-Faktor-Antigen', 'Antígeno del factor von Willebrand', 'Antígeno do fator de von Willebrand', 'Antigène du facteur Willebrand', 'Antigene del fattore di von Willebrand'],
    explanation: 'The protein that glues platelets to injured vessels; low levels cause easy bleeding.',
    sources: { loinc: NO_LOINC, conversion: '1 IU/mL = 100 IU/dL = 100 % (WHO IS for VWF)', range: RANGES.mayo },
  },
  {
    key: 'aptt_ratio', name: 'APTT ratio', category: 'coagulation', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(0.8, 1.2) },
    aliases: ['APTT Ratio', 'aPTT Ratio', 'APTT-Ratio', 'PTT Ratio', 'APTI ratio', 'Ratio TTPA', 'Ratio TCA', 'Rapport TCA', 'Ratio APTT'],
    explanation: 'Your APTT divided by the lab’s normal value.',
    sources: { loinc: NO_LOINC, range: 'Common UK/European lab interval 0.8–1.2 (BSH guideline on haemostasis testing)' },
  },
];

export const TUMOR_MARKERS: readonly Marker[] = [
  {
    key: 'psa', name: 'PSA', category: 'tumor_markers', loinc: '2857-1', canonicalUnit: 'ng/mL',
    conversions: unitsEqualTo('ng/ml', 'ug/l'), referenceRanges: { male: range(null, 4) },
    aliases: ['PSA', 'PSA, Total', 'Total PSA', 'tPSA', 'Prostate Specific Antigen', 'Prostate-Specific Antigen', 'Prostate Specific Antigen, Total', 'Prostate Specific Ag', 'PSA total', 'Prostataspezifisches Antigen', 'Gesamt-PSA', 'Prosztata specifikus antigén', 'Antígeno prostático específico', 'Antigène prostatique spécifique', 'Antigene prostatico specifico'],
    explanation: 'A protein made by the prostate; it rises with prostate enlargement, inflammation and cancer.',
    sources: { loinc: loincSource('2857-1', 'Prostate specific Ag [Mass/volume] in Serum or Plasma', FHIR_EXAMPLES), range: 'Catalona et al., N Engl J Med 1991;324:1156: the 4.0 ng/mL upper limit for men that hospital laboratory catalogs print (e.g. ACL Laboratories, males < 4.0 ng/mL); some print age-specific limits instead (2.5 to 6.5 ng/mL)' },
  },
  {
    key: 'psa_free', name: 'Free PSA', category: 'tumor_markers', loinc: '10886-0', canonicalUnit: 'ng/mL',
    conversions: unitsEqualTo('ng/ml', 'ug/l'), referenceRanges: {},
    aliases: ['Free PSA', 'PSA, Free', 'fPSA', 'Free Prostate Specific Antigen', 'Prostate Specific Antigen, Free', 'Freies PSA', 'PSA libre', 'PSA livre', 'PSA libero'],
    explanation: 'The part of PSA not bound to blood proteins; its share of total PSA helps tell prostate enlargement from cancer.',
    sources: { loinc: loincSource('10886-0', 'Prostate Specific Ag Free [Mass/volume] in Serum or Plasma', FHIR_EXAMPLES) },
  },
];
