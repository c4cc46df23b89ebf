import { describe, expect, it } from '@jest/globals';
import { isLabUnit, normaliseUnit } from '../markers/labUnits.js';
import { MARKER_CATALOG, matchMarker } from '../markers/markerCatalog.js';
import { isPlausibleValue, toCanonical } from '../markers/markerUnitConversion.js';
import type { Marker } from '../markers/marker.js';

function markerNamed(key: string): Marker {
  const marker = MARKER_CATALOG.find((candidate) => candidate.key === key);
  if (!marker) throw new Error(`no marker ${key}`);
  return marker;
}

describe('the biomarker catalog', () => {
  it('holds at least 80 markers with unique keys, a category, a canonical unit and an explanation', () => {
    expect(MARKER_CATALOG.length).toBeGreaterThanOrEqual(80);
    expect(new Set(MARKER_CATALOG.map((marker) => marker.key)).size).toBe(MARKER_CATALOG.length);
    for (const marker of MARKER_CATALOG) {
      expect({ key: marker.key, hasExplanation: marker.explanation.endsWith('.') }).toEqual({ key: marker.key, hasExplanation: true });
    }
  });

  it.each([
    ['S.G.O.T.', 'ast'],
    ['Glycosylated hemoglobin A1c', 'hba1c'],
    ['SGPT', 'alt'],
    ['AST (SGOT)', 'ast'],
    ['Hb', 'hemoglobin'],
    ['Haemoglobin', 'hemoglobin'],
    ['Hemoglobin', 'hemoglobin'],
    ['Total Leucocyte Count', 'wbc_count'],
    ['TLC', 'wbc_count'],
    ['WBC', 'wbc_count'],
    ['WCC', 'wbc_count'],
    ['RCC', 'rbc_count'],
    ['Platelet count', 'platelet_count'],
    ['PLT', 'platelet_count'],
    ['Koleszterin', 'total_cholesterol'],
    ['Cholesterol, Total', 'total_cholesterol'],
    ['Vércukor', 'glucose'],
    ['Glükóz', 'glucose'],
    ['Glucose (GOD-POD)', 'glucose'],
    ['Kreatinin', 'creatinine'],
    ['S. Creatinine', 'creatinine'],
    ['Serum Creatinine', 'creatinine'],
    ['Húgysav', 'uric_acid'],
    ['HEMATOCRIT VALUE, HCT', 'hematocrit'],
    ['Bilirubin Direct', 'bilirubin_direct'],
    ['Direct Bilirubin', 'bilirubin_direct'],
    ['25-OH Vitamin D', 'vitamin_d_25oh'],
    ['Gesamtcholesterin', 'total_cholesterol'],
    ['Triglicéridos', 'triglycerides'],
    ['Hémoglobine', 'hemoglobin'],
    ['G.G.T.P', 'ggt'],
    ['A / G Ratio', 'albumin_globulin_ratio'],
    ['TC/ HDL CHOLESTEROL RATIO', 'cholesterol_hdl_ratio'],
    ['LDL/HDL Cholesterol Ratio', 'ldl_hdl_ratio'],
    ['B-Hb', 'hemoglobin'],
    ['fP-Glukos', 'glucose'],
    ['Hæmoglobin', 'hemoglobin'],
    ['Płytki krwi', 'platelet_count'],
    ['Plytki krwi', 'platelet_count'],
    ['Thyroxin (frit)', 'free_t4'],
    ['P-Kreatinin, eGFR', 'egfr'],
  ])('matches %s to %s', (printed, key) => {
    expect(matchMarker(printed)?.key).toBe(key);
  });

  it('matches a name whose spaces the PDF lost, by its letters in order', () => {
    expect(matchMarker('TOTALCHOLESTEROL')?.key).toBe('total_cholesterol');
    expect(matchMarker('HDLCholesterol')?.key).toBe('hdl_cholesterol');
    expect(matchMarker('PatientName')).toBeNull();
  });

  it("takes no ordinary word for a short name glued from several words ('Unit' is not 'U NIT', urine nitrite)", () => {
    expect(matchMarker('Unit')).toBeNull();
    expect(matchMarker('U NIT')?.key).toBe('urine_nitrite');
  });

  it("reads 'Vit.' as the vitamin it shortens", () => {
    expect(matchMarker('VIT. B12')?.key).toBe('vitamin_b12');
    expect(matchMarker('Vit D')?.key).toBe('vitamin_d_25oh');
  });

  it("reads the words US labs shorten in names: 'Alk.', 'Est.', 'Hgb', 'Prot', 'Creat'", () => {
    expect(matchMarker('Alk. Phosphatase', 'U/L')?.key).toBe('alkaline_phosphatase');
    expect(matchMarker('Est. GFR', 'mL/min/1.73m2')?.key).toBe('egfr');
    expect(matchMarker('HGB A1C', '%')?.key).toBe('hba1c');
    expect(matchMarker('Prot/Creat Ratio', 'mg/mg', 'urine')?.key).toBe('urine_protein_creatinine_ratio');
    expect(matchMarker('Alb/Creat Ratio', 'mg/g', 'urine')?.key).toBe('urine_albumin_creatinine_ratio');
  });

  it("reads two tests joined by a slash as their ratio ('Cholesterol/HDL', 'LDL/HDL'), never as either test", () => {
    expect(matchMarker('Cholesterol/HDL')?.key).toBe('cholesterol_hdl_ratio');
    expect(matchMarker('LDL/HDL', '')?.key).toBe('ldl_hdl_ratio');
    expect(matchMarker('BUN/Creatinine')?.key).toBe('bun_creatinine_ratio');
    expect(matchMarker('Sodium/Potassium')).toBeNull();
    // One test's two names, or one name in two languages, are that test.
    expect(matchMarker('SGOT/AST', 'U/L')?.key).toBe('ast');
    expect(matchMarker('HDL Cholesterol', 'mg/dL')?.key).toBe('hdl_cholesterol');
  });

  it('reads total PSA, and free PSA apart from it', () => {
    expect(matchMarker('PSA', 'ng/mL')?.key).toBe('psa');
    expect(matchMarker('PSA, Total', 'ng/ml')?.key).toBe('psa');
    expect(matchMarker('Prostate Specific Antigen')?.key).toBe('psa');
    expect(matchMarker('PSA, Free', 'ng/mL')?.key).toBe('psa_free');
    expect(markerNamed('psa').referenceRanges.male).toEqual({ low: null, high: 4 });
  });

  it("reads the abbreviations Japanese result sheets print: the JCCLS common reference interval items ('Ht', 'UN', 'Cre', 'AMY') and health-check names ('γ-GTP', 'T-Cho', 'BS')", () => {
    expect(matchMarker('Ht', '%')?.key).toBe('hematocrit');
    expect(matchMarker('A/G')?.key).toBe('albumin_globulin_ratio');
    expect(matchMarker('γ-GTP', 'U/L')?.key).toBe('ggt');
    expect(matchMarker('gamma-GTP', 'U/L')?.key).toBe('ggt');
    expect(matchMarker('UN', 'mg/dL')?.key).toBe('bun');
    expect(matchMarker('Cre', 'mg/dL')?.key).toBe('creatinine');
    expect(matchMarker('Cr', 'mg/dL')?.key).toBe('creatinine');
    expect(matchMarker('T-Cho', 'mg/dL')?.key).toBe('total_cholesterol');
    expect(matchMarker('LDL-Cho', 'mg/dL')?.key).toBe('ldl_cholesterol');
    expect(matchMarker('HDL-Cho', 'mg/dL')?.key).toBe('hdl_cholesterol');
    expect(matchMarker('Non-HDL-Cho', 'mg/dL')?.key).toBe('non_hdl_cholesterol');
    expect(matchMarker('BS', 'mg/dL')?.key).toBe('glucose');
    expect(matchMarker('AMY', 'U/L')?.key).toBe('amylase');
    // The anion gap keeps its own abbreviation and unit.
    expect(matchMarker('AG', 'mEq/L')?.key).toBe('anion_gap');
  });

  it("reads the Turkish test names hospital and lab systems print, with the Turkish letters or without them ('Açlık' / 'Açlik')", () => {
    expect(matchMarker('Lökosit', '10^3/µL')?.key).toBe('wbc_count');
    expect(matchMarker('Eritrosit', 'M/µL')?.key).toBe('rbc_count');
    expect(matchMarker('Trombosit', 'K/µL')?.key).toBe('platelet_count');
    expect(matchMarker('Nötrofil %', '%')?.key).toBe('neutrophils_percent');
    expect(matchMarker('Lenfosit #', '10^3/µL')?.key).toBe('lymphocytes_absolute');
    expect(matchMarker('Sedimantasyon (ESH)', 'mm/h')?.key).toBe('esr');
    expect(matchMarker('Açlık Kan Şekeri (AKŞ)', 'mg/dL')?.key).toBe('glucose');
    expect(matchMarker('Aclik Kan Sekeri (AKS)', 'mg/dL')?.key).toBe('glucose');
    expect(matchMarker('Üre', 'mg/dL')?.key).toBe('urea');
    expect(matchMarker('Ürik Asit', 'mg/dL')?.key).toBe('uric_acid');
    expect(matchMarker('Potasyum', 'mmol/L')?.key).toBe('potassium');
    expect(matchMarker('Klorür', 'mEq/L')?.key).toBe('chloride');
    expect(matchMarker('Demir', 'µg/dL')?.key).toBe('iron');
    expect(matchMarker('Total Demir Bağlama Kapasitesi', 'µg/dL')?.key).toBe('tibc');
    expect(matchMarker('Doymamış Demir Bağlama Kapasitesi', 'µg/dL')?.key).toBe('uibc');
    // Many Turkish hospitals call the unsaturated capacity just 'Demir Bağlama Kapasitesi': the bare name is not the total.
    expect(matchMarker('Demir Bağlama Kapasitesi (UIBC)', 'µg/dL')?.key).toBe('uibc');
    expect(matchMarker('Serbest T3', 'pg/mL')?.key).toBe('free_t3');
    expect(matchMarker('25-Hidroksi Vitamin D', 'ng/mL')?.key).toBe('vitamin_d_25oh');
    expect(matchMarker('Protrombin Zamanı', 's')?.key).toBe('prothrombin_time');
    expect(matchMarker('Aktive Parsiyel Tromboplastin Zamani', 's')?.key).toBe('aptt');
  });

  it("reads 'ASO Titre' as antistreptolysin O", () => {
    expect(matchMarker('ASO Titre', 'IU/mL')?.key).toBe('aso');
    expect(matchMarker('ASO Titer', 'IU/mL')?.key).toBe('aso');
  });

  it('returns null for names that are not markers', () => {
    expect(matchMarker('Patient Name')).toBeNull();
    expect(matchMarker('Optimal')).toBeNull();
  });

  it("takes the strip panel's heading 'Urine Dipstick' for no marker, and 'RBC/HPF' / 'WBC/HPF' for the urine sediment counts", () => {
    expect(matchMarker('URINE DIPSTICK')).toBeNull();
    expect(matchMarker('RBC/HPF', '/hpf', 'urine')?.key).toBe('urine_rbc_hpf');
    expect(matchMarker('WBC/HPF', '/hpf', 'urine')?.key).toBe('urine_wbc_hpf');
  });

  it("reads the analyser codes 'NE%', 'LY#', 'EO%', 'MO#', 'BA%' as the differential, and the bare code as nothing", () => {
    expect(matchMarker('NE%', '%')?.key).toBe('neutrophils_percent');
    expect(matchMarker('LY#', '10^9/L')?.key).toBe('lymphocytes_absolute');
    expect(matchMarker('EO%', '%')?.key).toBe('eosinophils_percent');
    expect(matchMarker('MO#', 'x10^9/L')?.key).toBe('monocytes_absolute');
    expect(matchMarker('BA%', '%')?.key).toBe('basophils_percent');
    expect(matchMarker('MO')).toBeNull();
  });

  it('reads the Hungarian blood count under its Latin spellings and count names', () => {
    expect(matchMarker('Neutrophil granulocyta %', '%')?.key).toBe('neutrophils_percent');
    expect(matchMarker('Eosinophil granulocyta #', 'G/l')?.key).toBe('eosinophils_absolute');
    expect(matchMarker('Basophil granulocyta abszolút', 'G/l')?.key).toBe('basophils_absolute');
    expect(matchMarker('Lymphocyta %', '%')?.key).toBe('lymphocytes_percent');
    expect(matchMarker('Monocyta #', 'G/l')?.key).toBe('monocytes_absolute');
    expect(matchMarker('Trombocitaszám', 'G/l')?.key).toBe('platelet_count');
    expect(matchMarker('Thrombocytaszám', 'G/l')?.key).toBe('platelet_count');
    expect(matchMarker('Leukocytaszám', 'G/l')?.key).toBe('wbc_count');
    expect(matchMarker('Leukocitaszám', 'G/l')?.key).toBe('wbc_count');
    expect(matchMarker('Vörösvérsejtszám', 'T/l')?.key).toBe('rbc_count');
  });

  it('uses the unit to tell a percentage from an absolute count', () => {
    expect(matchMarker('Neutrophils', '%')?.key).toBe('neutrophils_percent');
    expect(matchMarker('Neutrophils', '10^3/µL')?.key).toBe('neutrophils_absolute');
    expect(matchMarker('RDW', 'fL')?.key).toBe('rdw_sd');
  });
});

