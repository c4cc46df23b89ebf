import { MILLIONS_PER_MICROLITRE, PERCENT_OR_FRACTION, THOUSANDS_PER_MICROLITRE, range, unitsEqualTo, type Marker } from './marker.js';

interface WhiteCellType {
  key: string;
  name: string;
  percentLoinc: string;
  countLoinc: string;
  percentRange: [number, number];
  countRange: [number, number];
  aliases: string[];
  explanation: string;
}

const WHITE_CELL_TYPES: readonly WhiteCellType[] = [
  {
    key: 'neutrophils', name: 'Neutrophils', percentLoinc: '770-8', countLoinc: '751-8', percentRange: [40, 80], countRange: [2, 7],
    aliases: ['Neutrophils', 'Neutrophil', 'Neut', 'NEU', 'Polymorphs', 'Segmented Neutrophils', 'Segs', 'Neutrofil granulocita', 'Neutrofil', 'Neutrophile', 'Neutrophile Granulozyten', 'Neutrófilos', 'Polynucléaires neutrophiles'],
    explanation: 'the white cells that fight bacterial infections first',
  },
  {
    key: 'lymphocytes', name: 'Lymphocytes', percentLoinc: '736-9', countLoinc: '731-0', percentRange: [20, 40], countRange: [1, 3],
    aliases: ['Lymphocytes', 'Lymphocyte', 'Lymph', 'LYM', 'Limfocita', 'Lymphozyten', 'Linfocitos', 'Lymphocytes'],
    explanation: 'the white cells that make antibodies and fight viruses',
  },
  {
    key: 'monocytes', name: 'Monocytes', percentLoinc: '5905-5', countLoinc: '742-7', percentRange: [2, 10], countRange: [0.2, 1],
    aliases: ['Monocytes', 'Monocyte', 'Mono', 'MON', 'Monocita', 'Monozyten', 'Monocitos'],
    explanation: 'the white cells that clear debris and turn into tissue macrophages',
  },
  {
    key: 'eosinophils', name: 'Eosinophils', percentLoinc: '713-8', countLoinc: '711-2', percentRange: [1, 6], countRange: [0.02, 0.5],
    aliases: ['Eosinophils', 'Eosinophil', 'Eos', 'EOS', 'Eozinofil granulocita', 'Eozinofil', 'Eosinophile', 'Eosinófilos', 'Polynucléaires éosinophiles'],
    explanation: 'the white cells involved in allergies and parasite infections',
  },
  {
    key: 'basophils', name: 'Basophils', percentLoinc: '706-2', countLoinc: '704-7', percentRange: [0, 2], countRange: [0.02, 0.1],
    aliases: ['Basophils', 'Basophil', 'Baso', 'BAS', 'Bazofil granulocita', 'Bazofil', 'Basophile', 'Basófilos', 'Polynucléaires basophiles'],
    explanation: 'the rare white cells that release histamine in allergic reactions',
  },
];

function whiteCellMarkers(cell: WhiteCellType): Marker[] {
  return [
    {
      key: `${cell.key}_percent`, name: `${cell.name} %`, category: 'cbc', loinc: cell.percentLoinc, canonicalUnit: '%',
      conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(...cell.percentRange) },
      aliases: [...cell.aliases, ...cell.aliases.map((alias) => `${alias} %`)],
      explanation: `The share of your white blood cells that are ${cell.name.toLowerCase()}, ${cell.explanation}.`,
    },
    {
      key: `${cell.key}_absolute`, name: `Absolute ${cell.name.toLowerCase()}`, category: 'cbc', loinc: cell.countLoinc, canonicalUnit: '10³/µL',
      conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(...cell.countRange) },
      aliases: cell.aliases.flatMap((alias) => [alias, `Absolute ${alias}`, `Absolute ${alias} Count`, `${alias} Absolute`, `${alias} Abs`, `${alias} #`, `${alias} Count`, `Abs ${alias}`]).concat([`A${cell.key.slice(0, 1).toUpperCase()}C`]),
      explanation: `The number of ${cell.name.toLowerCase()} in your blood, ${cell.explanation}.`,
    },
  ];
}

