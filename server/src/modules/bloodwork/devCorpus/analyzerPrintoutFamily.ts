import { type CorpusDocument, type ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import type { CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, directionAgainst, drawDate, drawValue, finishReport, formatNumber, pad, round } from './reportParts.js';
import { WHITE_CELL_TYPES, type WhiteCellType, drawDifferential } from './whiteCellDifferential.js';

/** One printed parameter: its short code, value, unit, adult range and whether the analyser flags it. */
interface AnalyserRow {
  code: string;
  markerKey: string;
  value: number;
  unit: CorpusUnit;
  direction: 'high' | 'low' | null;
  isWhiteCell: boolean;
}

const unit = (name: string, low: number, high: number, decimals: number): CorpusUnit => ({ unit: name, low, high, decimals });

/** Units and ranges an analyser is set up with: SI (g/L haemoglobin, 10^9/L counts) or conventional (g/dL, 10^3/uL). */
const UNIT_SYSTEMS = {
  si: {
    white: ['10^9/L', '10*9/L', 'x10^9/L'],
    red: ['10^12/L', '10*12/L', 'x10^12/L'],
    hemoglobin: unit('g/L', 110, 160, 0),
    mchc: unit('g/L', 320, 360, 0),
  },
  conventional: {
    white: ['10^3/uL', '10^3/µL', 'K/uL'],
    red: ['10^6/uL', '10^6/µL', 'M/uL'],
    hemoglobin: unit('g/dL', 11.0, 16.0, 1),
    mchc: unit('g/dL', 32.0, 36.0, 1),
  },
} as const;

/** Differential codes as four analyser makers print them (`NEUT#`, `Neu#`, `NEU#`, `NE#`), and each cell's adult ranges. */
const CELL_CODES: Record<WhiteCellType, readonly [string, string, string, string]> = {
  neutrophils: ['NEUT', 'Neu', 'NEU', 'NE'],
  lymphocytes: ['LYMPH', 'Lym', 'LYM', 'LY'],
  monocytes: ['MONO', 'Mon', 'MON', 'MO'],
  eosinophils: ['EO', 'Eos', 'EOS', 'EO'],
  basophils: ['BASO', 'Bas', 'BAS', 'BA'],
};
const CELL_RANGES: Record<WhiteCellType, { count: readonly [number, number]; percent: readonly [number, number] }> = {
  neutrophils: { count: [2.0, 7.0], percent: [50, 70] },
  lymphocytes: { count: [0.8, 4.0], percent: [20, 40] },
  monocytes: { count: [0.12, 1.2], percent: [3, 12] },
  eosinophils: { count: [0.02, 0.5], percent: [0.5, 5] },
  basophils: { count: [0, 0.1], percent: [0, 1] },
};

const ANALYSERS = ['HEMAVIEW 5D', 'CytoCount BC-60', 'AutoHem XD-500', 'LumaCell H5', 'Medicount 3000'];
const MESSAGES = [
  'WBC Message: Leukocytosis?  Neutrophilia',
  'WBC Message: Lymphopenia',
  'RBC Message: Anisocytosis  Microcytosis?',
  'PLT Message: PLT Clumps?',
  'Flags: Left Shift?  Atypical Lympho?',
  'Suspect: Abn Lympho/Blasts?',
];
const HISTOGRAM_AXES: ReadonlyArray<readonly [string, string]> = [
  ['WBC', '0   100   200   300   400 fL'],
  ['RBC', '0   100   200   300 fL'],
  ['PLT', '0   10   20   30 fL'],
];

type Layout = 'strip' | 'single' | 'two_columns';

/** Every row of one sample: the red cell and platelet parameters, and in differential mode the five white cell types as counts and shares. */
function drawRows(random: SeededRandom, system: keyof typeof UNIT_SYSTEMS, codeStyle: 0 | 1 | 2 | 3, withDifferential: boolean): AnalyserRow[] {
  const units = UNIT_SYSTEMS[system];
  const white = random.pick(units.white);
  const red = random.pick(units.red);
  const row = (code: string, markerKey: string, printedUnit: CorpusUnit): AnalyserRow => ({
    code,
    markerKey,
    unit: printedUnit,
    ...drawValue(random, printedUnit),
    isWhiteCell: false,
  });
  const wbc = row('WBC', 'wbc_count', unit(white, 4.0, 10.0, 2));
  const rows = [wbc];
  if (withDifferential) {
    const percents = drawDifferential(random);
    const countRows = WHITE_CELL_TYPES.map((cell): AnalyserRow => {
      const printedUnit = unit(white, ...CELL_RANGES[cell].count, 2);
      const value = Math.max(0.01, round((wbc.value * percents[cell]) / 100, 2));
      const direction = directionAgainst(value, printedUnit.low, printedUnit.high);
      return { code: `${CELL_CODES[cell][codeStyle]}#`, markerKey: `${cell}_absolute`, value, unit: printedUnit, direction, isWhiteCell: true };
    });
    const percentRows = WHITE_CELL_TYPES.map((cell): AnalyserRow => {
      const printedUnit = unit('%', ...CELL_RANGES[cell].percent, 1);
      const value = percents[cell];
      const direction = directionAgainst(value, printedUnit.low, printedUnit.high);
      return { code: `${CELL_CODES[cell][codeStyle]}%`, markerKey: `${cell}_percent`, value, unit: printedUnit, direction, isWhiteCell: true };
    });
    // Some analysers list the counts first, others the shares first.
    rows.push(...(random.chance(0.5) ? [...countRows, ...percentRows] : [...percentRows, ...countRows]));
  }
  rows.push(
    row('RBC', 'rbc_count', unit(red, 3.5, 5.5, 2)),
    row(random.pick(['HGB', 'HGB', 'Hb']), 'hemoglobin', units.hemoglobin),
    row('HCT', 'hematocrit', unit('%', 37.0, 54.0, 1)),
    row('MCV', 'mcv', unit('fL', 80.0, 100.0, 1)),
    row('MCH', 'mch', unit('pg', 27.0, 34.0, 1)),
    row('MCHC', 'mchc', units.mchc),
  );
  if (random.chance(0.9)) rows.push(row('RDW-CV', 'rdw_cv', unit('%', 11.0, 16.0, 1)));
  if (random.chance(0.6)) rows.push(row('RDW-SD', 'rdw_sd', unit('fL', 35.0, 56.0, 1)));
  rows.push(row('PLT', 'platelet_count', unit(white, 100, 300, 0)));
  if (random.chance(0.8)) rows.push(row('MPV', 'mpv', unit('fL', 6.5, 12.0, 1)));
  if (random.chance(0.6)) rows.push(row('PDW', 'pdw', unit('fL', 9.0, 17.0, 1)));
  if (random.chance(0.6)) rows.push(row('PCT', 'plateletcrit', unit('%', 0.108, 0.282, 3)));
  if (random.chance(0.4)) rows.push(row('P-LCR', 'p_lcr', unit('%', 11.0, 45.0, 1)));
  return rows;
}

/** The analysis time as the instrument is set to print it: ISO, year-first with slashes, day-first or month-first. */
function analysisTime(date: DrawnDate, random: SeededRandom, style: number): string {
  const time = `${pad(random.int(7, 16))}:${pad(random.int(0, 59))}${random.chance(0.5) ? `:${pad(random.int(0, 59))}` : ''}`;
  const day = [
    `${date.year}-${pad(date.month)}-${pad(date.day)}`,
    `${date.year}/${pad(date.month)}/${pad(date.day)}`,
    `${pad(date.day)}/${pad(date.month)}/${date.year}`,
    `${pad(date.month)}/${pad(date.day)}/${date.year}`,
    `${pad(date.day)}-${pad(date.month)}-${date.year}`,
  ][style]!;
  return `${day} ${time}`;
}

/**
 * The raw printout of a haematology analyser that small laboratories attach to the report, or send as the report: a
 * thermal strip in Courier, or an A4 sheet with the parameters in one table or two side by side. Short codes (`WBC`,
 * `NEUT#`, `Lym%`, `RDW-CV`, `P-LCR`), value, flag (`H`/`L`, `+`/`-` or `*`), unit and the range in brackets (`[4.00-10.00]`,
 * `( 4.00 - 10.00 )`) or none; sample ID, mode, operator, analysis and print times; histogram axes (`0 100 200 300 fL`)
 * and instrument messages. Every printed parameter is a result; the analysis time is the collection date.
 */
export function analyzerPrintoutDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const layout: Layout = random.pick(['strip', 'single', 'two_columns'] as const);
  const system = random.pick(['si', 'si', 'conventional'] as const);
  const codeStyle = random.pick([0, 1, 2, 3] as const);
  const withDifferential = random.chance(0.8);
  const rows = drawRows(random, system, codeStyle, withDifferential);
  const writer = new PageWriter({ xScale: 0.96 + random.next() * 0.07, lineScale: 0.95 + random.next() * 0.2, sizeDelta: 0 });
  const dateStyle = random.int(0, 4);
  const dayFirst = dateStyle === 2 || dateStyle === 4;
  const analysed = analysisTime(date, random, dateStyle);
  const printedOn = analysisTime({ ...date, day: Math.min(28, date.day + random.int(0, 1)) }, random, dateStyle);
  const flagStyle = random.pick(['letter', 'sign', 'star'] as const);
  const rangeStyle = random.pick(['square', 'round', 'plain', 'none'] as const);
  const flagOf = (row: AnalyserRow) => {
    if (row.direction === null) return '';
    if (flagStyle === 'star') return '*';
    if (flagStyle === 'sign') return row.direction === 'high' ? '+' : '-';
    return row.direction === 'high' ? 'H' : 'L';
  };
  const rangeOf = (row: AnalyserRow) => {
    const f = (n: number) => formatNumber(n, row.unit.decimals, false);
    const [low, high] = [f(row.unit.low!), f(row.unit.high!)];
    if (rangeStyle === 'square') return `[${low}-${high}]`;
    if (rangeStyle === 'round') return `( ${low} - ${high} )`;
    return rangeStyle === 'plain' ? `${low} - ${high}` : '';
  };
  const sampleId = random.pick([
    `${String(date.year).slice(2)}${pad(date.month)}${pad(date.day)}-${pad(random.int(1, 99))}`,
    String(random.int(1, 9999)).padStart(6, '0'),
  ]);
  const analyser = random.pick(ANALYSERS);
  const sex = random.pick(['Male', 'Female', 'M', 'F']);
  const age = `${random.int(1, 88)} ${random.pick(['Y', 'Yrs', 'years'])}`;
  const operator = random.pick(['admin', 'lab01', 'Tech. R', 'service']);
  if (layout === 'strip') writeStrip();
  else writeSheet();
  writeDecoys();
  const expected: ExpectedCorpusValue[] = rows.map((row) => ({
    name: row.code,
    value: row.value,
    unit: row.unit.unit,
    refLow: rangeStyle === 'none' ? null : row.unit.low,
    refHigh: rangeStyle === 'none' ? null : row.unit.high,
    markerKey: row.markerKey,
  }));
  return finishReport(
    writer,
    random,
    { id, family: 'analyzer_printout', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst },
  );

  function writeStrip(): void {
    const size = random.pick([7.5, 8, 8.5]);
    const x = random.pick([40, 60, 180]);
    const widths = { code: Math.max(...rows.map((row) => row.code.length)) + random.int(1, 3), value: random.int(8, 10), flag: 3, unit: random.int(9, 11) };
    const line = (cells: ReadonlyArray<readonly [string, number]>, bold = false) => {
      writer.paddedRow(x, cells, size, bold);
      writer.line(size + 3);
    };
    line([[analyser, 24]], true);
    line([['-'.repeat(36), 36]]);
    line([[`Sample ID: ${sampleId}`, 24]]);
    line([[`Mode: ${withDifferential ? random.pick(['WB CBC+5DIFF', 'CBC+DIFF']) : random.pick(['WB CBC', 'CBC'])}`, 24]]);
    if (random.chance(0.5)) line([[`Name: ${random.pick(['R. Patel', 'A. Mensah', 'L. Nguyen', 'K. Tóth'])}`, 24]]);
    line([
      [`Sex: ${sex}`, 12],
      [`Age: ${age}`, 12],
    ]);
    if (random.chance(0.5)) line([[`Date/Time: ${analysed}`, 30]]);
    else {
      const [day, time] = analysed.split(' ');
      line([
        [`Date: ${day}`, 18],
        [`Time: ${time}`, 14],
      ]);
    }
    line([[`Operator: ${operator}`, 24]]);
    line([['-'.repeat(36), 36]]);
    for (const row of rows) {
      const range = rangeOf(row);
      const cells: Array<readonly [string, number]> = [
        [row.code, widths.code],
        [formatNumber(row.value, row.unit.decimals, false).padStart(widths.value - 2), widths.value],
        [flagOf(row), widths.flag],
        [row.unit.unit, widths.unit],
      ];
      // A narrow strip prints the range on the line under the row when it does not fit beside it.
      const rangeBelow = range !== '' && random.chance(0.3);
      line(rangeBelow || range === '' ? cells : [...cells, [range, 14]]);
      if (rangeBelow)
        line([
          ['', widths.code + widths.value],
          [range, 14],
        ]);
    }
    line([['-'.repeat(36), 36]]);
  }

  function writeSheet(): void {
    const lab = random.pick(['Sunrise Clinical Laboratory', 'Medilab Diagnostics', 'Riverside Health Centre Lab', 'Clinica San Rafael Laboratorio']);
    writer.text(random.pick([40, 200]), lab, 13, true);
    writer.line(17);
    writer.text(
      random.pick([40, 200]),
      random.pick(['Hematology Analyzer Report', 'BLOOD ROUTINE EXAMINATION', 'Complete Blood Count - Analyzer Printout']),
      10,
      true,
    );
    writer.line(18);
    const grid = [
      [`Sample ID: ${sampleId}`, `Mode: ${withDifferential ? 'CBC+DIFF' : 'CBC'}`, `Sample Type: ${random.pick(['Whole Blood', 'Venous WB', 'Prediluted'])}`],
      [`Name: ${random.pick(['Ramesh Patel', 'Ama Mensah', 'Linh Nguyen', 'Tóth Katalin', 'Carlos Ruiz'])}`, `Sex: ${sex}`, `Age: ${age}`],
      [
        `Dept.: ${random.pick(['OPD', 'Internal Med.', 'Ward 3', 'ER'])}`,
        `Bed No.: ${random.int(1, 40)}`,
        `Ref. Group: ${random.pick(['Adult', 'General', 'Adult Male', 'Adult Female'])}`,
      ],
      [`Analysis Time: ${analysed}`, `Operator: ${operator}`, ''],
    ];
    for (const cells of random.chance(0.5)
      ? grid
      : [...grid.slice(0, 3), [`Run: ${analysed}`, `Operator: ${operator}`, `Rack/Pos: ${random.int(1, 20)}-${random.int(1, 10)}`]]) {
      cells.forEach((cell, index) => writer.text(40 + index * 180, cell, 8));
      writer.line(12);
    }
    writer.line(8);
    const unitBeforeRange = { result: 78, flag: 112, unit: 130, range: 175 };
    // Two tables side by side leave no room for the unit after a bracketed range.
    const columns = layout === 'two_columns' ? unitBeforeRange : random.pick([unitBeforeRange, { result: 78, flag: 112, unit: 230, range: 128 }]);
    const mono = random.chance(0.4);
    const halves =
      layout === 'two_columns'
        ? [rows.filter((row) => row.code === 'WBC' || row.isWhiteCell), rows.filter((row) => row.code !== 'WBC' && !row.isWhiteCell)]
        : [rows];
    const top = writer.y;
    let bottom = top;
    halves.forEach((half, index) => {
      const x = 40 + index * 260;
      writer.y = top;
      const cell = (offset: number, text: string, bold = false) => {
        if (text === '') return;
        // Fixed-width runs are placed unscaled, so their column starts are scaled here as `PageWriter.text` scales its own.
        if (mono) writer.paddedRow(40 + (x + offset - 40) * writer.geometry.xScale, [[text, text.length]], 8, bold);
        else writer.text(x + offset, text, 8, bold);
      };
      cell(0, random.pick(['Parameter', 'Item', 'Test']), true);
      cell(columns.result, 'Result', true);
      cell(columns.unit, 'Unit', true);
      if (rangeStyle !== 'none') cell(columns.range, random.pick(['Ref. Range', 'Reference', 'Normal Range']), true);
      writer.line(13);
      for (const row of half) {
        cell(0, row.code);
        cell(columns.result, formatNumber(row.value, row.unit.decimals, false), row.direction !== null);
        cell(columns.flag, flagOf(row));
        cell(columns.unit, row.unit.unit);
        cell(columns.range, rangeOf(row));
        writer.line(12);
      }
      bottom = Math.max(bottom, writer.y);
    });
    writer.y = bottom + 8;
    if (random.chance(0.7)) writer.text(40, `Print Time: ${printedOn}`, 8);
    writer.line(14);
  }

  /** Histogram axes, instrument messages and signatures: numbers and dates that are no results. */
  function writeDecoys(): void {
    writer.line(6);
    for (const [label, axis] of random.sample(HISTOGRAM_AXES, random.int(1, 3))) {
      writer.keep(40);
      writer.text(40, label, 8, true);
      writer.line(22);
      writer.text(60, axis, 7);
      writer.line(14);
    }
    for (const message of random.sample(MESSAGES, random.int(0, 2))) {
      writer.text(40, message, 8);
      writer.line(12);
    }
    if (random.chance(0.5)) {
      writer.text(40, `${analyser}  S/N ${random.int(10000000, 99999999)}  Ver. ${random.int(1, 9)}.${random.int(0, 20)}.${random.int(0, 99)}`, 7);
      writer.line(12);
    }
    if (random.chance(0.5)) {
      writer.text(40, random.pick(['Tester:', 'Checked by:', 'Validated by:']), 8);
      writer.text(250, random.pick(['Reviewer:', 'Signature:']), 8);
      writer.line(12);
      writer.text(40, 'This report is valid for the tested sample only.', 7);
      writer.line(12);
    }
  }
}
