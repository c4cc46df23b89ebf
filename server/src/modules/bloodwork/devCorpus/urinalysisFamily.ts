import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, unambiguousDate } from './reportParts.js';

/** A dipstick pad: its names, the semi-quantitative steps a strip reads (value and grade) and the printed normal. */
interface DipstickPad {
  key: string;
  names: readonly string[];
  unit: string;
  steps: ReadonlyArray<readonly [number, string]>;
}

const PADS: readonly DipstickPad[] = [
  {
    key: 'urine_protein',
    names: ['Protein', 'Protein, Urine', 'Urine Protein'],
    unit: 'mg/dL',
    steps: [
      [30, '1+'],
      [100, '2+'],
      [300, '3+'],
    ],
  },
  {
    key: 'urine_glucose',
    names: ['Glucose', 'Glucose, Urine', 'Urine Glucose'],
    unit: 'mg/dL',
    steps: [
      [100, '1+'],
      [250, '2+'],
      [500, '3+'],
      [1000, '4+'],
    ],
  },
  {
    key: 'urine_ketones',
    names: ['Ketones', 'Ketone'],
    unit: 'mg/dL',
    steps: [
      [5, 'Trace'],
      [15, '1+'],
      [40, '2+'],
      [80, '3+'],
    ],
  },
  {
    key: 'urine_bilirubin',
    names: ['Bilirubin', 'Bilirubin, Urine'],
    unit: 'mg/dL',
    steps: [
      [1, '1+'],
      [2, '2+'],
      [4, '3+'],
    ],
  },
  {
    key: 'urine_blood',
    names: ['Blood', 'Occult Blood', 'Hemoglobin'],
    unit: 'RBC/µL',
    steps: [
      [10, 'Trace'],
      [25, '1+'],
      [80, '2+'],
      [200, '3+'],
    ],
  },
  {
    key: 'urine_leukocyte_esterase',
    names: ['Leukocyte Esterase', 'Leukocytes'],
    unit: 'WBC/µL',
    steps: [
      [25, '1+'],
      [75, '2+'],
      [500, '3+'],
    ],
  },
];

/** Qualitative rows around the numbers: none of them is a value. */
const QUALITATIVE_ROWS: ReadonlyArray<readonly [string, readonly string[], string]> = [
  ['Color', ['Yellow', 'Straw', 'Amber', 'Pale Yellow'], 'Yellow'],
  ['Appearance', ['Clear', 'Slightly Cloudy', 'Cloudy'], 'Clear'],
  ['Nitrite', ['Negative', 'Positive'], 'Negative'],
  ['Epithelial Cells', ['Few', 'None Seen', 'Moderate'], 'None - Few'],
  ['Bacteria', ['None Seen', 'Few', 'Many'], 'None Seen'],
  ['Casts', ['None Seen', 'Hyaline 0-2'], 'None Seen'],
];

/**
 * Urinalysis reports (dipstick and microscopy), alone or after a blood chemistry panel: physical, chemical and
 * microscopic sections, semi-quantitative results printed with their grade (`Protein  30 mg/dL (1+)`), `Negative` for
 * the pads that read nothing (no value), pH and specific gravity without a unit, red and white cells per high-power
 * field. The names are those of blood tests (Glucose, Protein, Bilirubin, RBC), so the numeric rows are urine markers.
 */
