import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { CorpusTest, CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  FULL_MONTH_NAMES,
  MONTH_NAMES,
  US_TESTS,
  beginReport,
  type DrawnResult,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
} from './reportParts.js';

/** Names small Indian pathology labs print, in capitals, with the section each test is listed under. */
const SECTIONS: ReadonlyArray<{ titles: readonly string[]; tests: Record<string, readonly string[]> }> = [
  {
    titles: ['HAEMATOLOGY', 'COMPLETE BLOOD COUNT (CBC)', 'HAEMOGRAM'],
    tests: {
      hemoglobin: ['HAEMOGLOBIN', 'HAEMOGLOBIN (Hb)', 'HEMOGLOBIN'],
      wbc_count: ['TOTAL LEUCOCYTE COUNT', 'TOTAL LEUCOCYTE COUNT (TLC)', 'TOTAL W.B.C. COUNT'],
      rbc_count: ['TOTAL R.B.C. COUNT', 'RBC COUNT', 'TOTAL RBC COUNT'],
      platelet_count: ['PLATELET COUNT', 'PLATELETS'],
      hematocrit: ['PACKED CELL VOLUME (PCV)', 'HAEMATOCRIT (PCV)'],
      mcv: ['MEAN CORPUSCULAR VOLUME (MCV)', 'M.C.V.'],
    },
  },
  {
    titles: ['BIOCHEMISTRY', 'BLOOD SUGAR', 'KIDNEY FUNCTION TEST (KFT)'],
    tests: {
      glucose: ['BLOOD SUGAR FASTING', 'FASTING BLOOD SUGAR (FBS)', 'GLUCOSE FASTING (F)', 'PLASMA GLUCOSE FASTING'],
      urea: ['BLOOD UREA', 'SERUM UREA', 'UREA'],
      creatinine: ['SERUM CREATININE', 'S. CREATININE', 'CREATININE'],
      uric_acid: ['SERUM URIC ACID', 'S. URIC ACID', 'URIC ACID'],
      calcium: ['SERUM CALCIUM', 'CALCIUM'],
      sodium: ['SERUM SODIUM (Na+)', 'SODIUM'],
      potassium: ['SERUM POTASSIUM (K+)', 'POTASSIUM'],
      hba1c: ['GLYCOSYLATED HAEMOGLOBIN (HbA1c)', 'HbA1c'],
    },
  },
  {
    titles: ['LIVER FUNCTION TEST (LFT)', 'LIVER FUNCTION TESTS'],
    tests: {
      bilirubin_total: ['SERUM BILIRUBIN (TOTAL)', 'BILIRUBIN TOTAL', 'TOTAL BILIRUBIN'],
      alt: ['S.G.P.T. (ALT)', 'SGPT', 'SGPT (ALT)'],
      ast: ['S.G.O.T. (AST)', 'SGOT', 'SGOT (AST)'],
      alkaline_phosphatase: ['ALKALINE PHOSPHATASE', 'SERUM ALKALINE PHOSPHATASE'],
      albumin: ['SERUM ALBUMIN', 'ALBUMIN'],
      ggt: ['GAMMA G.T.', 'GGT'],
    },
  },
  {
    titles: ['LIPID PROFILE', 'SERUM LIPID PROFILE'],
    tests: {
      total_cholesterol: ['SERUM CHOLESTEROL', 'TOTAL CHOLESTEROL', 'S. CHOLESTEROL'],
      triglycerides: ['SERUM TRIGLYCERIDES', 'TRIGLYCERIDES'],
      hdl_cholesterol: ['H.D.L. CHOLESTEROL', 'HDL CHOLESTEROL (DIRECT)'],
      ldl_cholesterol: ['L.D.L. CHOLESTEROL', 'LDL CHOLESTEROL (CALCULATED)'],
    },
  },
  {
    titles: ['THYROID PROFILE', 'HORMONE ASSAY', 'IMMUNOASSAY'],
    tests: {
      tsh: ['T.S.H.', 'TSH (ULTRASENSITIVE)', 'THYROID STIMULATING HORMONE (TSH)'],
      vitamin_b12: ['VITAMIN B12', 'VIT. B12'],
      vitamin_d_25oh: ['VITAMIN D (25-OH)', '25 HYDROXY VITAMIN D'],
    },
  },
];