const RED_CELL_AND_PLATELET_MARKERS: readonly Marker[] = [
  {
    key: 'hemoglobin', name: 'Hemoglobin', category: 'cbc', loinc: '718-7', canonicalUnit: 'g/dL',
    conversions: [...unitsEqualTo('g/dl'), { unit: 'g/l', factor: 0.1 }, { unit: 'mmol/l', factor: 1.611 }],
    referenceRanges: { male: range(13, 17), female: range(12, 15) },
    aliases: ['Hemoglobin', 'Haemoglobin', 'Hb', 'HGB', 'Hgb', 'Hemoglobin Hb', 'Hämoglobin', 'Hemoglobina', 'Hémoglobine'],
    explanation: 'The oxygen-carrying protein in red blood cells; low levels mean anaemia.',
  },
  {
    key: 'rbc_count', name: 'Red blood cell count', category: 'cbc', loinc: '789-8', canonicalUnit: '10⁶/µL',
    conversions: MILLIONS_PER_MICROLITRE, referenceRanges: { male: range(4.5, 5.5), female: range(3.8, 4.8) },
    aliases: ['RBC', 'RBC Count', 'Total RBC Count', 'Red Blood Cell Count', 'Red Blood Cells', 'Red Cell Count', 'Erythrocytes', 'Erythrocyte Count', 'Vörösvértest', 'Vörösvértestszám', 'Erythrozyten', 'Eritrocitos', 'Hematíes', 'Globules rouges', 'Hématies'],
    explanation: 'How many red blood cells, which carry oxygen, are in your blood.',
  },
  {
    key: 'hematocrit', name: 'Hematocrit', category: 'cbc', loinc: '4544-3', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { male: range(40, 50), female: range(36, 46) },
    aliases: ['Hematocrit', 'Haematocrit', 'HCT', 'Hct', 'PCV', 'Packed Cell Volume', 'Hematokrit', 'Hämatokrit', 'Hematocrito', 'Hématocrite'],
    explanation: 'The share of your blood volume made up of red blood cells.',
  },
  {
    key: 'mcv', name: 'Mean corpuscular volume', category: 'cbc', loinc: '787-2', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl', 'um^3', 'u^3'), referenceRanges: { any: range(83, 101) },
    aliases: ['MCV', 'Mean Corpuscular Volume', 'Mean Cell Volume', 'Átlagos vörösvértest térfogat', 'VCM', 'Volumen corpuscular medio', 'Volume globulaire moyen', 'VGM'],
    explanation: 'The average size of your red blood cells.',
  },
  {
    key: 'mch', name: 'Mean corpuscular hemoglobin', category: 'cbc', loinc: '785-6', canonicalUnit: 'pg',
    conversions: unitsEqualTo('pg'), referenceRanges: { any: range(27, 32) },
    aliases: ['MCH', 'Mean Corpuscular Hemoglobin', 'Mean Corpuscular Haemoglobin', 'Mean Cell Hemoglobin', 'Mean Cell Haemoglobin', 'HCM', 'TCMH'],
    explanation: 'The average amount of hemoglobin in each red blood cell.',
  },
  {
    key: 'mchc', name: 'Mean corpuscular hemoglobin concentration', category: 'cbc', loinc: '786-4', canonicalUnit: 'g/dL',
    conversions: [...unitsEqualTo('g/dl', '%'), { unit: 'g/l', factor: 0.1 }], referenceRanges: { any: range(31.5, 34.5) },
    aliases: ['MCHC', 'Mean Corpuscular Hemoglobin Concentration', 'Mean Corpuscular Haemoglobin Concentration', 'Mean Cell Haemoglobin Concentration', 'Mean Cell Hemoglobin Concentration', 'Mean Cell Haemoglobin Con', 'CHCM', 'CCMH'],
    explanation: 'How concentrated the hemoglobin is inside your red blood cells.',
  },
  {
    key: 'rdw_cv', name: 'Red cell distribution width (CV)', category: 'cbc', loinc: '788-0', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(11.6, 14) },
    aliases: ['RDW', 'RDW-CV', 'RDW CV', 'Red Cell Distribution Width', 'Red Cell Distribution Width CV', 'ADE'],
    explanation: 'How much your red blood cells vary in size.',
  },
  {
    key: 'rdw_sd', name: 'Red cell distribution width (SD)', category: 'cbc', loinc: '21000-5', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl'), referenceRanges: { any: range(39, 46) },
    aliases: ['RDW-SD', 'RDW SD', 'Red Cell Distribution Width SD', 'RDW', 'Red Cell Distribution Width'],
    explanation: 'The spread of red cell sizes, expressed as a volume.',
  },
  {
    key: 'wbc_count', name: 'White blood cell count', category: 'cbc', loinc: '6690-2', canonicalUnit: '10³/µL',
    conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(4, 11) },
    aliases: ['WBC', 'WBC Count', 'Total WBC Count', 'White Blood Cell Count', 'White Blood Cells', 'White Cell Count', 'TLC', 'Total Leucocyte Count', 'Total Leukocyte Count', 'Leucocyte Count', 'Leukocyte Count', 'Leukocytes', 'Leucocytes', 'Total Count', 'Fehérvérsejt', 'Fehérvérsejtszám', 'Leukocita', 'Leukozyten', 'Leucocitos', 'Globules blancs'],
    explanation: 'How many infection-fighting white blood cells are in your blood.',
  },
  {
    key: 'platelet_count', name: 'Platelet count', category: 'cbc', loinc: '777-3', canonicalUnit: '10³/µL',
    conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(150, 410) },
    aliases: ['Platelet Count', 'Platelets', 'Platelet', 'PLT', 'Thrombocytes', 'Thrombocyte Count', 'Trombocita', 'Thrombocyta', 'Thrombozyten', 'Plaquetas', 'Plaquettes'],
    explanation: 'How many platelets, the cells that help blood clot, are in your blood.',
  },
  {
    key: 'mpv', name: 'Mean platelet volume', category: 'cbc', loinc: '32623-1', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl'), referenceRanges: { any: range(7.5, 11.5) },
    aliases: ['MPV', 'Mean Platelet Volume', 'VPM'],
    explanation: 'The average size of your platelets; larger platelets are usually younger.',
  },
  {
    key: 'pdw', name: 'Platelet distribution width', category: 'cbc', loinc: '32207-3', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl', '%'), referenceRanges: { any: range(9, 17) },
    aliases: ['PDW', 'Platelet Distribution Width'],
    explanation: 'How much your platelets vary in size.',
  },
  {
    key: 'esr', name: 'Erythrocyte sedimentation rate', category: 'inflammation', loinc: '4537-7', canonicalUnit: 'mm/h',
    conversions: unitsEqualTo('mm/h'), referenceRanges: { male: range(0, 15), female: range(0, 20) },
    aliases: ['ESR', 'Erythrocyte Sedimentation Rate', 'Sed Rate', 'Westergren ESR', 'ESR Westergren', 'Süllyedés', 'We', 'Vérsüllyedés', 'BSG', 'Blutsenkung', 'Blutsenkungsgeschwindigkeit', 'VSG', 'Velocidad de sedimentación', 'Vitesse de sédimentation'],
    explanation: 'How fast red cells settle in a tube; a general, non-specific sign of inflammation.',
  },
  {
    key: 'reticulocytes', name: 'Reticulocytes', category: 'cbc', loinc: '4679-7', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(0.5, 2.5) },
    aliases: ['Reticulocytes', 'Reticulocyte Count', 'Retic', 'Retikulocita', 'Retikulozyten'],
    explanation: 'Young red blood cells, showing how actively the bone marrow makes new ones.',
  },
];

export const BLOOD_COUNT_MARKERS: readonly Marker[] = [...RED_CELL_AND_PLATELET_MARKERS, ...WHITE_CELL_TYPES.flatMap(whiteCellMarkers)];
