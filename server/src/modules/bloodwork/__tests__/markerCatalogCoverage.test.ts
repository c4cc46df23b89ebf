import { describe, expect, it } from '@jest/globals';
import { normaliseUnit } from '../markers/labUnits.js';
import { specimenOf, type Marker, type MarkerCategory, type Specimen } from '../markers/marker.js';
import { MARKER_CATALOG, markerNameKey, markerNames, matchMarker, specimenNameKey } from '../markers/markerCatalog.js';
import { toCanonical } from '../markers/markerUnitConversion.js';

function markerNamed(key: string): Marker {
  const marker = MARKER_CATALOG.find((candidate) => candidate.key === key);
  if (!marker) throw new Error(`no marker ${key}`);
  return marker;
}

/** Every unit key a marker accepts: its canonical unit and each conversion, as normaliseUnit reads them. */
function unitKeys(marker: Marker): Set<string> {
  return new Set([marker.canonicalUnit, ...marker.conversions.map((conversion) => conversion.unit)].map(normaliseUnit));
}

function isPowerOfTen(factor: number): boolean {
  const exponent = Math.log10(factor);
  return Math.abs(exponent - Math.round(exponent)) < 1e-9;
}

describe('catalog size and shape', () => {
  it('holds at least 250 markers with unique keys', () => {
    expect(MARKER_CATALOG.length).toBeGreaterThanOrEqual(250);
    expect(new Set(MARKER_CATALOG.map((marker) => marker.key)).size).toBe(MARKER_CATALOG.length);
  });

  it.each<[MarkerCategory, number]>([
    ['lipids', 25],
    ['cbc', 30],
    ['metabolic', 5],
    ['electrolytes', 5],
    ['diabetes', 6],
    ['kidney', 10],
    ['liver', 20],
    ['thyroid', 10],
    ['iron', 6],
    ['vitamins', 12],
    ['minerals', 8],
    ['hormones', 20],
    ['inflammation', 12],
    ['cardiac', 8],
    ['coagulation', 10],
    ['urine', 35],
  ])('covers %s with at least %d markers', (category, minimum) => {
    expect(MARKER_CATALOG.filter((marker) => marker.category === category).length).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps every key earlier releases stored, so saved results still find their marker', () => {
    const keys = new Set(MARKER_CATALOG.map((marker) => marker.key));
    const earlier = [
      'albumin',
      'albumin_globulin_ratio',
      'alkaline_phosphatase',
      'alt',
      'amylase',
      'anti_tpo',
      'apolipoprotein_b',
      'aptt',
      'ast',
      'basophils_percent',
      'basophils_absolute',
      'bicarbonate',
      'bilirubin_direct',
      'bilirubin_indirect',
      'bilirubin_total',
      'bun',
      'bun_creatinine_ratio',
      'calcium',
      'chloride',
      'cholesterol_hdl_ratio',
      'ck',
      'copper',
      'cortisol',
      'creatinine',
      'crp',
      'cystatin_c',
      'd_dimer',
      'dhea_s',
      'egfr',
      'eosinophils_percent',
      'eosinophils_absolute',
      'esr',
      'estimated_average_glucose',
      'estradiol',
      'ferritin',
      'fibrinogen',
      'folate',
      'free_t3',
      'free_t4',
      'fsh',
      'ggt',
      'globulin',
      'glucose',
      'hba1c',
      'hdl_cholesterol',
      'hematocrit',
      'hemoglobin',
      'homocysteine',
      'hs_crp',
      'inr',
      'insulin',
      'iron',
      'ldh',
      'ldl_cholesterol',
      'ldl_hdl_ratio',
      'lh',
      'lipase',
      'lipoprotein_a',
      'lymphocytes_percent',
      'lymphocytes_absolute',
      'magnesium',
      'mch',
      'mchc',
      'mcv',
      'monocytes_percent',
      'monocytes_absolute',
      'mpv',
      'neutrophils_percent',
      'neutrophils_absolute',
      'non_hdl_cholesterol',
      'nt_probnp',
      'pdw',
      'phosphorus',
      'platelet_count',
      'potassium',
      'progesterone',
      'prolactin',
      'prothrombin_time',
      'pth',
      'rbc_count',
      'rdw_cv',
      'rdw_sd',
      'reticulocytes',
      'rheumatoid_factor',
      'shbg',
      'sodium',
      'testosterone_free',
      'testosterone_total',
      'tibc',
      'total_cholesterol',
      'total_protein',
      'total_t3',
      'total_t4',
      'transferrin',
      'transferrin_saturation',
      'triglycerides',
      'tsh',
      'uibc',
      'urea',
      'uric_acid',
      'urine_albumin_creatinine_ratio',
      'urine_microalbumin',
      'urine_ph',
      'urine_specific_gravity',
      'vitamin_b12',
      'vitamin_d_25oh',
      'vldl_cholesterol',
      'wbc_count',
      'zinc',
    ];
    expect(earlier.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('has both a percentage and an absolute count for every white cell type in the differential', () => {
    for (const cell of ['neutrophils', 'lymphocytes', 'monocytes', 'eosinophils', 'basophils', 'immature_granulocytes']) {
      expect([markerNamed(`${cell}_percent`).canonicalUnit, markerNamed(`${cell}_absolute`).canonicalUnit]).toEqual(['%', '10³/µL']);
    }
  });

  it('keeps Lp(a) in mass and in particle units apart, because no fixed factor links them', () => {
    expect(matchMarker('Lp(a)', 'mg/dL')?.key).toBe('lipoprotein_a');
    expect(matchMarker('Lp(a)', 'nmol/L')?.key).toBe('lipoprotein_a_molar');
    expect(toCanonical(markerNamed('lipoprotein_a'), 50, 'nmol/L')).toBeNull();
  });
});

describe('sources', () => {
  it.each(MARKER_CATALOG.map((marker) => [marker.key, marker] as const))('%s names a source for every code, factor and range it states', (_key, marker) => {
    const sources = marker.sources;
    expect(sources.loinc?.length ?? 0).toBeGreaterThan(0);
    if (marker.loinc) expect(sources.loinc).toContain(`LOINC ${marker.loinc} "`);
    else expect(sources.loinc).toMatch(/no LOINC code/);
    const needsConversionSource = marker.conversions.some((conversion) => conversion.offset !== undefined || !isPowerOfTen(conversion.factor));
    if (needsConversionSource) expect(sources.conversion?.length ?? 0).toBeGreaterThan(0);
    const { any, male, female } = marker.referenceRanges;
    if (any ?? male ?? female) expect(sources.range?.length ?? 0).toBeGreaterThan(0);
  });

  it('never repeats a LOINC code on two markers', () => {
    const codes = MARKER_CATALOG.flatMap((marker) => (marker.loinc ? [marker.loinc] : []));
    expect(codes.length - new Set(codes).size).toBe(0);
  });

  it('writes LOINC codes in the LOINC number-dash-check-digit form', () => {
    for (const marker of MARKER_CATALOG)
      if (marker.loinc) expect({ key: marker.key, loinc: marker.loinc }).toEqual({ key: marker.key, loinc: expect.stringMatching(/^\d{1,6}-\d$/) });
  });
});

describe('unit conversions', () => {
  const cases = MARKER_CATALOG.flatMap((marker) => marker.conversions.map((conversion) => [marker.key, conversion.unit, marker, conversion] as const));

  it.each(cases)('%s: %s converts to the canonical unit and back', (_key, _unit, marker, conversion) => {
    expect(Number.isFinite(conversion.factor) && conversion.factor > 0).toBe(true);
    for (const printed of [0.37, 4.2, 118]) {
      const canonical = toCanonical(marker, printed, conversion.unit);
      expect(canonical?.unit).toBe(marker.canonicalUnit);
      const back = ((canonical?.value ?? Number.NaN) - (conversion.offset ?? 0)) / conversion.factor;
      expect(Math.abs(back - printed) / printed).toBeLessThan(1e-4);
    }
  });

  it('accepts the canonical unit itself with factor 1', () => {
    for (const marker of MARKER_CATALOG)
      expect({ key: marker.key, value: toCanonical(marker, 7.5, marker.canonicalUnit)?.value }).toEqual({ key: marker.key, value: 7.5 });
  });

  it.each([
    ['wbc_count', 6.4, 'Giga/L', 6.4],
    ['wbc_count', 6.4, '10*9/L', 6.4],
    ['wbc_count', 6.4, 'x10^9/l', 6.4],
    ['rbc_count', 4.9, 'Tera/L', 4.9],
    ['rbc_count', 4.9, 'T/l', 4.9],
    ['creatinine', 88.4, 'µmol/L', 1],
    ['glucose', 5.5, 'mmol/l', 99.09],
    ['albumin', 42, 'g/L', 4.2],
    ['egfr', 90, 'ml/perc/1.73', 90],
    ['egfr', 90, 'ml/perc/1,73m2', 90],
    ['egfr', 90, 'mL/min/1.73 m²', 90],
    ['alt', 35, 'UI/L', 35],
    ['alt', 35, 'E/l', 35],
    ['alt', 0.5, 'µkat/L', 30],
    ['tsh', 2.1, 'mUI/L', 2.1],
    ['tsh', 2.1, 'µUI/mL', 2.1],
    ['urine_leukocyte_esterase', 75, 'Leu/µl', 75],
    ['urine_rbc_hpf', 3, 'db/LF', 3],
    ['urine_rbc_hpf', 3, '/campo', 3],
    ['urine_protein_24h', 0.2, 'g/24 h', 200],
    ['sodium', 140, 'mval/l', 140],
    ['ldl_particle_size', 205, 'Å', 20.5],
  ])('reads %s %d %s as %d in the canonical unit', (key, value, unit, expected) => {
    expect(toCanonical(markerNamed(key), value, unit)?.value).toBeCloseTo(expected, 1);
  });
});

describe('aliases', () => {
  const bySpecimen = new Map<Specimen, Map<string, Marker[]>>();
  for (const marker of MARKER_CATALOG) {
    const index = bySpecimen.get(specimenOf(marker)) ?? new Map<string, Marker[]>();
    bySpecimen.set(specimenOf(marker), index);
    for (const name of markerNames(marker)) {
      const owners = index.get(markerNameKey(name)) ?? [];
      if (!owners.includes(marker)) owners.push(marker);
      index.set(markerNameKey(name), owners);
    }
  }

  it('has no alias that reads as an empty name in lookups of its specimen', () => {
    const empty = MARKER_CATALOG.flatMap((marker) =>
      markerNames(marker)
        .filter((name) => specimenNameKey(name, specimenOf(marker)) === '')
        .map((name) => `${marker.key}: ${name}`),
    );
    expect(empty).toEqual([]);
  });

  it('shares a name between two markers of one specimen only when their units tell them apart', () => {
    const clashes: string[] = [];
    for (const [specimen, index] of bySpecimen) {
      for (const [name, owners] of index) {
        for (const [i, first] of owners.entries()) {
          for (const second of owners.slice(i + 1)) {
            const overlap = [...unitKeys(first)].filter((unit) => unitKeys(second).has(unit));
            if (overlap.length > 0) clashes.push(`${specimen} '${name}': ${first.key} and ${second.key} both take ${overlap.join(', ')}`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('resolves every alias, given each of its marker’s units, to exactly that marker', () => {
    const wrong: string[] = [];
    for (const marker of MARKER_CATALOG) {
      for (const name of markerNames(marker)) {
        for (const unit of unitKeys(marker)) {
          const found = matchMarker(name, unit, specimenOf(marker))?.key;
          if (found !== marker.key) wrong.push(`'${name}' in ${unit} → ${found ?? 'nothing'}, not ${marker.key}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('specimen', () => {
  it.each([
    ['Glucose', 'mg/dL', 'urine', 'urine_glucose'],
    ['Glucose', 'mg/dL', 'blood', 'glucose'],
    ['Protein', 'g/L', 'urine', 'urine_protein'],
    ['Protein', 'g/L', 'blood', 'total_protein'],
    ['Creatinine', 'µmol/L', 'urine', 'urine_creatinine'],
    ['Creatinine', 'µmol/L', 'blood', 'creatinine'],
    ['Bilirubin', 'mg/dL', 'urine', 'urine_bilirubin'],
    ['Leukocytes', '/HPF', 'urine', 'urine_wbc_hpf'],
    ['Leukocytes', 'G/L', 'blood', 'wbc_count'],
    ['Sodium', 'mmol/L', 'urine', 'urine_sodium'],
    ['Harnsäure', 'mg/dL', 'urine', 'urine_uric_acid'],
    ['Vörösvértest', 'T/l', 'blood', 'rbc_count'],
    ['Vörösvértest', '/µl', 'urine', 'urine_rbc_count'],
  ] as const)('%s in %s (%s) is %s', (name, unit, specimen, key) => {
    expect(matchMarker(name, unit, specimen)?.key).toBe(key);
  });

  it('never answers a urine lookup with a blood marker', () => {
    expect(matchMarker('Ferritin', 'ng/mL', 'urine')).toBeNull();
    expect(matchMarker('TSH', undefined, 'urine')).toBeNull();
  });

  it('keeps the two-argument blood lookup, which still finds names only urine has', () => {
    expect(matchMarker('Glucose')?.key).toBe('glucose');
    expect(matchMarker('Glucose, Urine')?.key).toBe('urine_glucose');
    expect(matchMarker('Nitrite')?.key).toBe('urine_nitrite');
    expect(matchMarker('Specific Gravity')?.key).toBe('urine_specific_gravity');
  });
});

describe('multilingual names', () => {
  it.each([
    ['Koleszterin', 'total_cholesterol'],
    ['Harnsäure', 'uric_acid'],
    ['Créatinine', 'creatinine'],
    ['Hemoglobina glicosilada', 'hba1c'],
    ['Ureia', 'urea'],
    ['Glicemia', 'glucose'],
    ['Fehérvérsejtszám', 'wbc_count'],
    ['Thrombozyten', 'platelet_count'],
    ['Plaquetas', 'platelet_count'],
    ['Hématies', 'rbc_count'],
    ['Emoglobina', 'hemoglobin'],
    ['Gamma-GT', 'ggt'],
    ['Transaminasi GPT', 'alt'],
    ['TGO', 'ast'],
    ['Fosfatase alcalina', 'alkaline_phosphatase'],
    ['Bilirrubina total', 'bilirubin_total'],
    ['Sideremia', 'iron'],
    ['Capacité totale de fixation du fer', 'tibc'],
    ['Transzferrin szaturáció', 'transferrin_saturation'],
    ['Tireotropina', 'tsh'],
    ['Szabad T4', 'free_t4'],
    ['Anticorps anti-TPO', 'anti_tpo'],
    ['Anti-TG antitest', 'anti_thyroglobulin'],
    ['Prolattina', 'prolactin'],
    ['Testostérone', 'testosterone_total'],
    ['Velocidad de sedimentación globular', 'esr'],
    ['Proteína C reativa', 'crp'],
    ['Tempo di protrombina', 'prothrombin_time'],
    ['Quick-Wert', 'prothrombin_activity'],
    ['Dímero D', 'd_dimer'],
    ['Cisztatin C', 'cystatin_c'],
    ['Filtrado glomerular estimado', 'egfr'],
    ['Débit de filtration glomérulaire', 'egfr'],
    ['Colesterolo HDL', 'hdl_cholesterol'],
    ['LDL-Cholesterin', 'ldl_cholesterol'],
    ['Triglicerídeos', 'triglycerides'],
    ['Apolipoproteína B', 'apolipoprotein_b'],
    ['Vitamina D 25-OH', 'vitamin_d_25oh'],
    ['Acide folique', 'folate'],
    ['Kalium', 'potassium'],
    ['Cloreto', 'chloride'],
    ['Magnésio', 'magnesium'],
    ['Neutrofili', 'neutrophils_percent'],
    ['Linfócitos', 'lymphocytes_percent'],
    ['Monozyten', 'monocytes_percent'],
  ])('matches %s to %s', (printed, key) => {
    expect(matchMarker(printed)?.key).toBe(key);
  });

  it.each([
    ['Vizelet glükóz', 'urine_glucose'],
    ['Glucosa en orina', 'urine_glucose'],
    ['Fajsúly', 'urine_specific_gravity'],
    ['Nitrit', 'urine_nitrite'],
    ['Cilindros hialinos', 'urine_hyaline_casts'],
    ['Plattenepithelien', 'urine_squamous_epithelial_hpf'],
  ])('matches the urine name %s to %s', (printed, key) => {
    expect(matchMarker(printed, undefined, 'urine')?.key).toBe(key);
  });
});