/** Counts as these labs print them: per cubic millimetre, platelets in lakhs or in full with Indian digit grouping. */
const COUNT_UNITS: Record<string, readonly CorpusUnit[]> = {
  hemoglobin: [
    { unit: 'gm/dl', low: 13, high: 17, decimals: 1 },
    { unit: 'gm%', low: 13, high: 17, decimals: 1 },
  ],
  wbc_count: [
    { unit: '/cumm', low: 4000, high: 11000, decimals: 0 },
    { unit: 'cells/cumm', low: 4000, high: 11000, decimals: 0 },
    { unit: '/cu.mm', low: 4000, high: 10000, decimals: 0 },
  ],
  rbc_count: [
    { unit: 'mill/cumm', low: 4.5, high: 5.5, decimals: 2 },
    { unit: 'million/cu.mm', low: 4.5, high: 5.5, decimals: 1 },
  ],
  platelet_count: [
    { unit: 'lakhs/cumm', low: 1.5, high: 4.5, decimals: 2 },
    { unit: '/cumm', low: 150000, high: 450000, decimals: 0 },
  ],
  hematocrit: [{ unit: '%', low: 40, high: 50, decimals: 1 }],
  glucose: [
    { unit: 'mg/dl', low: 70, high: 110, decimals: 0 },
    { unit: 'mg%', low: 70, high: 110, decimals: 0 },
  ],
};

