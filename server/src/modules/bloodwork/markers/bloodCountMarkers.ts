import { MILLIONS_PER_MICROLITRE, PERCENT_OR_FRACTION, THOUSANDS_PER_MICROLITRE, range, unitsEqualTo, type Marker } from './marker.js';
import { FHIR_EXAMPLES, LOINC_TABLE, MAPPING_REGISTER, NO_LOINC, POWERS_OF_TEN, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';


interface LoincRef {
  code: string;
  longName: string;
  confirmedIn: string;
}

interface WhiteCellType {
  key: string;
  name: string;
  percentLoinc?: LoincRef;
  countLoinc?: LoincRef;
  percentRange: [number, number];
  countRange: [number, number];
  rangeSource: string;
  aliases: string[];
  /** 'ANC', 'ALC': the absolute-count abbreviation US reports print. */
  countAbbreviation?: string;
  /** 'NE', 'LY': the two-letter code analysers print only with '%' or '#' after it ('NE%', 'LY#'); alone it names nothing. */
  analyserCode?: string;
  explanation: string;
}

const WHITE_CELL_TYPES: readonly WhiteCellType[] = [
  {
    key: 'neutrophils', analyserCode: 'NE', countAbbreviation: 'ANC', name: 'Neutrophils', percentRange: [40, 80], countRange: [2, 7], rangeSource: RANGES.ukDifferential,
    percentLoinc: { code: '770-8', longName: 'Neutrophils/Leukocytes in Blood by Automated count', confirmedIn: TW_IG },
    countLoinc: { code: '751-8', longName: 'Neutrophils [#/volume] in Blood by Automated count', confirmedIn: TW_IG },
    aliases: ['Neutrophils', 'Neutrophil', 'Neut', 'NEU', 'NEUT', 'Polymorphs', 'Segmented Neutrophils', 'Segs', 'Neutrofil granulocita', 'Neutrophil granulocyta', 'Neutrofil', 'Neutrophile', 'Neutrophile Granulozyten', 'Neutrophile Granulozyten', 'Neutrófilos', 'Neutrófilos segmentados', 'Segmentados', 'Polynucléaires neutrophiles', 'PNN', 'Neutrofili', 'Granulociti neutrofili', 'Neutrófilos totais', 'Nötrofil'],
    explanation: 'the white cells that fight bacterial infections first',
  },
  {
    key: 'lymphocytes', analyserCode: 'LY', countAbbreviation: 'ALC', name: 'Lymphocytes', percentRange: [20, 40], countRange: [1, 3], rangeSource: RANGES.ukDifferential,
    percentLoinc: { code: '736-9', longName: 'Lymphocytes/Leukocytes in Blood by Automated count', confirmedIn: TW_IG },
    countLoinc: { code: '731-0', longName: 'Lymphocytes [#/volume] in Blood by Automated count', confirmedIn: TW_IG },
    aliases: ['Lymphocytes', 'Lymphocyte', 'Lymph', 'LYM', 'LYMPH', 'Limfocita', 'Lymphocyta', 'Lymphozyten', 'Linfocitos', 'Linfócitos', 'Lymphocytes', 'Linfociti', 'Lenfosit'],
    explanation: 'the white cells that make antibodies and fight viruses',
  },
  {
    key: 'monocytes', analyserCode: 'MO', countAbbreviation: 'AMC', name: 'Monocytes', percentRange: [2, 10], countRange: [0.2, 1], rangeSource: RANGES.ukDifferential,
    percentLoinc: { code: '5905-5', longName: 'Monocytes/Leukocytes in Blood by Automated count', confirmedIn: TW_IG },
    countLoinc: { code: '742-7', longName: 'Monocytes [#/volume] in Blood by Automated count', confirmedIn: MAPPING_REGISTER },
    aliases: ['Monocytes', 'Monocyte', 'Mono', 'MON', 'MONO', 'Monocita', 'Monocyta', 'Monozyten', 'Monocitos', 'Monócitos', 'Monociti', 'Monosit'],
    explanation: 'the white cells that clear debris and turn into tissue macrophages',
  },
  {
    key: 'eosinophils', analyserCode: 'EO', countAbbreviation: 'AEC', name: 'Eosinophils', percentRange: [1, 6], countRange: [0.02, 0.5], rangeSource: RANGES.ukDifferential,
    percentLoinc: { code: '713-8', longName: 'Eosinophils/Leukocytes in Blood by Automated count', confirmedIn: TW_IG },
    countLoinc: { code: '711-2', longName: 'Eosinophils [#/volume] in Blood by Automated count', confirmedIn: MAPPING_REGISTER },
    aliases: ['Eosinophils', 'Eosinophil', 'Eos', 'EOS', 'Eozinofil granulocita', 'Eosinophil granulocyta', 'Eozinofil', 'Eosinophile', 'Eosinophile Granulozyten', 'Eosinófilos', 'Polynucléaires éosinophiles', 'Eosinofili', 'Granulociti eosinofili'],
    explanation: 'the white cells involved in allergies and parasite infections',
  },
  {
    key: 'basophils', analyserCode: 'BA', countAbbreviation: 'ABC', name: 'Basophils', percentRange: [0, 2], countRange: [0.02, 0.1], rangeSource: RANGES.ukDifferential,
    percentLoinc: { code: '706-2', longName: 'Basophils/Leukocytes in Blood by Automated count', confirmedIn: TW_IG },
    countLoinc: { code: '704-7', longName: 'Basophils [#/volume] in Blood by Automated count', confirmedIn: MAPPING_REGISTER },
    aliases: ['Basophils', 'Basophil', 'Baso', 'BAS', 'BASO', 'Bazofil granulocita', 'Basophil granulocyta', 'Bazofil', 'Basophile', 'Basophile Granulozyten', 'Basófilos', 'Polynucléaires basophiles', 'Basofili', 'Granulociti basofili'],
    explanation: 'the rare white cells that release histamine in allergic reactions',
  },
  {
    key: 'band_neutrophils', name: 'Band neutrophils', percentRange: [0, 5], countRange: [0, 0.5], rangeSource: RANGES.tietz,
    percentLoinc: { code: '26508-2', longName: 'Band form neutrophils/Leukocytes in Blood', confirmedIn: TW_IG },
    countLoinc: { code: '26507-4', longName: 'Band form neutrophils [#/volume] in Blood', confirmedIn: LOINC_TABLE },
    aliases: ['Band Neutrophils', 'Bands', 'Band Forms', 'Stab Neutrophils', 'Stabs', 'Nem szegmentált neutrofil', 'Stabkernige', 'Stabkernige Granulozyten', 'Cayados', 'Neutrófilos en banda', 'Bastonetes', 'Polynucléaires non segmentés', 'Neutrofili a banda'],
    explanation: 'young neutrophils released early when the body fights an infection',
  },
  {
    key: 'immature_granulocytes', name: 'Immature granulocytes', percentRange: [0, 0.6], countRange: [0, 0.06], rangeSource: RANGES.mayo,
    percentLoinc: { code: '71695-1', longName: 'Granulocytes.immature/Leukocytes in Blood by Automated count', confirmedIn: MAPPING_REGISTER },
    countLoinc: { code: '53115-2', longName: 'Granulocytes.immature [#/volume] in Blood by Automated count', confirmedIn: MAPPING_REGISTER },
    aliases: ['Immature Granulocytes', 'IG', 'Immature Grans', 'Éretlen granulocita', 'Unreife Granulozyten', 'Granulocitos inmaduros', 'Granulócitos imaturos', 'Granulocytes immatures', 'Granulociti immaturi'],
    explanation: 'early white cells that normally stay in the bone marrow',
  },
  {
    key: 'variant_lymphocytes', name: 'Atypical lymphocytes', percentRange: [0, 5], countRange: [0, 0.3], rangeSource: RANGES.tietz,
    percentLoinc: { code: '13046-8', longName: 'Variant lymphocytes/Leukocytes in Blood', confirmedIn: TW_IG },
    aliases: ['Atypical Lymphocytes', 'Variant Lymphocytes', 'Reactive Lymphocytes', 'Atípusos limfocita', 'Reizlymphozyten', 'Linfocitos atípicos', 'Linfócitos atípicos', 'Lymphocytes atypiques', 'Linfociti atipici'],
    explanation: 'activated lymphocytes, typically seen during viral infections',
  },
];

function loincOf(ref: LoincRef | undefined): { loinc?: string; source: string } {
  return ref ? { loinc: ref.code, source: loincSource(ref.code, ref.longName, ref.confirmedIn) } : { source: NO_LOINC };
}

function whiteCellMarkers(cell: WhiteCellType): Marker[] {
  const percent = loincOf(cell.percentLoinc);
  const count = loincOf(cell.countLoinc);
  return [
    {
      key: `${cell.key}_percent`, name: `${cell.name} %`, category: 'cbc', ...(percent.loinc ? { loinc: percent.loinc } : {}), canonicalUnit: '%',
      conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(...cell.percentRange) },
      aliases: [...cell.aliases, ...cell.aliases.map((alias) => `${alias} %`), ...(cell.analyserCode ? [`${cell.analyserCode}%`] : [])],
      explanation: `The share of your white blood cells that are ${cell.name.toLowerCase()}, ${cell.explanation}.`,
      sources: { loinc: percent.source, conversion: 'fraction × 100 = percent', range: cell.rangeSource },
    },
    {
      key: `${cell.key}_absolute`, name: `Absolute ${cell.name.toLowerCase()}`, category: 'cbc', ...(count.loinc ? { loinc: count.loinc } : {}), canonicalUnit: '10³/µL',
      conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(...cell.countRange) },
      aliases: cell.aliases
        .flatMap((alias) => [alias, `Absolute ${alias}`, `Absolute ${alias} Count`, `${alias} Absolute`, `${alias} Abs`, `${alias} #`, `${alias} Count`, `Abs ${alias}`, `${alias} abszolút`, `${alias} absolut`, `${alias} absolutos`, `${alias} absolus`, `${alias} assoluti`])
        .concat(cell.countAbbreviation ? [cell.countAbbreviation] : [], cell.analyserCode ? [`${cell.analyserCode}#`] : []),
      explanation: `The number of ${cell.name.toLowerCase()} in your blood, ${cell.explanation}.`,
      sources: { loinc: count.source, conversion: POWERS_OF_TEN, range: cell.rangeSource },
    },
  ];
}