describe('normaliseUnit', () => {
  it.each([
    ['µmol/L', 'umol/l'],
    ['mcmol/L', 'umol/l'],
    ['mg / dl', 'mg/dl'],
    ['cumm', '/ul'],
    ['/ cu.mm', '/ul'],
    ['x10³/µL', '10^3/ul'],
    ['10^3/uL', '10^3/ul'],
    ['K/uL', '10^3/ul'],
    ['x10E3/uL', '10^3/ul'],
    ['X10E6/uL', '10^6/ul'],
    ['mill/cumm', '10^6/ul'],
    ['million/cumm', '10^6/ul'],
    ['miles/mm³', '10^3/ul'],
    ['10³/mm³', '10^3/ul'],
    ['10⁶/cumm', '10^6/ul'],
    ['lakhs/cumm', '10^5/ul'],
    ['G/l', '10^9/l'],
    ['g%', 'g/dl'],
    ['mm/1st hr', 'mm/h'],
    ['RBC/µL', '/ul'],
    ['tys/µl', '10^3/ul'],
    ['mln/µl', '10^6/ul'],
    ['mIE/L', 'miu/l'],
    ['mm/saat', 'mm/h'],
    ['mm/sa', 'mm/h'],
    ['mL/dk/1,73 m²', 'ml/min/1.73m^2'],
    ['sn', 's'],
    ['saniye', 's'],
    ['mg/24 saat', 'mg/24h'],
  ])('normalises %s to %s', (printed, key) => {
    expect(normaliseUnit(printed)).toBe(key);
  });

  it('tells units from words', () => {
    expect(['mg/dL', 'IU/L', '%', 'fL', 'mmol/mol', 'mL/min/1.73m²', 'U / L'].every(isLabUnit)).toBe(true);
    expect(['Years', 'Male', 'Blood', 'High'].some(isLabUnit)).toBe(false);
  });
});