/** 250000 → `2,50,000`, 7800 → `7,800`: the lakh grouping Indian reports use for counts. */
export function indianGrouped(value: number, decimals: number): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest ? `${rest},` : ''}${last}${fraction ? `.${fraction}` : ''}`;
}

interface RowStyle {
  colonInName: boolean;
  grouped: boolean;
  rangeBeforeUnit: boolean;
  flag: 'bold' | 'letter' | 'word' | 'star';
  rangeJoin: string;
}

function flagText(result: DrawnResult, style: RowStyle): string {
  if (!result.direction || style.flag === 'bold') return '';
  if (style.flag === 'letter') return result.direction === 'high' ? ' H' : ' L';
  if (style.flag === 'word') return result.direction === 'high' ? ' [High]' : ' [Low]';
  return ' *';
}

const REMARKS = [
  'Note : Kindly correlate clinically. Sample drawn after 10-12 hrs fasting.',
  'Remarks : Values rechecked. Specimen: Fluoride plasma, 2 ml.',
  'Comment : HbA1c 5.7 - 6.4 % indicates increased risk; 6.5 % and above is diagnostic.',
  'Note : Peripheral smear examined; no abnormal cells seen in 100 WBC counted.',
  'Interpretation : LDL below 100 mg/dl is optimal, 130 - 159 mg/dl borderline high.',
];

/**
 * Small Indian pathology labs (practice software printing on letterhead): `NAME : value unit range` rows with the colon
 * in its own column or run into the name, names in capitals (`S.G.P.T. (ALT)`, `BLOOD SUGAR FASTING`), counts with
 * lakh digit grouping (`7,800 /cumm`, `2,50,000`), `gm/dl`, `gm%`, `mg%`, sections in capitals, the unit before or
 * after the range, abnormal values in bold, `H`/`L`, `[High]` or `*`, remarks with numbers, `*** End of Report ***`.
 */
export function colonRowsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, writer } = beginReport(random, [], [0, 0]);
  const style: RowStyle = {
    colonInName: random.chance(0.4),
    grouped: random.chance(0.7),
    rangeBeforeUnit: random.chance(0.3),
    flag: random.pick(['bold', 'letter', 'word', 'star'] as const),
    rangeJoin: random.pick([' - ', '-', ' to ']),
  };
  const [patient, sex] = random.pick([
    ['MR. RAMESH PATIL', 'M'],
    ['MRS. SUNITA DESHMUKH', 'F'],
    ['MR. VIKAS GUPTA', 'M'],
    ['MS. ANJALI VERMA', 'F'],
  ] as const);
  const lab = random.pick(['SHREE SAI PATHOLOGY LAB', 'NEW LIFE DIAGNOSTIC CENTRE', 'ANAND CLINICAL LABORATORY', 'DR. MEHTA PATH LAB']);
  // Many labs print on pre-printed letterhead: the software leaves its height blank instead of printing the lab's name.
  if (random.chance(0.4)) writer.line(random.int(80, 160));
  else {
    writer.text(150, lab, 15, true);
    writer.line(16);
    writer.text(
      120,
      `Shop No. ${random.int(1, 40)}, Station Road, ${random.pick(['Nagpur', 'Indore', 'Lucknow', 'Nashik'])} - 4${random.int(10000, 99999)}`,
      8,
    );
    writer.line(11);
    writer.text(140, `Mob: 98${random.int(10000000, 99999999)}   Timings: 8 AM to 8 PM`, 8);
    writer.line(20);
  }
  const collected = random.pick([
    `${pad(date.day)}/${pad(date.month)}/${date.year}`,
    `${pad(date.day)}-${pad(date.month)}-${date.year}`,
    `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${date.year}`,
    `${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year}`,
    `${pad(date.day)}.${pad(date.month)}.${String(date.year).slice(2)}`,
  ]);
  const patientLines = [
    [`Patient Name : ${patient}`, `Age/Sex : ${random.int(18, 85)} Yrs/${sex}`],
    [`Ref. By : DR. ${random.pick(['S. K. JAIN', 'R. KULKARNI', 'SELF'])}`, `Lab No. : ${random.int(1000, 9999)}`],
    [
      `${random.pick(['Date', 'Sample Collected On', 'Collection Date', 'Sample Date'])} : ${collected}`,
      `Report Date : ${pad(Math.min(date.day + 1, 28))}/${pad(date.month)}/${date.year}`,
    ],
  ];
  for (const [left, right] of patientLines) {
    writer.text(40, left!, 9);
    writer.text(330, right!, 9);
    writer.line(13);
  }
  const x = { name: 40, colon: 240, result: 255, unit: style.rangeBeforeUnit ? 445 : 345, range: style.rangeBeforeUnit ? 345 : 425 };
  const titles = random.pick([
    ['INVESTIGATION', 'RESULT', 'UNITS', 'NORMAL VALUES'],
    ['TEST', 'RESULT', 'UNIT', 'REFERENCE RANGE'],
    ['TEST NAME', 'OBSERVED VALUE', 'UNITS', 'NORMAL RANGE'],
    null,
  ]);
  const rule = () => {
    writer.text(40, '-'.repeat(150), 8);
    writer.line(12);
  };
  const columnHead = () => {
    if (!titles) return;
    rule();
    writer.text(x.name, titles[0]!, 9, true);
    writer.text(x.result, titles[1]!, 9, true);
    writer.text(x.unit, titles[2]!, 9, true);
    writer.text(x.range, titles[3]!, 9, true);
    writer.line(12);
    rule();
  };
  writer.line(4);
  columnHead();
  writer.pageHead = () => {
    writer.text(40, patientLines[0]!.join('    '), 8);
    writer.line(14);
    columnHead();
  };
  const expected: ExpectedCorpusValue[] = [];
  const tests = new Map<string, CorpusTest>(US_TESTS.map((test) => [test.markerKey, test]));
  for (const section of random.sample(SECTIONS, random.int(2, 5))) {
    writer.keep(60);
    writer.line(6);
    writer.text(200, random.pick(section.titles), 10, true);
    writer.line(16);
    const keys = random.sample(Object.keys(section.tests), random.int(2, Object.keys(section.tests).length));
    for (const key of keys) {
      const test = tests.get(key)!;
      const unitChoices = COUNT_UNITS[key];
      const respelled = test.us.unit === 'mg/dL' ? { ...test.us, unit: 'mg/dl' } : test.us;
      const unit = unitChoices ? random.pick(unitChoices) : respelled;
      const name = random.pick(section.tests[key]!);
      const result: DrawnResult = { test, name, unit, ...(unitChoices ? drawnCount(random, unit) : drawValue(random, unit)) };
      const number = (value: number) => (style.grouped && value >= 1000 ? indianGrouped(value, unit.decimals) : formatNumber(value, unit.decimals, false));
      const range =
        unit.low !== null && unit.high !== null
          ? `${number(unit.low)}${style.rangeJoin}${number(unit.high)}`
          : unit.high !== null
            ? random.pick([`< ${number(unit.high)}`, `Upto ${number(unit.high)}`])
            : random.pick([`> ${number(unit.low!)}`, `Above ${number(unit.low!)}`]);
      if (style.colonInName) writer.text(x.name, `${name} :`, 9);
      else {
        writer.text(x.name, name, 9);
        writer.text(x.colon, ':', 9);
      }
      writer.text(x.result, `${number(result.value)}${flagText(result, style)}`, 9, result.direction !== null && style.flag === 'bold');
      writer.text(x.unit, unit.unit, 9);
      writer.text(x.range, range, 9);
      writer.line(15);
      expected.push(expectedOf(result, true));
    }
    if (random.chance(0.35)) {
      writer.text(40, random.pick(REMARKS), 7);
      writer.line(12);
    }
  }
  writer.pageHead = null;
  writer.line(10);
  writer.keep(70);
  writer.text(220, '*** End of Report ***', 9, true);
  writer.line(30);
  writer.text(400, random.pick(['Dr. P. DESHPANDE', 'Dr. N. AGARWAL']), 9, true);
  writer.line(11);
  writer.text(400, `M.D. (Path)   Reg. No. ${random.int(10000, 99999)}`, 8);
  writer.line(11);
  return finishReport(
    writer,
    random,
    { id, family: 'colon_rows', collectedOn: date.iso, expected },
    { dayFirst: true, interpretation: false, footnotes: false },
  );
}

/** A count as `drawValue` draws it; whole counts in the thousands are reported to the nearest hundred, as these labs print them. */
function drawnCount(random: SeededRandom, unit: CorpusUnit): Pick<DrawnResult, 'value' | 'direction'> {
  const drawn = drawValue(random, unit);
  if (unit.decimals !== 0 || drawn.value < 1000) return drawn;
  const value = Math.round(drawn.value / 100) * 100;
  return { value, direction: value > (unit.high ?? Infinity) ? 'high' : value < (unit.low ?? -Infinity) ? 'low' : null };
}
