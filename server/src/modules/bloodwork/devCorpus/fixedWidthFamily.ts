import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { beginReport, type DrawnDate, type DrawnResult, expectedOf, finishReport, formatNumber, pad, PATIENTS, rangeText, US_TESTS } from './reportParts.js';
import type { SeededRandom } from './random.js';

/** Test mnemonics as hospital information systems print them; tests without one are printed by name in capitals. */
const MNEMONICS: Readonly<Record<string, readonly string[]>> = {
  glucose: ['GLU', 'GLUC'],
  total_cholesterol: ['CHOL'],
  triglycerides: ['TRIG'],
  creatinine: ['CREAT', 'CREA'],
  sodium: ['NA'],
  potassium: ['K'],
  calcium: ['CA'],
  alkaline_phosphatase: ['ALKP', 'ALP'],
  bilirubin_total: ['TBIL'],
  albumin: ['ALB'],
  hemoglobin: ['HGB'],
  hematocrit: ['HCT'],
  platelet_count: ['PLT'],
  hba1c: ['HBA1C', 'A1C'],
};

const HOSPITALS = ['MERCY GENERAL HOSPITAL', 'ST. LUKE MEDICAL CENTER', 'RIVERSIDE REGIONAL', 'COUNTY HOSPITAL LAB'];
const SECTIONS = ['CHEMISTRY', 'GENERAL LABORATORY', 'ROUTINE LAB'];
const COMMENTS = ['SPECIMEN SLIGHTLY HEMOLYZED', 'FASTING STATUS: 12 HRS', 'REPEATED AND VERIFIED 2X', 'CALLED TO RN 4W AT 0815'];

const usDigits = (date: DrawnDate) => `${pad(date.month)}/${pad(date.day)}/${date.year}`;

interface FixedColumns {
  name: number;
  result: number;
  flag: number;
  units: number;
}

/**
 * A report printed from a hospital information system as fixed-width text: everything in Courier, columns aligned by
 * spaces, test mnemonics ('GLU', 'CREAT', 'HGB') or names in capitals, values right-aligned in their column, H/L in a
 * fixed flag column, '----' rules, a page header (hospital, patient, MRN, DOB, collected and received times) repeated on
 * every page, and comment lines with numbers under some results.
 */
export function fixedWidthDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [10, 22],
  );
  const columns: FixedColumns = { name: random.int(12, 18), result: random.int(9, 12), flag: random.int(5, 7), units: random.int(11, 14) };
  const size = random.pick([8, 8.5, 9]);
  const rule = '-'.repeat(random.int(70, 80));
  const hospital = random.pick(HOSPITALS);
  const patient = random.pick(PATIENTS).toUpperCase();
  const dob = `${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1940, 1995)}`;
  const collected = `${usDigits(date)} ${pad(random.int(6, 11))}:${pad(random.int(0, 59))}`;
  let pageNumber = 0;
  const writeHead = () => {
    pageNumber += 1;
    writer.paddedRow(
      40,
      [
        [hospital, 34],
        ['LABORATORY REPORT', 26],
        [`PAGE ${pageNumber}`, 8],
      ],
      size,
      true,
    );
    writer.line(size + 4);
    writer.paddedRow(
      40,
      [
        [`PT: ${patient}`, 28],
        [`MRN: ${random.int(100000, 999999)}`, 16],
        [`DOB: ${dob}`, 18],
        [`SEX: ${random.pick(['F', 'M'])}`, 8],
      ],
      size,
    );
    writer.line(size + 4);
    writer.paddedRow(
      40,
      [
        [`COLL: ${collected}`, 24],
        [`RECD: ${usDigits(date)} ${pad(random.int(12, 16))}:${pad(random.int(0, 59))}`, 24],
        [`ACC: C${random.int(1000000, 9999999)}`, 14],
      ],
      size,
    );
    writer.line(size + 4);
    writer.paddedRow(40, [[rule, rule.length]], size);
    writer.line(size + 4);
    writer.paddedRow(
      40,
      [
        ['TEST', columns.name],
        ['RESULT'.padStart(columns.result - 2), columns.result],
        ['FLAG', columns.flag],
        ['UNITS', columns.units],
        ['REF RANGE', 12],
      ],
      size,
      true,
    );
    writer.line(size + 4);
    writer.paddedRow(40, [[rule, rule.length]], size);
    writer.line(size + 6);
  };
  writeHead();
  writer.pageHead = writeHead;
  writer.paddedRow(40, [[random.pick(SECTIONS), 20]], size, true);
  writer.line(size + 6);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const name = printedName(random, result);
    writeResultRow(writer, result, name, columns, size);
    writer.line(size + random.int(3, 6));
    if (random.chance(0.15)) {
      writer.paddedRow(
        40,
        [
          ['', 4],
          [`COMMENT: ${random.pick(COMMENTS)}`, 40],
        ],
        size,
      );
      writer.line(size + 4);
    }
    expected.push(expectedOf(result, true, name));
  }
  writer.paddedRow(40, [[rule, rule.length]], size);
  writer.line(size + 4);
  writer.paddedRow(40, [['*** END OF REPORT ***', 24]], size);
  writer.line(size + 8);
  return finishReport(writer, random, { id, family: 'fixed_width', collectedOn: date.iso, expected }, { interpretation: false });
}

function printedName(random: SeededRandom, result: DrawnResult): string {
  const mnemonics = MNEMONICS[result.test.markerKey];
  if (mnemonics && random.chance(0.8)) return random.pick(mnemonics);
  return result.name.toUpperCase();
}

function writeResultRow(writer: PageWriter, result: DrawnResult, name: string, columns: FixedColumns, size: number): void {
  const value = `${result.qualifier ?? ''}${formatNumber(result.value, result.unit.decimals, false)}`;
  const flag = result.direction === null ? '' : result.direction === 'high' ? 'H' : 'L';
  writer.paddedRow(
    40,
    [
      [name, columns.name],
      [value.padStart(columns.result - 2), columns.result],
      [flag, columns.flag],
      [result.unit.unit, columns.units],
      [rangeText(result.unit, false, 'dash'), 12],
    ],
    size,
  );
}
