import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_URINE_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnResult,
  PATIENTS,
  US_TESTS,
  beginReport,
  drawDate,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  usDate,
  wrapWords,
} from './reportParts.js';

interface Panel {
  title: string;
  code: string;
  keys: readonly string[];
  /** Qualitative rows printed in this panel: name, result, flag when abnormal, reference. */
  qualitative: ReadonlyArray<readonly [string, string, string, string]>;
}

const PANELS: readonly Panel[] = [
  {
    title: 'CBC With Differential/Platelet',
    code: '005009',
    keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'],
    qualitative: [],
  },
  {
    title: 'Comp. Metabolic Panel (14)',
    code: '322000',
    keys: [
      'glucose',
      'creatinine',
      'urea',
      'sodium',
      'potassium',
      'calcium',
      'alt',
      'ast',
      'alkaline_phosphatase',
      'bilirubin_total',
      'albumin',
      'egfr',
      'uric_acid',
      'ggt',
    ],
    qualitative: [],
  },
  {
    title: 'Lipid Panel With LDL/HDL Ratio',
    code: '235010',
    keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'],
    qualitative: [],
  },
  {
    title: 'Thyroid Panel With TSH',
    code: '000620',
    keys: ['tsh', 'free_t4'],
    qualitative: [['Thyroid Peroxidase (TPO) Ab', 'Negative', '', 'Negative']],
  },
  {
    title: 'Hepatitis Panel, Acute w/reflex to Confirmation',
    code: '322744',
    keys: [],
    qualitative: [
      ['Hep A Ab, IgM', 'Negative', '', 'Negative'],
      ['Hepatitis B Surface Antigen', 'Non Reactive', '', 'Non Reactive'],
      ['Hep B Core Ab, IgM', 'Negative', '', 'Negative'],
      ['Hep C Virus Ab', 'Not detected', '', 'Not detected'],
    ],
  },
  {
    title: 'Antinuclear Antibodies Direct, with Reflex',
    code: '164947',
    keys: [],
    qualitative: [
      ['Antinuclear Antibodies Direct', 'Positive', 'Abnormal', 'Negative'],
      ['ANA Titer', 'Positive (1:160)', 'A', '<1:80'],
    ],
  },
  { title: 'Other', code: '', keys: ['hba1c', 'crp', 'ferritin', 'iron', 'vitamin_d_25oh', 'vitamin_b12'], qualitative: [] },
];

const URINALYSIS_QUALITATIVE: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Urine-Color', 'Yellow', '', 'Yellow'],
  ['Appearance', 'Clear', '', 'Clear'],
  ['Glucose', 'Negative', '', 'Negative'],
  ['Protein', 'Trace', 'Abnormal', 'Negative/Trace'],
  ['Occult Blood', 'Negative', '', 'Negative'],
  ['Leukocyte Esterase', '1+', 'Abnormal', 'Negative'],
  ['Nitrite, Urine', 'Negative', '', 'Negative'],
  ['Ketones', 'Not detected', '', 'Negative'],
];

const SITES = [
  ['01', 'Labcorp Burlington', '1447 York Court, Burlington, NC 27215-3361', '800-762-4344'],
  ['02', 'Labcorp Dublin', '6370 Wilcox Road, Dublin, OH 43016-1269', '800-282-7300'],
  ['03', 'Esoterix Endocrinology', '4301 Lost Hills Road, Calabasas Hills, CA 91301', '(800) 444-9111'],
] as const;

/** `<0.5` CRP and `>90` eGFR, printed in place of a number. */
function withPrintedLimit(result: DrawnResult, random: SeededRandom): DrawnResult {
  if (result.test.markerKey === 'egfr' && result.value > 90) return { ...result, value: 90, qualifier: '>' };
  if (result.test.markerKey === 'crp' && result.direction === null && random.chance(0.6)) return { ...result, value: 0.5, qualifier: '<' };
  return result;
}

/**
 * US national-lab reports: Analyte | Value | Flag | Reference Range | Lab, each panel named on its own line with its
 * ordering code, long analyte names wrapped in a narrow column, qualitative serology and urinalysis rows between the
 * numeric ones (only numbers are results), `<0.5` and `>90`, and a performing-site table with addresses and phones.
 */
