import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { beginReport, type DrawnDate, type DrawnResult, drawValue, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

/** The abbreviation and the long English name hospital laboratory systems in China print for each test. */
const ITEMS: Record<string, { codes: readonly string[]; names: readonly string[] }> = {
  glucose: { codes: ['GLU'], names: ['Glucose', 'Fasting plasma glucose'] },
  total_cholesterol: { codes: ['TC', 'CHOL'], names: ['Total cholesterol'] },
  hdl_cholesterol: { codes: ['HDL-C'], names: ['High density lipoprotein cholesterol', 'HDL cholesterol'] },
  ldl_cholesterol: { codes: ['LDL-C'], names: ['Low density lipoprotein cholesterol', 'LDL cholesterol'] },
  triglycerides: { codes: ['TG'], names: ['Triglyceride', 'Triglycerides'] },
  creatinine: { codes: ['CREA', 'Cr'], names: ['Creatinine'] },
  urea: { codes: ['UREA'], names: ['Urea'] },
  uric_acid: { codes: ['UA'], names: ['Uric acid'] },
  sodium: { codes: ['Na'], names: ['Sodium'] },
  potassium: { codes: ['K'], names: ['Potassium'] },
  calcium: { codes: ['Ca'], names: ['Calcium'] },
  alt: { codes: ['ALT'], names: ['Alanine aminotransferase'] },
  ast: { codes: ['AST'], names: ['Aspartate aminotransferase'] },
  ggt: { codes: ['GGT', 'r-GT'], names: ['Gamma-glutamyl transferase', 'Gamma glutamyltransferase'] },
  alkaline_phosphatase: { codes: ['ALP'], names: ['Alkaline phosphatase'] },
  bilirubin_total: { codes: ['TBIL', 'T-BIL'], names: ['Total bilirubin'] },
  albumin: { codes: ['ALB'], names: ['Albumin'] },
  hemoglobin: { codes: ['HGB', 'Hb'], names: ['Hemoglobin'] },
  hematocrit: { codes: ['HCT'], names: ['Hematocrit'] },
  wbc_count: { codes: ['WBC'], names: ['White blood cell count', 'Leukocyte count'] },
  rbc_count: { codes: ['RBC'], names: ['Red blood cell count', 'Erythrocyte count'] },
  platelet_count: { codes: ['PLT'], names: ['Platelet count'] },
  mcv: { codes: ['MCV'], names: ['Mean corpuscular volume'] },
  tsh: { codes: ['TSH'], names: ['Thyroid stimulating hormone'] },
  free_t4: { codes: ['FT4'], names: ['Free thyroxine'] },
  ferritin: { codes: ['FER', 'SF'], names: ['Ferritin', 'Serum ferritin'] },
  iron: { codes: ['Fe'], names: ['Serum iron', 'Iron'] },
  vitamin_d_25oh: { codes: ['25-OH-VD', '25OHD'], names: ['25-hydroxyvitamin D'] },
  vitamin_b12: { codes: ['VB12'], names: ['Vitamin B12'] },
  hba1c: { codes: ['HbA1c'], names: ['Glycated hemoglobin', 'Glycosylated hemoglobin A1c'] },
  crp: { codes: ['CRP', 'hs-CRP'], names: ['C-reactive protein'] },
  egfr: { codes: ['eGFR'], names: ['Estimated glomerular filtration rate'] },
};

/** SI units as these systems spell them (`10^9/L` for Giga/L). */
const UNIT_SPELLING: Record<string, string> = {
  'Giga/L': '10^9/L',
  'G/L': '10^9/L',
  '10*9/L': '10^9/L',
  'G/l': '10^9/L',
  'Tera/L': '10^12/L',
  'T/L': '10^12/L',
};

const LIS_TESTS = CORPUS_TESTS.filter((test) => !test.specimen && ITEMS[test.markerKey]);

const PATIENT_NAMES = ['Li Wei', 'Zhang Min', 'Wang Fang', 'Liu Yang', 'Chen Jing', 'Huang Lei', 'Zhao Li', 'Wu Qiang'];

/** SI units throughout, but HbA1c in % (NGSP), as most of these laboratories report it. */
function asPrinted(result: DrawnResult, random: SeededRandom): DrawnResult {
  if (result.test.markerKey === 'hba1c') return { ...result, unit: result.test.us, ...drawValue(random, result.test.us) };
  const spelled = UNIT_SPELLING[result.unit.unit];
  return spelled ? { ...result, unit: { ...result.unit, unit: spelled } } : result;
}

interface Row {
  result: DrawnResult;
  code: string;
  name: string;
}

interface Layout {
  size: number;
  halves: boolean;
  codeColumn: boolean;
  nameStyle: 'long' | 'longWithCode' | 'short';
  flag: 'arrow' | 'letter';
  rangeJoiner: string;
  lineHeight: number;
}

function rangeOf(result: DrawnResult, joiner: string): string {
  const { low, high, decimals } = result.unit;
  const f = (n: number) => formatNumber(n, decimals, false);
  if (low !== null && high !== null) return `${f(low)}${joiner}${f(high)}`;
  if (high !== null) return `<${f(high)}`;
  return `>${f(low!)}`;
}

function itemText(row: Row, layout: Layout): string {
  if (layout.nameStyle === 'short') return row.result.name;
  return layout.nameStyle === 'longWithCode' && !layout.codeColumn ? `${row.name}(${row.code})` : row.name;
}

/** Column offsets of a full-width table and of one half of a page split in two (too narrow for a code column). */
const FULL = { number: 0, code: 24, itemAfterCode: 80, result: 270, flag: 318, unit: 334, range: 410 };
const HALF = { number: 0, code: 13, itemAfterCode: 13, result: 120, flag: 142, unit: 150, range: 206 };

/** One table: No. | Code | Item | Result | flag | Unit | Reference interval, its left edge at `left`. */
function drawTable(writer: PageWriter, rows: Row[], first: number, left: number, layout: Layout, top: number): number {
  const offsets = layout.halves ? HALF : FULL;
  const x = {
    number: left + offsets.number,
    code: left + offsets.code,
    item: left + (layout.codeColumn ? offsets.itemAfterCode : offsets.code),
    result: left + offsets.result,
    flag: left + offsets.flag,
    unit: left + offsets.unit,
    range: left + offsets.range,
  };
  const { size } = layout;
  writer.y = top;
  writer.text(x.number, 'No.', size, true);
  if (layout.codeColumn) writer.text(x.code, 'Code', size, true);
  writer.text(x.item, 'Item', size, true);
  writer.text(x.result, 'Result', size, true);
  writer.text(x.unit, 'Unit', size, true);
  writer.text(x.range, layout.halves ? 'Ref.' : 'Reference interval', size, true);
  writer.y += layout.lineHeight + 2;
  rows.forEach((row, index) => {
    const { result } = row;
    writer.text(x.number, String(first + index), size);
    if (layout.codeColumn) writer.text(x.code, row.code, size);
    writer.text(x.item, itemText(row, layout), size);
    writer.text(x.result, formatNumber(result.value, result.unit.decimals, false), size);
    if (result.direction) {
      if (layout.flag === 'arrow') writer.styled(x.flag, result.direction === 'high' ? '↑' : '↓', size, { symbol: true });
      else writer.text(x.flag, result.direction === 'high' ? 'H' : 'L', size);
    }
    writer.text(x.unit, result.unit.unit, size);
    writer.text(x.range, rangeOf(result, layout.rangeJoiner), size);
    writer.y += layout.lineHeight;
  });
  return writer.y;
}

const isoTime = (date: DrawnDate, hour: number, minute: number) => `${date.year}-${pad(date.month)}-${pad(date.day)} ${pad(hour)}:${pad(minute)}`;

/**
 * Hospital laboratory information systems in mainland China and Taiwan printing in English: a numbered table
 * (No. | Code | Item | Result | ↑/↓ or H/L | Unit | Reference interval), test abbreviations (`GLU`, `TBIL`, `CREA`,
 * `HDL-C`) in a column of their own or after a long English name (`Alanine aminotransferase(ALT)`), ranges written
 * `3.9--6.1` or `3.90~6.10`, SI units (`10^9/L`, `10^12/L`, `µmol/L`) and HbA1c in %, short reports split into two
 * halves side by side with the numbering running on, the patient grid (Sex, Age, Dept, Bed No., Sample No.,
 * Specimen, Clinical diagnosis) at the top and the collection, receipt and report times at the foot (`2025-03-14 08:12`).
 */
export function numberedItemsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results: drawn, writer } = beginReport(random, LIS_TESTS, [8, 24], { system: 'si' });
  const results = drawn.map((result) => asPrinted(result, random));
  const halves = results.length <= 18 && random.chance(0.45);
  const layout: Layout = {
    size: halves ? random.pick([6.5, 7]) : random.pick([7.5, 8, 8.5]),
    halves,
    codeColumn: !halves && random.chance(0.5),
    nameStyle: halves ? 'short' : random.pick(['long', 'longWithCode', 'short'] as const),
    flag: random.pick(['arrow', 'letter'] as const),
    rangeJoiner: random.pick(['--', '~', '-', ' - ']),
    lineHeight: random.int(12, 16),
  };
  const rows: Row[] = results.map((result) => {
    const item = ITEMS[result.test.markerKey]!;
    return { result, code: random.pick(item.codes), name: random.pick(item.names) };
  });
  const collected = { hour: random.int(6, 9), minute: random.int(0, 59) };
  const times = [
    `Collected: ${isoTime(date, collected.hour, collected.minute)}`,
    `Received: ${isoTime(date, collected.hour + 1, random.int(0, 59))}`,
    `Reported: ${isoTime(date, collected.hour + random.int(3, 6), random.int(0, 59))}`,
  ];
  const timesAtTop = random.chance(0.3);
  header(
    writer,
    `${random.pick(['The First Affiliated Hospital', "Municipal People's Hospital", 'Provincial Hospital', 'University Hospital'])} - Clinical Laboratory Report`,
    [
      `Name: ${random.pick(PATIENT_NAMES)}   Sex: ${random.pick(['Male', 'Female'])}   Age: ${random.int(18, 85)} Y   Patient ID: ${random.int(10000000, 99999999)}`,
      `Dept: ${random.pick(['Endocrinology', 'Cardiology', 'Health Examination Center', 'Nephrology', 'Outpatient'])}   Bed No.: ${random.pick(['--', String(random.int(1, 60))])}   Sample No.: ${pad(random.int(1, 9))}${random.int(10, 99)}`,
      `Specimen: ${random.pick(['Serum', 'Whole blood', 'Serum / EDTA blood'])}   Clinical diagnosis: ${random.pick(['Type 2 diabetes', 'Hypertension', 'Physical examination', 'Chronic kidney disease stage 3'])}`,
      ...(timesAtTop ? [times.join('   ')] : []),
    ],
    random,
    false,
  );
  const top = writer.y;
  if (halves) {
    const split = Math.ceil(rows.length / 2);
    const leftEnd = drawTable(writer, rows.slice(0, split), 1, 40, layout, top);
    const rightEnd = drawTable(writer, rows.slice(split), split + 1, 296, layout, top);
    writer.y = Math.max(leftEnd, rightEnd);
  } else {
    // A long table is laid out page by page, its header repeated at the top of each.
    const perPage = Math.max(8, Math.floor((780 - top) / layout.lineHeight) - 2);
    for (let start = 0; start < rows.length; start += perPage) {
      if (start > 0) writer.newPage();
      writer.y = drawTable(writer, rows.slice(start, start + perPage), start + 1, 40, layout, start > 0 ? 60 : top);
    }
  }
  writer.line(10);
  if (!timesAtTop) {
    writer.text(40, times.join('   '), 7.5);
    writer.line(12);
  }
  writer.text(
    40,
    `Tested by: ${random.pick(['Zhang', 'Liu', 'Chen'])}   Verified by: ${random.pick(['Wang', 'Zhou', 'Sun'])}   Instrument: ${random.pick(['Cobas 8000', 'AU5800', 'BS-2000M', 'XN-1000'])}`,
    7.5,
  );
  writer.line(12);
  writer.text(
    40,
    random.pick([
      'This report is only responsible for the specimen tested.',
      'Results relate only to the sample received. Please contact the laboratory within 7 days with any query.',
    ]),
    7,
  );
  writer.line(12);
  const expected: ExpectedCorpusValue[] = rows.map((row) => expectedOf(row.result, true, itemText(row, layout)));
  return finishReport(writer, random, { id, family: 'numbered_items', collectedOn: date.iso, expected }, { interpretation: false });
}