const RED_CELL_AND_PLATELET_MARKERS: readonly Marker[] = [
  {
    key: 'hemoglobin', name: 'Hemoglobin', category: 'cbc', loinc: '718-7', canonicalUnit: 'g/dL',
    conversions: [...unitsEqualTo('g/dl'), { unit: 'g/l', factor: 0.1 }, { unit: 'mmol/l', factor: 1.6114 }],
    referenceRanges: { male: range(13, 17), female: range(12, 15) },
    aliases: ['Hemoglobin', 'Haemoglobin', 'Hb', 'HGB', 'Hgb', 'Hemoglobin Hb', 'Hämoglobin', 'Hemoglobina', 'Hémoglobine', 'Emoglobina', 'Hemoglobin (HGB)'],
    explanation: 'The oxygen-carrying protein in red blood cells; low levels mean anaemia.',
    sources: {
      loinc: loincSource('718-7', 'Hemoglobin [Mass/volume] in Blood', TW_IG),
      conversion: molarMass('haemoglobin monomer (1/4 tetramer)', 16114.5, 'ICSH convention for mmol/L Hb(Fe)'),
      range: RANGES.dacieLewis,
    },
  },
  {
    key: 'rbc_count', name: 'Red blood cell count', category: 'cbc', loinc: '789-8', canonicalUnit: '10⁶/µL',
    conversions: MILLIONS_PER_MICROLITRE, referenceRanges: { male: range(4.5, 5.5), female: range(3.8, 4.8) },
    aliases: ['RBC', 'RBC Count', 'Total RBC Count', 'Red Blood Cell Count', 'Red Blood Cells', 'Red Cell Count', 'RCC', 'Erythrocytes', 'Erythrocyte Count', 'Vörösvértest', 'Vörösvértestszám', 'Vörösvérsejtszám', 'Vvt', 'Erythrozyten', 'Erys', 'Eritrocitos', 'Hematíes', 'Globules rouges', 'Hématies', 'Eritrócitos', 'Hemácias', 'Eritrociti', 'Globuli rossi', 'GR', 'Erytrocyten', 'Erytrocyter', 'Erytrocytter', 'Erytrocyty', 'EPK', 'Eritrosit', 'Kırmızı Küre'],
    explanation: 'How many red blood cells, which carry oxygen, are in your blood.',
    sources: { loinc: loincSource('789-8', 'Erythrocytes [#/volume] in Blood by Automated count', TW_IG), conversion: POWERS_OF_TEN, range: RANGES.dacieLewis },
  },
  {
    key: 'hematocrit', name: 'Hematocrit', category: 'cbc', loinc: '4544-3', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { male: range(40, 50), female: range(36, 46) },
    aliases: ['Hematocrit', 'Haematocrit', 'HCT', 'Hct', 'Ht', 'PCV', 'Packed Cell Volume', 'Hematokrit', 'Htk', 'Hämatokrit', 'Hkt', 'Hematocrito', 'Hématocrite', 'Hematócrito', 'Ematocrito'],
    explanation: 'The share of your blood volume made up of red blood cells.',
    sources: { loinc: loincSource('4544-3', 'Hematocrit [Volume Fraction] of Blood by Automated count', TW_IG), conversion: 'L/L × 100 = percent', range: RANGES.dacieLewis },
  },
  {
    key: 'mcv', name: 'Mean corpuscular volume', category: 'cbc', loinc: '787-2', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl', 'um^3', 'u^3'), referenceRanges: { any: range(83, 101) },
    aliases: ['MCV', 'Mean Corpuscular Volume', 'Mean Cell Volume', 'Átlagos vörösvértest térfogat', 'VCM', 'Volumen corpuscular medio', 'Volume globulaire moyen', 'VGM', 'Volume corpuscular médio', 'Volume corpuscolare medio', 'Mittleres Zellvolumen', 'MCV (VGM)', 'Middelcellevolumen'],
    explanation: 'The average size of your red blood cells.',
    sources: { loinc: loincSource('787-2', 'MCV [Entitic mean volume] in Red Blood Cells by Automated count', TW_IG), conversion: '1 fL = 1 µm³', range: RANGES.dacieLewis },
  },
  {
    key: 'mch', name: 'Mean corpuscular hemoglobin', category: 'cbc', loinc: '785-6', canonicalUnit: 'pg',
    conversions: [...unitsEqualTo('pg'), { unit: 'fmol', factor: 16.1145 }], referenceRanges: { any: range(27, 32) },
    aliases: ['MCH', 'Mean Corpuscular Hemoglobin', 'Mean Corpuscular Haemoglobin', 'Mean Cell Hemoglobin', 'Mean Cell Haemoglobin', 'HCM', 'TCMH', 'Hemoglobina corpuscular media', 'Hemoglobina corpuscular média', 'Teneur corpusculaire moyenne en hémoglobine', 'Emoglobina corpuscolare media', 'Mittleres korpuskuläres Hämoglobin', 'Átlagos vörösvértest hemoglobin'],
    explanation: 'The average amount of hemoglobin in each red blood cell.',
    sources: { loinc: loincSource('785-6', 'MCH [Entitic mass] by Automated count', TW_IG), conversion: molarMass('haemoglobin monomer', 16114.5, 'ICSH convention'), range: RANGES.dacieLewis },
  },
  {
    key: 'mchc', name: 'Mean corpuscular hemoglobin concentration', category: 'cbc', loinc: '786-4', canonicalUnit: 'g/dL',
    conversions: [...unitsEqualTo('g/dl', '%'), { unit: 'g/l', factor: 0.1 }, { unit: 'mmol/l', factor: 1.6114 }], referenceRanges: { any: range(31.5, 34.5) },
    aliases: ['MCHC', 'Mean Corpuscular Hemoglobin Concentration', 'Mean Corpuscular Haemoglobin Concentration', 'Mean Cell Haemoglobin Concentration', 'Mean Cell Hemoglobin Concentration', 'Mean Cell Haemoglobin Con', 'CHCM', 'CCMH', 'Concentración de hemoglobina corpuscular media', 'Concentração de hemoglobina corpuscular média', 'Concentrazione emoglobinica corpuscolare media', 'Átlagos vörösvértest hemoglobin koncentráció'],
    explanation: 'How concentrated the hemoglobin is inside your red blood cells.',
    sources: { loinc: loincSource('786-4', 'MCHC [Entitic Mass/volume] in Red Blood Cells by Automated count', TW_IG), conversion: molarMass('haemoglobin monomer', 16114.5, 'ICSH convention'), range: RANGES.dacieLewis },
  },
  {
    key: 'rdw_cv', name: 'Red cell distribution width (CV)', category: 'cbc', loinc: '788-0', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(11.6, 14) },
    aliases: ['RDW', 'RDW-CV', 'RDW CV', 'Red Cell Distribution Width', 'Red Cell Distribution Width CV', 'ADE', 'IDR', 'Amplitude de distribution des globules rouges', 'Ampiezza distribuzione eritrocitaria', 'Vörösvértest eloszlási szélesség', 'Erythrozytenverteilungsbreite'],
    explanation: 'How much your red blood cells vary in size.',
    sources: { loinc: loincSource('788-0', 'Erythrocyte [DistWidth] in Blood by Automated count', TW_IG), conversion: 'fraction × 100 = percent', range: RANGES.dacieLewis },
  },
  {
    key: 'rdw_sd', name: 'Red cell distribution width (SD)', category: 'cbc', loinc: '21000-5', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl'), referenceRanges: { any: range(39, 46) },
    aliases: ['RDW-SD', 'RDW SD', 'Red Cell Distribution Width SD', 'RDW', 'Red Cell Distribution Width'],
    explanation: 'The spread of red cell sizes, expressed as a volume.',
    sources: { loinc: loincSource('21000-5', 'Erythrocyte distribution width [Entitic volume] by Automated count', FHIR_EXAMPLES), range: 'Sysmex XN series published adult interval (as printed by major labs)' },
  },
  {
    key: 'wbc_count', name: 'White blood cell count', category: 'cbc', loinc: '6690-2', canonicalUnit: '10³/µL',
    conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(4, 11) },
    aliases: ['Fehérvérsejt szám', 'Leucocitos totales', 'Leukocyta', 'WBC', 'WBC Count', 'Total WBC Count', 'White Blood Cell Count', 'White Blood Cells', 'White Cell Count', 'WCC', 'TLC', 'Total Leucocyte Count', 'Total Leukocyte Count', 'Leucocyte Count', 'Leukocyte Count', 'Leukocytes', 'Leucocytes', 'Total Count', 'Fehérvérsejt', 'Fehérvérsejtszám', 'Fvs', 'Leukocytaszám', 'Leukocitaszám', 'Leukocita', 'Leukozyten', 'Leukos', 'Leuko', 'Leucocitos', 'Leuc.', 'Globules blancs', 'Leucócitos', 'Leucociti', 'Globuli bianchi', 'GB', 'Leukocyten', 'Leukocyter', 'Leukocytter', 'Leukocyty', 'LPK', 'Lökosit', 'Beyaz Küre'],
    explanation: 'How many infection-fighting white blood cells are in your blood.',
    sources: { loinc: loincSource('6690-2', 'Leukocytes [#/volume] in Blood by Automated count', TW_IG), conversion: POWERS_OF_TEN, range: RANGES.ukDifferential },
  },
  {
    key: 'platelet_count', name: 'Platelet count', category: 'cbc', loinc: '777-3', canonicalUnit: '10³/µL',
    conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(150, 410) },
    aliases: ['Plaquetas totales', 'Platelet Count', 'Platelets', 'Platelet', 'PLT', 'Thrombocytes', 'Thrombocyte Count', 'Trombocita', 'Thrombocyta', 'Trombocitaszám', 'Thrombocytaszám', 'Thr', 'Trc', 'Thrombozyten', 'Thrombos', 'Plaquetas', 'Plaq.', 'Plaquettes', 'Piastrine', 'Trombociti', 'Trombocyten', 'Trombocyter', 'Trombocytter', 'Trombocyty', 'Płytki krwi', 'TPK', 'Trombosit'],
    explanation: 'How many platelets, the cells that help blood clot, are in your blood.',
    sources: { loinc: loincSource('777-3', 'Platelets [#/volume] in Blood by Automated count', TW_IG), conversion: POWERS_OF_TEN, range: RANGES.dacieLewis },
  },
  {
    key: 'mpv', name: 'Mean platelet volume', category: 'cbc', loinc: '32623-1', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl'), referenceRanges: { any: range(7.5, 11.5) },
    aliases: ['MPV', 'Mean Platelet Volume', 'VPM', 'Átlagos trombocita térfogat', 'Mittleres Thrombozytenvolumen', 'Volumen plaquetario medio', 'Volume plaquettaire moyen', 'Volume plaquetário médio', 'Volume piastrinico medio'],
    explanation: 'The average size of your platelets; larger platelets are usually younger.',
    sources: { loinc: loincSource('32623-1', 'Platelet mean volume [Entitic volume] in Blood by Automated count', MAPPING_REGISTER), range: RANGES.dacieLewis },
  },
  {
    key: 'pdw', name: 'Platelet distribution width', category: 'cbc', loinc: '32207-3', canonicalUnit: 'fL',
    conversions: unitsEqualTo('fl', '%'), referenceRanges: { any: range(9, 17) },
    aliases: ['PDW', 'Platelet Distribution Width', 'Trombocita eloszlási szélesség', 'Thrombozytenverteilungsbreite', 'Amplitud de distribución plaquetaria', 'Indice de distribution des plaquettes'],
    explanation: 'How much your platelets vary in size.',
    sources: { loinc: loincSource('32207-3', 'Platelet distribution width [Entitic volume] in Blood by Automated count', FHIR_EXAMPLES), range: 'Sysmex XN series published adult interval (as printed by major labs)' },
  },
  {
    key: 'plateletcrit', name: 'Plateletcrit', category: 'cbc', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(0.17, 0.35) },
    aliases: ['PCT', 'Plateletcrit', 'Thrombocrit', 'Trombokrit', 'Thrombokrit', 'Plaquetocrito', 'Plaquetócrito', 'Thrombocrite', 'Piastrinocrito'],
    explanation: 'The share of your blood volume made up of platelets.',
    sources: { loinc: NO_LOINC, conversion: 'fraction × 100 = percent', range: 'Sysmex XN series published adult interval (as printed by major labs)' },
  },
  {
    key: 'p_lcr', name: 'Platelet large cell ratio', category: 'cbc', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(13, 43) },
    aliases: ['P-LCR', 'PLCR', 'Platelet Large Cell Ratio', 'Large Platelet Ratio', 'Nagy trombocita arány'],
    explanation: 'The share of platelets that are unusually large.',
    sources: { loinc: NO_LOINC, conversion: 'fraction × 100 = percent', range: 'Sysmex XN series published adult interval (as printed by major labs)' },
  },
  {
    key: 'nrbc_percent', name: 'Nucleated red cells', category: 'cbc', loinc: '58413-6', canonicalUnit: '/100 WBC',
    conversions: unitsEqualTo('/100 wbc', '/100wbc', '%', '/100 leu'), referenceRanges: { any: range(0, 0) },
    aliases: ['NRBC', 'NRBC %', 'Nucleated RBC', 'Nucleated Red Blood Cells', 'Normoblasts', 'Magvas vörösvértest', 'Normoblasten', 'Eritroblastos', 'Érythroblastes', 'Eritroblasti'],
    explanation: 'Immature red cells with a nucleus, normally absent from adult blood.',
    sources: { loinc: loincSource('58413-6', 'Nucleated erythrocytes/100 leukocytes [Ratio] in Blood by Automated count', MAPPING_REGISTER), range: RANGES.tietz },
  },
  {
    key: 'nrbc_absolute', name: 'Absolute nucleated red cells', category: 'cbc', loinc: '771-6', canonicalUnit: '10³/µL',
    conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(0, 0.01) },
    aliases: ['NRBC', 'NRBC #', 'NRBC Absolute', 'Absolute NRBC', 'Nucleated RBC Absolute', 'Normoblasts Absolute'],
    explanation: 'The count of immature nucleated red cells, normally absent from adult blood.',
    sources: { loinc: loincSource('771-6', 'Nucleated erythrocytes [#/volume] in Blood by Automated count', MAPPING_REGISTER), conversion: POWERS_OF_TEN, range: RANGES.tietz },
  },
  {
    key: 'esr', name: 'Erythrocyte sedimentation rate', category: 'inflammation', loinc: '30341-2', canonicalUnit: 'mm/h',
    conversions: unitsEqualTo('mm/h'), referenceRanges: { male: range(0, 15), female: range(0, 20) },
    aliases: ['ESR', 'Erythrocyte Sedimentation Rate', 'Sed Rate', 'Westergren ESR', 'ESR Westergren', 'Süllyedés', 'We', 'Vérsüllyedés', 'BSG', 'BSR', 'Blutsenkung', 'Blutsenkungsgeschwindigkeit', 'VSG', 'VHS', 'Velocidad de sedimentación', 'Velocidad de sedimentación globular', 'Vitesse de sédimentation', 'Velocidade de hemossedimentação', 'Velocità di eritrosedimentazione', 'Sedimantasyon', 'Eritrosit Sedimantasyon Hızı', 'ESH'],
    explanation: 'How fast red cells settle in a tube; a general, non-specific sign of inflammation.',
    sources: { loinc: loincSource('30341-2', 'Erythrocyte [Sedimentation Rate] in Blood', MAPPING_REGISTER), range: 'ICSH 2011 Westergren review (Int J Lab Hematol 2011;33:125), adults under 50' },
  },
  {
    key: 'reticulocytes', name: 'Reticulocytes', category: 'cbc', loinc: '4679-7', canonicalUnit: '%',
    conversions: [...PERCENT_OR_FRACTION, { unit: 'permille', factor: 0.1 }], referenceRanges: { any: range(0.5, 2.5) },
    aliases: ['Reticulocytes', 'Reticulocyte Count', 'Retic', 'RET', 'Retikulocita', 'Retikulozyten', 'Reticulocitos', 'Réticulocytes', 'Reticulócitos', 'Reticolociti'],
    explanation: 'Young red blood cells, showing how actively the bone marrow makes new ones.',
    sources: { loinc: loincSource('4679-7', 'Reticulocytes/Erythrocytes in Blood', MAPPING_REGISTER), conversion: '1 ‰ = 0.1 %', range: RANGES.dacieLewis },
  },
  {
    key: 'reticulocytes_absolute', name: 'Absolute reticulocytes', category: 'cbc', loinc: '14196-0', canonicalUnit: '10³/µL',
    conversions: THOUSANDS_PER_MICROLITRE, referenceRanges: { any: range(50, 100) },
    aliases: ['Reticulocytes', 'Absolute Reticulocyte Count', 'Reticulocyte Absolute', 'Retic Abs', 'RET #', 'Reticulocytes #', 'Retikulocita abszolút', 'Retikulozyten absolut', 'Reticulocitos absolutos'],
    explanation: 'The number of young red cells, a direct read of bone-marrow output.',
    sources: { loinc: loincSource('14196-0', 'Reticulocytes [#/volume] in Blood', LOINC_TABLE), conversion: POWERS_OF_TEN, range: RANGES.dacieLewis },
  },
  {
    key: 'reticulocyte_hemoglobin', name: 'Reticulocyte hemoglobin', category: 'iron', canonicalUnit: 'pg',
    conversions: unitsEqualTo('pg'), referenceRanges: { any: range(28, 36) },
    aliases: ['Reticulocyte Hemoglobin', 'Reticulocyte Haemoglobin', 'CHr', 'RET-He', 'Ret-He', 'Ret He', 'Retikulozytenhämoglobin', 'Hemoglobina reticulocitaria'],
    explanation: 'The iron loaded into the newest red cells, an early sign of iron shortage.',
    sources: { loinc: NO_LOINC, range: 'Sysmex RET-He published adult interval (Brugnara, Clin Chem 2003;49:1573 for CHr)' },
  },
];

export const BLOOD_COUNT_MARKERS: readonly Marker[] = [...RED_CELL_AND_PLATELET_MARKERS, ...WHITE_CELL_TYPES.flatMap(whiteCellMarkers)];