export function analyteRowsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results: drawn, writer } = beginReport(random, US_TESTS, [10, 20]);
  const results = drawn.map((result) => withPrintedLimit(result, random));
  const written = usDate(date, random);
  header(
    writer,
    random.pick(['Patient Report', 'Lab Report from Labcorp', 'Final Report']),
    [`${random.pick(PATIENTS)}   DOB: ${usDate(drawDate(random, 1945, 1995), random)}`, `Date Collected: ${written}   Date Received: ${written}`],
    random,
    true,
  );
  const nameWidth = random.int(18, 26);
  const x = { name: 40, value: 48 + nameWidth * 5.6, flag: 0, range: 0, lab: 520 };
  x.flag = x.value + 60;
  x.range = x.flag + 50;
  const columns = random.pick([
    ['Analyte', 'Value', 'Flag', 'Reference Range', 'Lab'],
    ['Test', 'Current Result and Flag', '', 'Reference Interval', 'Lab'],
    ['Tests Ordered', 'Result', 'Flag', 'Reference Interval', 'Site'],
  ]);
  const writeColumns = () => {
    [x.name, x.value, x.flag, x.range, x.lab].forEach((left, index) => {
      if (columns[index]) writer.text(left, columns[index]!, 8, true);
    });
    writer.line(14);
  };
  writer.pageHead = writeColumns;
  writeColumns();
  const usedSites = random.sample(SITES, random.int(1, 3));
  const expected: ExpectedCorpusValue[] = [];
  const row = (name: string, value: string, flag: string, range: string, bold: boolean) => {
    const lines = wrapWords(name, nameWidth);
    writer.keep(12 * lines.length);
    const last = lines.length - 1;
    lines.forEach((line, index) => {
      writer.text(x.name, line, 9);
      if (index === 0) {
        writer.text(x.value, value, 9, bold);
        if (flag) writer.text(x.flag, flag, 9, true);
        writer.text(x.range, range, 9);
        writer.text(x.lab, random.pick(usedSites)[0], 8);
      }
      if (index < last) writer.line(11);
    });
    writer.line(14);
  };
  const numericRow = (result: DrawnResult) => {
    const value = `${result.qualifier ?? ''}${formatNumber(result.value, result.unit.decimals, false)}`;
    const flag = result.direction ? random.pick(result.direction === 'high' ? ['High', 'H'] : ['Low', 'L']) : '';
    const { low, high } = result.unit;
    const f = (n: number) => formatNumber(n, result.unit.decimals, false);
    const interval = low !== null && high !== null ? `${f(low)}-${f(high)}` : high !== null ? `<${f(high)}` : `>${f(low!)}`;
    row(result.name, value, flag, `${interval} ${result.unit.unit}`.trim(), result.direction !== null);
    expected.push(expectedOf(result, true));
  };
  const panelHead = (title: string, code: string) => {
    writer.keep(40);
    writer.line(4);
    writer.text(40, code ? `${title}  (${code})` : title, 9, true);
    writer.line(14);
  };
  for (const panel of PANELS) {
    const rows = results.filter((result) => panel.keys.includes(result.test.markerKey));
    const qualitative = panel.qualitative.length > 0 && random.chance(0.5) ? panel.qualitative : [];
    if (rows.length === 0 && qualitative.length === 0) continue;
    panelHead(panel.title, panel.code);
    rows.forEach(numericRow);
    for (const [name, value, flag, range] of qualitative) row(name, value, flag, range, flag !== '');
  }
  if (random.chance(0.6)) {
    panelHead('Urinalysis, Routine', '003038');
    const urine = CORPUS_URINE_TESTS.filter((test) => test.us.unit === '');
    const qualitative = random.sample(URINALYSIS_QUALITATIVE, random.int(4, 8));
    qualitative.forEach(([name, value, flag, range], index) => {
      row(name, value, flag, range, flag !== '');
      const test = urine[index];
      if (test) {
        const unit = test.us;
        const value = Number((unit.low! + (unit.high! - unit.low!) * random.next()).toFixed(unit.decimals));
        numericRow({ test, name: test.names.en[0]!, unit, value, direction: null });
      }
    });
  }
  writer.pageHead = null;
  writer.line(10);
  writer.keep(20 + usedSites.length * 22);
  ['Lab', 'Performing Site', 'Address', 'Director / Phone'].forEach((title, index) => writer.text([40, 65, 200, 420][index]!, title, 7, true));
  writer.line(11);
  for (const [code, site, address, phone] of usedSites) {
    writer.text(40, code, 7);
    writer.text(65, site, 7);
    writer.text(200, address, 7);
    writer.text(420, `Dir: ${random.pick(['Jane Smith, MD', 'Sanjay Patel, PhD', 'W. Chen, MD'])}`, 7);
    writer.line(10);
    writer.text(420, phone, 7);
    writer.line(12);
  }
  return finishReport(writer, random, { id, family: 'analyte_rows', collectedOn: date.iso, expected });
}