describe('toCanonical', () => {
  it.each([
    ['glucose', 5.5, 'mmol/L', 99.088, 'mg/dL'],
    ['total_cholesterol', 5.2, 'mmol/L', 201.084, 'mg/dL'],
    ['ldl_cholesterol', 3.1, 'mmol/l', 119.877, 'mg/dL'],
    ['hdl_cholesterol', 1.3, 'mmol/L', 50.271, 'mg/dL'],
    ['triglycerides', 1.7, 'mmol/L', 150.569, 'mg/dL'],
    ['creatinine', 88.4, 'µmol/L', 0.99998, 'mg/dL'],
    ['urea', 5, 'mmol/L', 30.03, 'mg/dL'],
    ['bun', 5, 'mmol/L', 14.005, 'mg/dL'],
    ['vitamin_d_25oh', 75, 'nmol/L', 30.045, 'ng/mL'],
    ['wbc_count', 9000, 'cumm', 9, '10³/µL'],
    ['wbc_count', 6.1, 'G/l', 6.1, '10³/µL'],
    ['platelet_count', 3.5, 'lakhs/cumm', 350, '10³/µL'],
    ['platelet_count', 250000, '/uL', 250, '10³/µL'],
    ['platelet_count', 250, 'x10³/µL', 250, '10³/µL'],
    ['rbc_count', 5.2, 'mill/cumm', 5.2, '10⁶/µL'],
    ['hemoglobin', 135, 'g/L', 13.5, 'g/dL'],
    ['hemoglobin', 15, 'g%', 15, 'g/dL'],
    ['estradiol', 100, 'pmol/L', 27.24, 'pg/mL'],
    ['hba1c', 48, 'mmol/mol', 6.54304, '%'],
  ])('converts %s %d %s', (key, value, unit, expected, canonicalUnit) => {
    const converted = toCanonical(markerNamed(key), value, unit);
    expect(converted?.unit).toBe(canonicalUnit);
    expect(converted?.value).toBeCloseTo(expected, 2);
  });

  it('returns null when the unit does not fit the marker', () => {
    expect(toCanonical(markerNamed('rbc_count'), 14, 'g%')).toBeNull();
    expect(toCanonical(markerNamed('glucose'), 5, 'pg/mL')).toBeNull();
  });
});

