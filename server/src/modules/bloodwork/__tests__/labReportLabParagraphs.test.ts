import { describe, expect, it } from '@jest/globals';
import { isLabUnit, normaliseUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';

describe('markers and units clinicians write in letters', () => {
  it('knows the short names German, Hungarian, Italian and Spanish clinicians give the common tests', () => {
    const cases: Array<[string, string, string]> = [
      ['Leukos', '/nl', 'wbc_count'],
      ['Leuko', '/nl', 'wbc_count'],
      ['Leuc.', '/mm3', 'wbc_count'],
      ['Erys', '/pl', 'rbc_count'],
      ['Thrombos', '/nl', 'platelet_count'],
      ['Thr', 'G/l', 'platelet_count'],
      ['Trc', 'G/l', 'platelet_count'],
      ['Plaq.', '/mm3', 'platelet_count'],
      ['Krea', 'mg/dl', 'creatinine'],
      ['se. kreat.', 'µmol/l', 'creatinine'],
      ['se. bi', 'µmol/l', 'bilirubin_total'],
      ['Bilirubin ges.', 'mg/dl', 'bilirubin_total'],
      ['CN', 'mmol/l', 'urea'],
      ['VFG stimato', 'mL/min/1,73m2', 'egfr'],
      ['FG estimado', 'mL/min/1,73m2', 'egfr'],
    ];
    for (const [name, unit, key] of cases) expect([name, matchMarker(name, unit)?.key]).toEqual([name, key]);
  });

  it('reads counts per picolitre and per Italian cubic millimetre, and µU/ml, as lab units', () => {
    expect(isLabUnit('/pl')).toBe(true);
    expect(normaliseUnit('/mmc')).toBe('/ul');
    expect(isLabUnit('/mmc')).toBe(true);
    expect(isLabUnit('µU/ml')).toBe(true);
    expect(matchMarker('TSH', 'µU/ml')?.key).toBe('tsh');
  });
});
