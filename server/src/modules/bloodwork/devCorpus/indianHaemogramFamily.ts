import { type CorpusDocument, type ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import type { CorpusUnit } from './corpusTests.js';
import { indianGrouped } from './colonRowsFamily.js';
import type { SeededRandom } from './random.js';
import { MONTH_NAMES, directionAgainst, drawDate, drawValue, finishReport, formatNumber, pad, round } from './reportParts.js';
import { type WhiteCellType, drawDifferential } from './whiteCellDifferential.js';

/** A haemogram row before its value is drawn: printed names, unit choices and the men's (and women's) band. */
interface Parameter {
  markerKey: string;
  names: readonly string[];
  units: readonly string[];
  male: readonly [number, number];
  female?: readonly [number, number];
  decimals: number;
  method?: string;
}

interface Row {
  name: string;
  markerKey: string;
  value: number;
  unit: CorpusUnit;
  method?: string;
}

const RED_CELLS: readonly Parameter[] = [
  {
    markerKey: 'hemoglobin',
    names: ['Haemoglobin (Hb)', 'Hemoglobin', 'HAEMOGLOBIN'],
    units: ['gm/dL', 'g/dL', 'gm%'],
    male: [13, 17],
    female: [12, 15],
    decimals: 1,
    method: 'Photometric',
  },
  {
    markerKey: 'rbc_count',
    names: ['Total RBC Count', 'RBC Count', 'Red Blood Cell Count'],
    units: ['mill/cumm', 'million/cumm', 'x10^6/µL'],
    male: [4.5, 5.5],
    female: [3.8, 4.8],
    decimals: 2,
    method: 'Electrical Impedance',
  },
  {
    markerKey: 'hematocrit',
    names: ['Packed Cell Volume (PCV)', 'Haematocrit (HCT)', 'PCV'],
    units: ['%'],
    male: [40, 50],
    female: [36, 46],
    decimals: 1,
    method: 'Calculated',
  },
  { markerKey: 'mcv', names: ['Mean Corpuscular Volume (MCV)', 'MCV'], units: ['fL', 'fl'], male: [83, 101], decimals: 1, method: 'Calculated' },
  { markerKey: 'mch', names: ['Mean Corpuscular Hb (MCH)', 'MCH'], units: ['pg'], male: [27, 32], decimals: 1, method: 'Calculated' },
  {
    markerKey: 'mchc',
    names: ['Mean Corpuscular Hb Concentration (MCHC)', 'MCHC'],
    units: ['g/dL', 'gm/dL'],
    male: [31.5, 34.5],
    decimals: 1,
    method: 'Calculated',
  },
  { markerKey: 'rdw_cv', names: ['Red Cell Distribution Width (RDW-CV)', 'RDW-CV', 'RDW'], units: ['%'], male: [11.6, 14], decimals: 1 },
  { markerKey: 'rdw_sd', names: ['RDW-SD'], units: ['fL'], male: [39, 46], decimals: 1 },
];

const PLATELET_INDICES: readonly Parameter[] = [
  { markerKey: 'mpv', names: ['Mean Platelet Volume (MPV)', 'MPV'], units: ['fL'], male: [7.5, 11.5], decimals: 1 },
  { markerKey: 'pdw', names: ['Platelet Distribution Width (PDW)', 'PDW'], units: ['fL'], male: [9, 17], decimals: 1 },
  { markerKey: 'plateletcrit', names: ['Plateletcrit (PCT)', 'PCT'], units: ['%'], male: [0.17, 0.35], decimals: 2 },
  { markerKey: 'p_lcr', names: ['P-LCR', 'Platelet Large Cell Ratio (P-LCR)'], units: ['%'], male: [13, 43], decimals: 1 },
];

const ESR: Parameter = {
  markerKey: 'esr',
  names: ['Erythrocyte Sedimentation Rate (ESR)', 'ESR (Westergren)', 'E.S.R.'],
  units: ['mm/1st hr', 'mm/hr'],
  male: [0, 15],
  female: [0, 20],
  decimals: 0,
  method: 'Westergren',
};

/** Counts per cubic millimetre (`/cumm`, `cells/cumm`, platelets in lakhs or in full) or per microlitre in thousands. */
const COUNT_SYSTEMS = [
  { white: 'cells/cumm', whiteScale: 1000, whiteDecimals: 0, platelet: { unit: 'lakhs/cumm', scale: 0.01, decimals: 2 } },
  { white: '/cumm', whiteScale: 1000, whiteDecimals: 0, platelet: { unit: '/cumm', scale: 1000, decimals: 0 } },
  { white: 'cells/µL', whiteScale: 1000, whiteDecimals: 0, platelet: { unit: 'lakh/cumm', scale: 0.01, decimals: 2 } },
  { white: '10^3/µL', whiteScale: 1, whiteDecimals: 2, platelet: { unit: '10^3/µL', scale: 1, decimals: 0 } },
] as const;

const CELL_NAMES: Record<WhiteCellType, readonly [string, string]> = {
  neutrophils: ['Neutrophils', 'Absolute Neutrophil Count'],
  lymphocytes: ['Lymphocytes', 'Absolute Lymphocyte Count'],
  eosinophils: ['Eosinophils', 'Absolute Eosinophil Count'],
  monocytes: ['Monocytes', 'Absolute Monocyte Count'],
  basophils: ['Basophils', 'Absolute Basophil Count'],
};
/** Indian reports list the differential in this order (N, L, E, M, B), unlike analysers. */
const INDIAN_CELL_ORDER: readonly WhiteCellType[] = ['neutrophils', 'lymphocytes', 'eosinophils', 'monocytes', 'basophils'];
const CELL_RANGES: Record<WhiteCellType, { percent: readonly [number, number]; count: readonly [number, number] }> = {
  neutrophils: { percent: [40, 80], count: [2, 7] },
  lymphocytes: { percent: [20, 40], count: [1, 3] },
  eosinophils: { percent: [1, 6], count: [0.02, 0.5] },
  monocytes: { percent: [2, 10], count: [0.2, 1] },
  basophils: { percent: [0, 2], count: [0.02, 0.1] },
};

const SMEAR_LINES = [
  'RBC : Normocytic normochromic. No abnormal cells seen.',
  'RBC : Microcytic hypochromic with mild anisocytosis.',
  'WBC : Total count and distribution within normal limits.',
  'Platelets : Adequate on smear.',
  'Malarial Parasite : Not seen in 100 oil immersion fields.',
];

/**
 * Indian hospital and chain-lab haemograms (CBC): sub-headings for the red cell indices, the differential leucocyte
 * count (`DLC`, in percent, N L E M B) and the absolute counts (`Absolute Neutrophil Count`, or the bare cell names
 * again under an `ABSOLUTE LEUCOCYTE COUNT` heading), counts in `cells/cumm` with lakh digit grouping (`2,45,000`),
 * platelets in lakhs or in `10^3/µL`, platelet indices (MPV, PDW, PCT, P-LCR), ESR in `mm/1st hr`; the patient's own
 * band for Hb, RBC, PCV and ESR; a `Low`/`High` word column between the value and the unit, `L`/`H` after the value or
 * bold only; the unit before or after the range; a method under some names; the analyser's name, a peripheral smear
 * block (no values) and the pathologist's signature.
 */
export function indianHaemogramDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const writer = new PageWriter({ xScale: 0.94 + random.next() * 0.1, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-1, 0, 0]) });
  const female = random.chance(0.5);
  const counts = random.pick(COUNT_SYSTEMS);
  const percentDecimals = random.pick([0, 1]);
  const absoluteNamed = random.chance(0.5);
  const flagStyle = random.pick(['word', 'letter', 'bold'] as const);
  const unitFirst = random.chance(0.6);
  const withMethods = random.chance(0.4);
  const grouped = random.chance(0.6);
  const pick = (parameter: Parameter): Row => {
    const [low, high] = female && parameter.female ? parameter.female : parameter.male;
    const unit: CorpusUnit = { unit: random.pick(parameter.units), low, high, decimals: parameter.decimals };
    return { name: random.pick(parameter.names), markerKey: parameter.markerKey, value: drawValue(random, unit).value, unit, method: parameter.method };
  };
  const haemoglobin = pick(RED_CELLS[0]!);
  const redCells = [
    haemoglobin,
    ...RED_CELLS.slice(1)
      .filter((parameter) => parameter.markerKey !== 'rdw_sd' || random.chance(0.5))
      .map(pick),
  ];
  const whiteUnit: CorpusUnit = { unit: counts.white, low: 4 * counts.whiteScale, high: 10 * counts.whiteScale, decimals: counts.whiteDecimals };
  const wbc: Row = {
    name: random.pick(['Total Leucocyte Count (TLC)', 'Total WBC Count', 'Total Leukocyte Count']),
    markerKey: 'wbc_count',
    value: drawValue(random, whiteUnit).value,
    unit: whiteUnit,
    method: 'Electrical Impedance',
  };
  const percents = drawDifferential(random);
  const differential = INDIAN_CELL_ORDER.map((cell): Row => {
    const [low, high] = CELL_RANGES[cell].percent;
    return {
      name: CELL_NAMES[cell][0],
      markerKey: `${cell}_percent`,
      value: round(percents[cell], percentDecimals),
      unit: { unit: '%', low, high, decimals: percentDecimals },
    };
  });
  const absolute = INDIAN_CELL_ORDER.map((cell): Row => {
    const [low, high] = CELL_RANGES[cell].count.map((limit) => round(limit * counts.whiteScale, counts.whiteDecimals));
    const value = Math.max(1 / 10 ** counts.whiteDecimals, round((wbc.value * percents[cell]) / 100, counts.whiteDecimals));
    return {
      name: CELL_NAMES[cell][absoluteNamed ? 1 : 0],
      markerKey: `${cell}_absolute`,
      value,
      unit: { unit: counts.white, low: low!, high: high!, decimals: counts.whiteDecimals },
    };
  });
  const plateletUnit: CorpusUnit = {
    unit: counts.platelet.unit,
    low: round(150 * counts.platelet.scale, 2),
    high: round(410 * counts.platelet.scale, 2),
    decimals: counts.platelet.decimals,
  };
  const platelets = [
    {
      name: random.pick(['Platelet Count', 'Platelets', 'PLATELET COUNT']),
      markerKey: 'platelet_count',
      value: drawValue(random, plateletUnit).value,
      unit: plateletUnit,
      method: 'Electrical Impedance',
    },
    ...random.sample(PLATELET_INDICES, random.int(0, PLATELET_INDICES.length)).map(pick),
  ];
  const sections: Array<readonly [string, Row[]]> = [
    [random.pick(['RED BLOOD CELLS', 'HAEMOGLOBIN & RBC INDICES', 'RBC PARAMETERS']), redCells],
    [random.pick(['WHITE BLOOD CELLS', 'TOTAL LEUCOCYTE COUNT']), [wbc]],
    [random.pick(['DIFFERENTIAL LEUCOCYTE COUNT (DLC)', 'DIFFERENTIAL COUNT']), differential],
  ];
  if (random.chance(0.75)) sections.push([random.pick(['ABSOLUTE LEUCOCYTE COUNT', 'ABSOLUTE COUNTS']), absolute]);
  sections.push([random.pick(['PLATELETS', 'PLATELET COUNT & INDICES']), platelets]);
  if (random.chance(0.5)) sections.push(['ESR', [pick(ESR)]]);

  writeHeader();
  const xs = random.pick([
    { name: 40, value: 235, flag: 302, unit: 340, range: 400 },
    { name: 40, value: 250, flag: 315, unit: 352, range: 420 },
  ]);
  const [unitX, rangeX] = unitFirst ? [xs.unit, xs.range] : [xs.range + 80, xs.unit];
  const titles = random.pick([
    ['Test Name', 'Result', 'Flag', 'Unit', 'Reference Value'],
    ['Investigation', 'Observed Value', '', 'Units', 'Biological Ref. Interval'],
    ['TEST DESCRIPTION', 'RESULT', '', 'UNITS', 'NORMAL RANGE'],
  ]);
  const columnTitles = () => {
    writer.text(xs.name, titles[0]!, 8, true);
    writer.text(xs.value, titles[1]!, 8, true);
    if (flagStyle === 'word') writer.text(xs.flag, titles[2] || 'Flag', 8, true);
    writer.text(unitX, titles[3]!, 8, true);
    writer.text(rangeX, titles[4]!, 8, true);
    writer.line(15);
  };
  columnTitles();
  writer.pageHead = columnTitles;
  const expected: ExpectedCorpusValue[] = [];
  for (const [heading, rows] of sections) {
    writer.keep(40);
    writer.text(xs.name, heading, 8.5, true);
    writer.line(13);
    for (const row of rows) {
      writeRow(row);
      expected.push({ name: row.name, value: row.value, unit: row.unit.unit, refLow: row.unit.low, refHigh: row.unit.high, markerKey: row.markerKey });
    }
    writer.line(5);
  }
  writer.pageHead = null;
  writeFoot();
  return finishReport(
    writer,
    random,
    { id, family: 'indian_haemogram', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: true },
  );

  function writeRow(row: Row): void {
    const { low, high, decimals } = row.unit;
    const direction = directionAgainst(row.value, low, high);
    const isCount = row.unit.unit.includes('cumm') || row.unit.unit.includes('cells');
    const number = (value: number) => (grouped && isCount && value >= 1000 ? indianGrouped(value, decimals) : formatNumber(value, decimals, false));
    const mark = direction === null ? '' : direction === 'high' ? 'H' : 'L';
    const isWhiteCellType = /_(percent|absolute)$/.test(row.markerKey);
    writer.text(xs.name + (isWhiteCellType ? 8 : 0), row.name, 8);
    writer.text(xs.value, flagStyle === 'letter' && mark ? `${number(row.value)} ${mark}` : number(row.value), 8, direction !== null);
    if (flagStyle === 'word' && direction) writer.text(xs.flag, direction === 'high' ? 'High' : 'Low', 8, true);
    writer.text(unitX, row.unit.unit, 8);
    writer.text(rangeX, `${number(low!)} - ${number(high!)}`, 8);
    writer.line(12);
    if (withMethods && row.method && random.chance(0.6)) {
      writer.text(xs.name, `Method : ${row.method}`, 6.5);
      writer.line(10);
    }
  }

  function writeHeader(): void {
    const lab = random.pick([
      'Navjeevan Diagnostic Centre',
      'Shree Sai Pathology Laboratory',
      'LifeCare Hospital - Department of Pathology',
      'Medisure Diagnostics Pvt. Ltd.',
    ]);
    writer.text(40, lab, 13, true);
    writer.line(14);
    writer.text(
      40,
      `Plot ${random.int(1, 99)}, Sector ${random.int(1, 60)}, ${random.pick(['Navi Mumbai 400706', 'Pune 411014', 'Lucknow 226010', 'Kochi 682024'])}   Ph: +91 ${random.int(70000, 99999)} ${random.int(10000, 99999)}`,
      7,
    );
    writer.line(11);
    writer.text(40, `NABL Certificate No. MC-${random.int(1000, 6999)}   CIN U85195MH${random.int(2005, 2020)}PTC${random.int(100000, 999999)}`, 6.5);
    writer.line(16);
    const when = (day: number, hour: number) => {
      const text = random.pick([
        `${pad(day)}/${pad(date.month)}/${date.year}`,
        `${pad(day)}-${MONTH_NAMES[date.month - 1]}-${date.year}`,
        `${pad(day)}-${pad(date.month)}-${date.year}`,
      ]);
      return `${text} ${pad(hour > 12 ? hour - 12 : hour)}:${pad(random.int(0, 59))} ${hour < 12 ? 'AM' : 'PM'}`;
    };
    const reportedDay = Math.min(28, date.day + random.int(0, 1));
    const block = [
      [
        `Patient Name : ${female ? random.pick(['Mrs. Kavita Joshi', 'Ms. Fatima Shaikh', 'Mrs. Deepa Pillai']) : random.pick(['Mr. Amit Verma', 'Mr. Rajesh Nair', 'Mr. Harpreet Singh'])}`,
        `Lab ID : ${random.int(10000, 99999)}`,
      ],
      [`Age / Sex : ${random.int(18, 80)} Yrs / ${female ? 'Female' : 'Male'}`, `Sample ID : ${random.pick(['E', 'HM'])}${random.int(100000, 999999)}`],
      [`Ref. By : Dr. ${random.pick(['S. Kulkarni', 'R. Menon', 'Self'])}`, `Sample Type : EDTA Whole Blood`],
      [`Collected On : ${when(date.day, random.int(7, 11))}`, `Reported On : ${when(reportedDay, random.int(12, 19))}`],
    ];
    for (const [leftCell, rightCell] of block) {
      writer.text(40, leftCell!, 8);
      writer.text(320, rightCell!, 8);
      writer.line(11);
    }
    writer.line(8);
    writer.text(200, random.pick(['HAEMATOLOGY', 'COMPLETE BLOOD COUNT (CBC)', 'HAEMOGRAM']), 11, true);
    writer.line(18);
  }

  function writeFoot(): void {
    writer.line(6);
    if (random.chance(0.6)) {
      writer.text(40, 'PERIPHERAL SMEAR EXAMINATION', 8.5, true);
      writer.line(12);
      for (const line of random.sample(SMEAR_LINES, random.int(2, 4))) {
        writer.text(50, line, 7.5);
        writer.line(11);
      }
      writer.line(4);
    }
    writer.text(
      40,
      `Tests done on ${random.pick(['5-part', '3-part'])} automated haematology analyser (${random.pick(['HX-5 Plus', 'CellDyn 35', 'BC 5150'])}). Abnormal counts verified on smear.`,
      7,
    );
    writer.line(14);
    writer.text(220, '*** End Of Report ***', 8, true);
    writer.line(26);
    writer.text(
      40,
      `Dr. ${random.pick(['Neha Agarwal', 'Sandeep Rao', 'Priya Iyer'])}, MD (Pathology)   Reg. No. ${random.pick(['MMC', 'KMC', 'UPMC'])}/${random.int(10000, 99999)}`,
      8,
    );
  }
}