export function urinalysisDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [0, 6],
  );
  header(
    writer,
    random.pick(['Laboratory Report', 'Final Report', 'Patient Results']),
    [`${random.pick(PATIENTS)}   DOB: ${random.pick(['Mar 3, 1961', '1975-11-20', 'Jul 19, 1988'])}`, `Collected: ${unambiguousDate(date, random)}`],
    random,
    true,
  );
  const col = { name: 40, result: 200 + random.int(-10, 20), flag: 300, range: 340 + random.int(-10, 20), unit: 460 };
  const gradeInRange = random.chance(0.5);
  const tableHead = () => {
    writer.text(col.name, random.pick(['Test', 'Test Name', 'Component']), 8, true);
    writer.text(col.result, 'Result', 8, true);
    writer.text(col.flag, 'Flag', 8, true);
    writer.text(col.range, random.pick(['Reference Range', 'Normal Range', 'Ref. Interval']), 8, true);
    writer.text(col.unit, 'Units', 8, true);
    writer.line(14);
  };
  const expected: ExpectedCorpusValue[] = [];
  const row = (name: string, result: string, range: string, unit: string, flag = '') => {
    writer.text(col.name + 8, name, 9);
    writer.text(col.result, result, 9, flag !== '');
    if (flag) writer.text(col.flag, flag, 8, true);
    writer.text(col.range, range, 8);
    if (unit) writer.text(col.unit, unit, 8);
    writer.line(13);
  };
  const section = (title: string) => {
    writer.line(3);
    writer.text(col.name, title, 9, true);
    writer.line(13);
  };
  if (results.length > 0) {
    section(random.pick(['COMPREHENSIVE METABOLIC PANEL', 'Chemistry', 'BASIC METABOLIC PANEL']));
    tableHead();
    for (const result of results) {
      const { low, high, unit, decimals } = result.unit;
      const f = (n: number) => formatNumber(n, decimals, false);
      const range = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `<${f(high)}` : `>${f(low!)}`;
      row(result.name, f(result.value), range, unit, result.direction === 'high' ? 'H' : result.direction === 'low' ? 'L' : '');
      expected.push(expectedOf(result, true));
    }
  }
  writer.keep(200);
  section(random.pick(['URINALYSIS, COMPLETE', 'Urinalysis with Microscopic', 'URINE DIPSTICK', 'Urinalysis, Routine']));
  tableHead();
  writer.pageHead = tableHead;
  const [color, appearance, ...others] = QUALITATIVE_ROWS;
  section('Physical Examination');
  for (const [name, readings, normal] of [color!, appearance!]) row(name, random.pick(readings), normal, '');
  const gravity = Number((1.005 + random.int(0, 25) / 1000).toFixed(3));
  const gravityName = random.pick(['Specific Gravity', 'Sp. Gravity', 'SG']);
  row(gravityName, gravity.toFixed(3), '1.005 - 1.030', '');
  expected.push({ name: gravityName, value: gravity, unit: '', refLow: 1.005, refHigh: 1.03, markerKey: 'urine_specific_gravity', specimen: 'urine' });
  section(random.pick(['Chemical Examination', 'Dipstick']));
  const ph = random.pick([5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5]);
  row('pH', ph.toFixed(1), '5.0 - 8.0', '', ph > 8 ? 'H' : '');
  expected.push({ name: 'pH', value: ph, unit: '', refLow: 5, refHigh: 8, markerKey: 'urine_ph', specimen: 'urine' });
  for (const pad of random.sample(PADS, random.int(3, PADS.length))) {
    const name = random.pick(pad.names);
    const normal = random.pick(['Negative', 'NEG', 'Neg']);
    if (random.chance(0.55)) {
      row(name, random.pick(['Negative', 'NEG', 'Neg']), normal, '');
      continue;
    }
    const [value, grade] = random.pick(pad.steps);
    // The grade beside the value, or the value with its unit in the unit column and its grade on the line under it.
    const printed = gradeInRange ? `${value}` : `${value} ${pad.unit} (${grade})`;
    row(name, printed, normal, gradeInRange ? pad.unit : '', 'A');
    if (gradeInRange) {
      writer.text(col.result + 8, `(${grade})`, 7);
      writer.line(10);
    }
    expected.push({ name, value, unit: pad.unit, refLow: null, refHigh: null, markerKey: pad.key, specimen: 'urine' });
  }
  for (const [name, readings, normal] of random.sample(others.slice(0, 1), 1)) row(name, random.pick(readings), normal, '');
  const urobilinogen = random.pick([0.2, 1.0, 2.0, 4.0]);
  const urobilinogenUnit = random.pick(['mg/dL', 'EU/dL']);
  row('Urobilinogen', urobilinogen.toFixed(1), '0.2 - 1.0', urobilinogenUnit, urobilinogen > 1 ? 'H' : '');
  expected.push({
    name: 'Urobilinogen',
    value: urobilinogen,
    unit: urobilinogenUnit,
    refLow: 0.2,
    refHigh: 1,
    markerKey: 'urine_urobilinogen',
    specimen: 'urine',
  });
  section(random.pick(['Microscopic Examination', 'Microscopy', 'Sediment']));
  for (const [key, names, high] of [
    ['urine_rbc_hpf', ['RBC', 'Red Blood Cells', 'RBC/HPF'], 2],
    ['urine_wbc_hpf', ['WBC', 'White Blood Cells', 'WBC/HPF'], 5],
  ] as const) {
    const name = random.pick(names);
    const value = random.int(0, high * 3);
    row(name, String(value), `0 - ${high}`, '/hpf', value > high ? 'H' : '');
    expected.push({ name, value, unit: '/hpf', refLow: 0, refHigh: high, markerKey: key, specimen: 'urine' });
  }
  for (const [name, readings, normal] of random.sample(others.slice(1), random.int(1, 3))) row(name, random.pick(readings), normal, '');
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'urinalysis', collectedOn: date.iso, expected }, { interpretation: false });
}
