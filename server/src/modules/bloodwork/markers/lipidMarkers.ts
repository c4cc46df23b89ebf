import { massOrMolarMgPerDl, range, unitsEqualTo, type Marker } from './marker.js';
import { FHIR_EXAMPLES, MAPPING_REGISTER, NO_LOINC, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';

/** Cholesterol C27H46O; lipid labs convert all cholesterol fractions with it. */
const CHOLESTEROL_MG_PER_DL_PER_MMOL = 38.67;
const CHOLESTEROL_MASS = `${molarMass('cholesterol C27H46O', 386.65)}; factor 38.67 as in the AMA Manual of Style SI conversion table`;
/** Triglycerides are converted as triolein, the convention of clinical labs. */
const TRIGLYCERIDE_MG_PER_DL_PER_MMOL = 88.57;
const TRIGLYCERIDE_MASS = `${molarMass('triolein C57H104O6 (convention for triglycerides)', 885.4)}; factor 88.57 (0.01129 mmol/L per mg/dL) as in the AMA Manual of Style SI conversion table`;
const APOLIPOPROTEIN_G_PER_L: Marker['conversions'] = [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }];

const cholesterolFraction = massOrMolarMgPerDl(CHOLESTEROL_MG_PER_DL_PER_MMOL);

export const LIPID_MARKERS: readonly Marker[] = [
  {
    key: 'total_cholesterol', name: 'Total cholesterol', category: 'lipids', loinc: '2093-3', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { any: range(null, 200) },
    aliases: ['Cholesterol', 'Cholesterol Total', 'Total Cholesterol', 'T. Cholesterol', 'TC', 'T-Cho', 'Chol', 'CHOL', 'Koleszterin', 'Összkoleszterin', 'Se koleszterin', 'Gesamtcholesterin', 'Cholesterin', 'Cholesterin gesamt', 'Colesterol total', 'Colesterol', 'Colesterol total sérico', 'Cholestérol total', 'Cholestérol', 'Colesterolo totale', 'Colesterolo', 'Cholesterol totaal', 'Kolesterol', 'Cholesterol całkowity', 'Total Kolesterol'],
    explanation: 'All the cholesterol carried in your blood, both the helpful and the harmful kinds.',
    sources: { loinc: loincSource('2093-3', 'Cholesterol [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: CHOLESTEROL_MASS, range: RANGES.ncepAtp3 },
  },
  {
    key: 'ldl_cholesterol', name: 'LDL cholesterol', category: 'lipids', loinc: '2089-1', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { any: range(null, 100) },
    aliases: ['LDL Chol Calc', 'LDL Chol Calc (NIH)', 'LDL Cholesterol Calc', 'LDL', 'LDL-C', 'LDL-Cho', 'LDL Cholesterol', 'LDL Cholesterol Direct', 'Direct LDL', 'LDL Calculated', 'LDL Cholesterol Calc', 'Low Density Lipoprotein', 'Low Density Lipoprotein Cholesterol', 'LDL-koleszterin', 'LDL koleszterin', 'LDL-Cholesterin', 'Colesterol LDL', 'Colesterol-LDL', 'LDL-colesterol', 'Cholestérol LDL', 'LDL-cholestérol', 'Colesterolo LDL', 'LDL colesterolo', 'LDL-kolesterol'],
    explanation: 'The "bad" cholesterol that can build up in artery walls.',
    sources: { loinc: loincSource('2089-1', 'Cholesterol in LDL [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: CHOLESTEROL_MASS, range: RANGES.ncepAtp3 },
  },
  {
    key: 'hdl_cholesterol', name: 'HDL cholesterol', category: 'lipids', loinc: '2085-9', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { male: range(40, null), female: range(50, null) },
    aliases: ['HDL', 'HDL-C', 'HDL-Cho', 'HDL Cholesterol', 'HDL Cholesterol Direct', 'High Density Lipoprotein', 'High Density Lipoprotein Cholesterol', 'HDL-koleszterin', 'HDL koleszterin', 'HDL-Cholesterin', 'Colesterol HDL', 'Colesterol-HDL', 'HDL-colesterol', 'Cholestérol HDL', 'HDL-cholestérol', 'Colesterolo HDL', 'HDL colesterolo', 'HDL-kolesterol'],
    explanation: 'The "good" cholesterol that carries excess cholesterol back to the liver.',
    sources: { loinc: loincSource('2085-9', 'Cholesterol in HDL [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: CHOLESTEROL_MASS, range: 'NCEP ATP III metabolic-syndrome HDL cut-points by sex (Circulation 2005;112:2735)' },
  },
  {
    key: 'vldl_cholesterol', name: 'VLDL cholesterol', category: 'lipids', loinc: '13458-5', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { any: range(null, 30) },
    aliases: ['VLDL', 'VLDL Cholesterol', 'VLDL-C', 'Very Low Density Lipoprotein', 'VLDL-koleszterin', 'VLDL-Cholesterin', 'Colesterol VLDL', 'Cholestérol VLDL', 'Colesterolo VLDL'],
    explanation: 'Cholesterol carried by very-low-density particles that mostly transport triglycerides.',
    sources: { loinc: loincSource('13458-5', 'Cholesterol in VLDL [Mass/volume] in Serum or Plasma by calculation', TW_IG), conversion: CHOLESTEROL_MASS, range: RANGES.labcorp },
  },
  {
    key: 'non_hdl_cholesterol', name: 'Non-HDL cholesterol', category: 'lipids', loinc: '43396-1', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { any: range(null, 130) },
    aliases: ['Non-HDL Cholesterol', 'Non HDL Cholesterol', 'Non-HDL-C', 'Non-HDL-Cho', 'Non-HDL-Cholesterin', 'Non-HDL-koleszterin', 'Nem-HDL koleszterin', 'Colesterol no HDL', 'Colesterol não-HDL', 'Cholestérol non-HDL', 'Colesterolo non-HDL'],
    explanation: 'Total cholesterol minus HDL: all the cholesterol in particles that can clog arteries.',
    sources: { loinc: loincSource('43396-1', 'Cholesterol non HDL [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: CHOLESTEROL_MASS, range: RANGES.ncepAtp3 },
  },
  {
    key: 'triglycerides', name: 'Triglycerides', category: 'lipids', loinc: '2571-8', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(TRIGLYCERIDE_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(null, 150) },
    aliases: ['Triglyceride', 'Triglycerides', 'TG', 'TRIG', 'Triglicerid', 'Trigliceridek', 'Triglicerid (TG)', 'Triglyzeride', 'Triglycerid', 'Triglicéridos', 'Triglicérides', 'Triglicerídeos', 'Triglicerídios', 'Triglycérides', 'Trigliceridi', 'Triglyceriden', 'Triglycerid', 'Triglicerydy', 'Trigliserid', 'Trigliserit'],
    explanation: 'The main form of fat in the blood, raised by excess calories, sugar and alcohol.',
    sources: { loinc: loincSource('2571-8', 'Triglyceride [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: TRIGLYCERIDE_MASS, range: RANGES.ncepAtp3 },
  },
  {
    key: 'cholesterol_hdl_ratio', name: 'Total cholesterol / HDL ratio', category: 'lipids', loinc: '9830-1', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(null, 5) },
    aliases: ['TC/HDL Ratio', 'TC/HDL Cholesterol Ratio', 'Total Cholesterol/HDL Ratio', 'Total Cholesterol/HDL Cholesterol Ratio', 'Cholesterol/HDL Ratio', 'CHOL/HDL Ratio', 'Total Cholesterol HDL Ratio', 'Koleszterin/HDL hányados', 'Cholesterin/HDL-Quotient', 'Índice de Castelli', 'Índice aterogénico', 'Rapport cholestérol total/HDL', 'Rapporto colesterolo totale/HDL'],
    explanation: 'How total cholesterol compares with protective HDL; lower means lower heart risk.',
    sources: { loinc: loincSource('9830-1', 'Cholesterol.total/Cholesterol in HDL [Mass Ratio] in Serum or Plasma', TW_IG), range: RANGES.labcorp },
  },
  {
    key: 'ldl_hdl_ratio', name: 'LDL / HDL ratio', category: 'lipids', loinc: '11054-4', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(null, 3.5) },
    aliases: ['LDL/HDL Ratio', 'LDL/HDL Cholesterol Ratio', 'LDL HDL Ratio', 'LDL/HDL hányados', 'LDL/HDL-Quotient', 'Índice LDL/HDL', 'Rapport LDL/HDL', 'Rapporto LDL/HDL'],
    explanation: 'How harmful LDL compares with protective HDL cholesterol.',
    sources: { loinc: loincSource('11054-4', 'Cholesterol in LDL/Cholesterol in HDL [Mass Ratio] in Serum or Plasma', FHIR_EXAMPLES), range: RANGES.labcorp },
  },
  {
    key: 'triglyceride_hdl_ratio', name: 'Triglyceride / HDL ratio', category: 'lipids', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(null, 3) },
    aliases: ['TG/HDL Ratio', 'Triglyceride/HDL Ratio', 'Triglycerides/HDL Ratio', 'Trigliceridos/HDL', 'Triglycérides/HDL'],
    explanation: 'A simple marker of insulin resistance and small, dense LDL particles.',
    sources: { loinc: NO_LOINC, range: 'McLaughlin et al., Ann Intern Med 2003;139:802 (mg/dL ratio cut-off 3.0)' },
  },
  {
    key: 'remnant_cholesterol', name: 'Remnant cholesterol', category: 'lipids', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { any: range(null, 30) },
    aliases: ['Remnant Cholesterol', 'Remnant-C', 'RLP Cholesterol', 'Remnant-Cholesterin', 'Colesterol remanente', 'Cholestérol résiduel', 'Colesterolo remnant'],
    explanation: 'Cholesterol in partly broken-down triglyceride-rich particles, linked to heart risk.',
    sources: { loinc: NO_LOINC, conversion: CHOLESTEROL_MASS, range: 'Varbo et al., J Am Coll Cardiol 2013;61:427 (0.8 mmol/L ≈ 30 mg/dL upper level)' },
  },
  {
    key: 'small_dense_ldl_cholesterol', name: 'Small dense LDL cholesterol', category: 'lipids', loinc: '90364-1', canonicalUnit: 'mg/dL',
    conversions: cholesterolFraction, referenceRanges: { any: range(null, 40) },
    aliases: ['sdLDL', 'sdLDL-C', 'Small Dense LDL', 'Small Dense LDL Cholesterol', 'Small dense LDL-C', 'Kis sűrűségű LDL', 'sdLDL-Cholesterin', 'LDL pequeñas y densas', 'LDL petites et denses'],
    explanation: 'Cholesterol in the smallest, densest LDL particles, which enter artery walls most easily.',
    sources: { loinc: loincSource('90364-1', 'Cholesterol.in LDL.small dense [Mass/volume] in Serum or Plasma', FHIR_EXAMPLES), conversion: CHOLESTEROL_MASS, range: 'Denka sdLDL-EX "Seiken" assay insert (< 40 mg/dL), as used by Quest and LabCorp' },
  },
  {
    key: 'apolipoprotein_b', name: 'Apolipoprotein B', category: 'lipids', loinc: '1884-6', canonicalUnit: 'mg/dL',
    conversions: APOLIPOPROTEIN_G_PER_L, referenceRanges: { any: range(null, 90) },
    aliases: ['Apo B', 'ApoB', 'Apo-B', 'Apolipoprotein B', 'Apolipoprotein B-100', 'Apo B-100', 'Apolipoprotein-B', 'Apolipoproteína B', 'Apolipoprotéine B', 'Apolipoproteina B'],
    explanation: 'Counts the particles that carry cholesterol into artery walls.',
    sources: { loinc: loincSource('1884-6', 'Apolipoprotein B [Mass/volume] in Serum or Plasma', TW_IG), conversion: 'mass units only (1 g/L = 100 mg/dL)', range: 'Quest Diagnostics Cardio IQ ApoB, optimal < 90 mg/dL' },
  },
  {
    key: 'apolipoprotein_a1', name: 'Apolipoprotein A1', category: 'lipids', loinc: '1869-7', canonicalUnit: 'mg/dL',
    conversions: APOLIPOPROTEIN_G_PER_L, referenceRanges: { male: range(94, 178), female: range(101, 199) },
    aliases: ['Apo A1', 'ApoA1', 'Apo A-I', 'Apo-A1', 'Apo-AI', 'Apolipoprotein A1', 'Apolipoprotein A-I', 'Apolipoprotein A-1', 'Apolipoproteína A1', 'Apolipoproteína A-I', 'Apolipoprotéine A1', 'Apolipoproteina A1'],
    explanation: 'The main protein of HDL particles.',
    sources: { loinc: loincSource('1869-7', 'Apolipoprotein A-I [Mass/volume] in Serum or Plasma', TW_IG), conversion: 'mass units only (1 g/L = 100 mg/dL)', range: RANGES.mayo },
  },
  {
    key: 'apob_apoa1_ratio', name: 'ApoB / ApoA1 ratio', category: 'lipids', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { male: range(null, 0.9), female: range(null, 0.8) },
    aliases: ['ApoB/ApoA1 Ratio', 'Apo B/Apo A1 Ratio', 'ApoB/ApoA-I', 'Apo B/A1', 'ApoB/ApoA1 hányados', 'ApoB/ApoA1-Quotient', 'Cociente ApoB/ApoA1', 'Rapport ApoB/ApoA1', 'Rapporto ApoB/ApoA1'],
    explanation: 'The balance of artery-clogging to protective lipoprotein particles.',
    sources: { loinc: NO_LOINC, range: 'AMORIS/INTERHEART cut-offs (Walldius & Jungner, J Intern Med 2004;255:188)' },
  },
  {
    key: 'lipoprotein_a', name: 'Lipoprotein(a)', category: 'lipids', loinc: '10835-7', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(null, 30) },
    aliases: ['Lp(a)', 'Lp a', 'LPA', 'Lipoprotein a', 'Lipoprotein (a)', 'Lipoprotein little a', 'Lipoprotein(a) mass', 'Lipoproteína (a)', 'Lipoproteína a', 'Lipoprotéine (a)', 'Lipoproteina (a)', 'Lipoprotein(a)-Masse'],
    explanation: 'An inherited cholesterol particle that raises heart risk independently of LDL.',
    sources: { loinc: loincSource('10835-7', 'Lipoprotein a [Mass/volume] in Serum or Plasma', TW_IG), conversion: 'mass units only; no fixed factor to nmol/L because apo(a) size varies (EAS 2022)', range: 'ARUP Laboratories test 0099174, < 30 mg/dL (checked in the ARUP test directory)' },
  },
  {
    key: 'lipoprotein_a_molar', name: 'Lipoprotein(a), particle concentration', category: 'lipids', loinc: '43583-4', canonicalUnit: 'nmol/L',
    conversions: [...unitsEqualTo('nmol/l'), { unit: 'umol/l', factor: 1000 }], referenceRanges: { any: range(null, 75) },
    aliases: ['Lp(a)', 'Lp a', 'LPA', 'Lipoprotein a', 'Lipoprotein (a)', 'Lipoprotein little a', 'Lipoprotein(a) molar', 'Lipoproteína (a)', 'Lipoproteína a', 'Lipoprotéine (a)', 'Lipoproteina (a)'],
    explanation: 'An inherited cholesterol particle that raises heart risk, counted in particles rather than mass.',
    sources: { loinc: loincSource('43583-4', 'Lipoprotein a [Moles/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: 'SI prefix only (1 µmol/L = 1000 nmol/L); no factor to mg/dL because apo(a) size varies (EAS 2022)', range: 'Quest Diagnostics (Nichols Institute) and Mayo Clinic Laboratories LIPA1, < 75 nmol/L (checked in both test catalogs)' },
  },
  {
    key: 'ldl_particle_number', name: 'LDL particle number', category: 'lipids', loinc: '54434-6', canonicalUnit: 'nmol/L',
    conversions: unitsEqualTo('nmol/l'), referenceRanges: { any: range(null, 1000) },
    aliases: ['LDL-P', 'LDL P', 'LDL Particle Number', 'LDL Particles', 'LDL Particle Count', 'Total LDL-P', 'LDL particle concentration', 'LDL-Partikelzahl', 'Número de partículas LDL', 'Nombre de particules LDL', 'LDL részecskeszám'],
    explanation: 'How many LDL particles you have, which tracks heart risk better than LDL cholesterol alone.',
    sources: { loinc: loincSource('54434-6', 'LDL particles [#/volume] in Serum or Plasma (NMR)', MAPPING_REGISTER), range: RANGES.labcorpNmr },
  },
  {
    key: 'small_ldl_particle_number', name: 'Small LDL particle number', category: 'lipids', canonicalUnit: 'nmol/L',
    conversions: unitsEqualTo('nmol/l'), referenceRanges: { any: range(null, 527) },
    aliases: ['Small LDL-P', 'Small LDL P', 'Small LDL Particle Number', 'Small LDL Particles', 'LDL Small', 'Kleine LDL-Partikel', 'Partículas LDL pequeñas'],
    explanation: 'The number of small LDL particles, the most artery-damaging kind.',
    sources: { loinc: `${NO_LOINC} (43727-7 is quoted for it by some lists but could not be confirmed)`, range: RANGES.labcorpNmr },
  },
  {
    key: 'medium_ldl_particle_number', name: 'Medium LDL particle number', category: 'lipids', canonicalUnit: 'nmol/L',
    conversions: unitsEqualTo('nmol/l'), referenceRanges: { any: range(null, 215) },
    aliases: ['Medium LDL-P', 'LDL Medium', 'Medium LDL Particles', 'Medium LDL Particle Number'],
    explanation: 'The number of medium-sized LDL particles.',
    sources: { loinc: NO_LOINC, range: RANGES.questCardioIq },
  },
  {
    key: 'hdl_particle_number', name: 'HDL particle number', category: 'lipids', canonicalUnit: 'µmol/L',
    conversions: [...unitsEqualTo('umol/l'), { unit: 'nmol/l', factor: 0.001 }], referenceRanges: { any: range(30.5, null) },
    aliases: ['HDL-P', 'HDL P', 'HDL Particle Number', 'HDL Particles', 'Total HDL-P', 'HDL-Partikelzahl', 'Número de partículas HDL'],
    explanation: 'How many HDL particles you have; more is generally protective.',
    sources: { loinc: NO_LOINC, conversion: 'SI prefix only (1 µmol/L = 1000 nmol/L)', range: RANGES.labcorpNmr },
  },
  {
    key: 'large_hdl_particle_number', name: 'Large HDL particle number', category: 'lipids', canonicalUnit: 'µmol/L',
    conversions: [...unitsEqualTo('umol/l'), { unit: 'nmol/l', factor: 0.001 }], referenceRanges: { any: range(4.8, null) },
    aliases: ['Large HDL-P', 'Large HDL P', 'Large HDL Particles', 'HDL Large', 'Large HDL Particle Number', 'Große HDL-Partikel'],
    explanation: 'The number of large HDL particles, the most protective kind.',
    sources: { loinc: NO_LOINC, conversion: 'SI prefix only (1 µmol/L = 1000 nmol/L)', range: RANGES.labcorpNmr },
  },
  {
    key: 'large_vldl_particle_number', name: 'Large VLDL particle number', category: 'lipids', canonicalUnit: 'nmol/L',
    conversions: unitsEqualTo('nmol/l'), referenceRanges: { any: range(null, 2.7) },
    aliases: ['Large VLDL-P', 'Large VLDL/Chylomicron P', 'Large VLDL Particles', 'Large VLDL & Chylomicron Particles', 'VLDL Large'],
    explanation: 'Large triglyceride-rich particles, raised in insulin resistance.',
    sources: { loinc: NO_LOINC, range: RANGES.labcorpNmr },
  },
  {
    key: 'ldl_particle_size', name: 'LDL particle size', category: 'lipids', loinc: '17782-4', canonicalUnit: 'nm',
    conversions: [...unitsEqualTo('nm'), { unit: 'angstrom', factor: 0.1 }], referenceRanges: { any: range(20.5, null) },
    aliases: ['LDL Size', 'LDL Particle Size', 'LDL Peak Size', 'LDL Particle Diameter', 'LDL-Partikelgröße', 'Tamaño de partículas LDL', 'Taille des particules LDL'],
    explanation: 'The average size of your LDL particles; smaller particles are more harmful.',
    sources: { loinc: loincSource('17782-4', 'LDL particle size (peak diameter)', FHIR_EXAMPLES), conversion: '1 Å = 0.1 nm (SI)', range: RANGES.labcorpNmr },
  },
  {
    key: 'hdl_particle_size', name: 'HDL particle size', category: 'lipids', canonicalUnit: 'nm',
    conversions: [...unitsEqualTo('nm'), { unit: 'angstrom', factor: 0.1 }], referenceRanges: { any: range(9.2, null) },
    aliases: ['HDL Size', 'HDL Particle Size', 'HDL Particle Diameter', 'HDL-Partikelgröße', 'Tamaño de partículas HDL'],
    explanation: 'The average size of your HDL particles; larger tends to be more protective.',
    sources: { loinc: NO_LOINC, conversion: '1 Å = 0.1 nm (SI)', range: RANGES.labcorpNmr },
  },
  {
    key: 'vldl_particle_size', name: 'VLDL particle size', category: 'lipids', canonicalUnit: 'nm',
    conversions: [...unitsEqualTo('nm'), { unit: 'angstrom', factor: 0.1 }], referenceRanges: { any: range(null, 46.6) },
    aliases: ['VLDL Size', 'VLDL Particle Size'],
    explanation: 'The average size of your VLDL particles; large ones point to insulin resistance.',
    sources: { loinc: NO_LOINC, conversion: '1 Å = 0.1 nm (SI)', range: RANGES.labcorpNmr },
  },
  {
    key: 'lp_ir_score', name: 'Lipoprotein insulin resistance score', category: 'diabetes', canonicalUnit: 'score',
    conversions: unitsEqualTo('score', ''), referenceRanges: { any: range(null, 45) },
    aliases: ['LP-IR Score', 'LPIR Score', 'LP-IR', 'Lipoprotein Insulin Resistance Score'],
    explanation: 'A score from lipoprotein sizes that estimates insulin resistance.',
    sources: { loinc: NO_LOINC, range: RANGES.labcorpNmr },
  },
  {
    key: 'lp_pla2', name: 'Lp-PLA2 activity', category: 'cardiac', canonicalUnit: 'nmol/min/mL',
    conversions: unitsEqualTo('nmol/min/ml'), referenceRanges: { any: range(null, 225) },
    aliases: ['Lp-PLA2', 'LpPLA2', 'Lp-PLA2 Activity', 'PLAC Test', 'Lipoprotein-associated Phospholipase A2'],
    explanation: 'An enzyme from inflamed artery plaque; high activity signals plaque-related risk.',
    sources: { loinc: NO_LOINC, range: 'diaDexus PLAC Activity test insert (< 225 nmol/min/mL), as used by Quest' },
  },
  {
    key: 'free_fatty_acids', name: 'Free fatty acids', category: 'lipids', canonicalUnit: 'mmol/L',
    conversions: [...unitsEqualTo('mmol/l', 'meq/l'), { unit: 'umol/l', factor: 0.001 }], referenceRanges: { any: range(0.1, 0.6) },
    aliases: ['Free Fatty Acids', 'FFA', 'NEFA', 'Non-Esterified Fatty Acids', 'Szabad zsírsav', 'Freie Fettsäuren', 'Ácidos grasos libres', 'Acides gras libres', 'Acidi grassi liberi', 'Ácidos graxos livres'],
    explanation: 'Fats released from fat tissue into the blood, raised by fasting and insulin resistance.',
    sources: { loinc: NO_LOINC, conversion: 'fatty acids are monovalent: 1 mEq/L = 1 mmol/L', range: RANGES.mayo },
  },
  {
    key: 'omega3_index', name: 'Omega-3 index', category: 'lipids', canonicalUnit: '%',
    conversions: unitsEqualTo('%'), referenceRanges: { any: range(8, null) },
    aliases: ['Omega-3 Index', 'Omega 3 Index', 'EPA+DHA', 'Omega-3-Index', 'Índice omega-3', 'Indice oméga-3'],
    explanation: 'EPA plus DHA as a share of red-cell fatty acids; 8 % or more is linked to lower heart risk.',
    sources: { loinc: NO_LOINC, range: 'Harris & von Schacky, Prev Med 2004;39:212 (target ≥ 8 %)' },
  },
];