describe('isPlausibleValue', () => {
  it('believes values within the factor of the adult range either way, and no further', () => {
    const glucose = markerNamed('glucose'); // 70 - 99 mg/dL
    expect([7, 990, 5.5].map((value) => isPlausibleValue(glucose, value, value === 5.5 ? 'mmol/L' : 'mg/dL'))).toEqual([true, true, true]);
    expect([6.9, 991].map((value) => isPlausibleValue(glucose, value, 'mg/dL'))).toEqual([false, false]);
    expect([1000, 2000].map((value) => isPlausibleValue(glucose, value, 'mg/dL', 20))).toEqual([true, false]);
  });

  it('rejects a value in a unit the marker is not measured in', () => {
    expect(isPlausibleValue(markerNamed('glucose'), 90, 'pg/mL')).toBe(false);
  });

  it('bounds nothing on a side where the range of either sex is open', () => {
    expect(isPlausibleValue(markerNamed('hdl_cholesterol'), 5000, 'mg/dL')).toBe(true); // no high for anyone
    expect(isPlausibleValue(markerNamed('hdl_cholesterol'), 3.9, 'mg/dL')).toBe(false);
    expect(isPlausibleValue(markerNamed('free_androgen_index'), 0.4, '%')).toBe(true); // women: '< 5', men: 35 - 93
  });

  it('believes any value of a marker with no adult range, and a count against a 0 - 0 range', () => {
    expect(isPlausibleValue(markerNamed('igf1'), 1e6, 'ng/mL')).toBe(true);
    expect(isPlausibleValue(markerNamed('nrbc_percent'), 12, '/100 WBC')).toBe(true);
  });
});
