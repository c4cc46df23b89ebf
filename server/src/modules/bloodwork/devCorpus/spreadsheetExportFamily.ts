import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

type Column = 'name' | 'loinc' | 'value' | 'unit' | 'low' | 'high' | 'flag' | 'status' | 'collected' | 'specimenId';

/** Column orders LIS and EHR exports print: the code beside the name, the unit before or after the limits. */
const ORDERS: ReadonlyArray<readonly Column[]> = [
  ['name', 'loinc', 'value', 'unit', 'low', 'high', 'flag', 'status', 'collected', 'specimenId'],
  ['loinc', 'name', 'value', 'flag', 'unit', 'low', 'high', 'status', 'collected', 'specimenId'],
  ['collected', 'specimenId', 'name', 'loinc', 'value', 'unit', 'low', 'high', 'flag', 'status'],
];

const TITLES: Record<Column, readonly string[]> = {
  name: ['Observation', 'Component', 'Test Description'],
  loinc: ['LOINC', 'LOINC Code', 'Code'],
  value: ['Value', 'Result', 'Obs Value'],
  unit: ['Units', 'UOM', 'Unit'],
  low: ['Ref Low', 'Low', 'Ref Min'],
  high: ['Ref High', 'High', 'Ref Max'],
  flag: ['Abnormal', 'Abn Flag', 'Flag'],
  status: ['Status', 'Result Status'],
  collected: ['Collected', 'Collection Dt/Tm', 'Coll. Date'],
  specimenId: ['Specimen ID', 'Accession', 'Spec #'],
};

// Each column is wider than its widest bold title, so neighbouring titles never overlap.
const WIDTHS: Record<Column, number> = { name: 92, loinc: 56, value: 46, unit: 58, low: 40, high: 40, flag: 44, status: 58, collected: 72, specimenId: 50 };

/**
 * EHR and laboratory-information-system data exports printed as a wide table: one row per observation with its LOINC
 * code, value, units, low and high limits in their own columns (one blank for one-sided ranges), an HL7 abnormal flag
 * (`N`, `H`, `L`, `HH`, `LL`, `A`), a result status, the collection date and time and a specimen identifier on every
 * row, all of them numbers that are not results.
 */
export function spreadsheetExportDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [8, 16]);
  const order = random.pick(ORDERS);
  const titles = Object.fromEntries(order.map((column) => [column, random.pick(TITLES[column])])) as Record<Column, string>;
  // One export names its limits alike: 'Ref Low' beside 'Ref High', never beside 'Max'.
  titles.high = TITLES.high[TITLES.low.indexOf(titles.low)]!;
  const time = `${pad(random.int(6, 11))}:${pad(random.int(0, 59))}`;
  const collected = random.pick([
    `${date.year}-${pad(date.month)}-${pad(date.day)} ${time}`,
    `${pad(date.month)}/${pad(date.day)}/${date.year} ${time.replace(':', '')}`,
    `${date.year}${pad(date.month)}${pad(date.day)}${time.replace(':', '')}`,
  ]);
  const specimenIds = [random.int(10, 99), random.int(10, 99)].map((prefix) => `${random.pick(['W', 'S', 'L'])}${prefix}${random.int(100000, 999999)}`);
  const showNormalFlag = random.chance(0.6);
  const size = random.pick([6.5, 7]);
  header(
    writer,
    random.pick(['Lab Results Export', 'Observation Report (CSV view)', 'Results Data Extract']),
    [
      `Patient: ${random.pick(PATIENTS)}   MRN: ${random.int(1000000, 9999999)}   DOB: ${random.pick(['1961-07-23', '1984-11-02', '1975-02-17'])}`,
      `Exported: ${date.year}-${pad(date.month)}-${pad(Math.min(28, date.day + 1))} ${pad(random.int(12, 18))}:${pad(random.int(0, 59))}   Rows: ${results.length}`,
    ],
    random,
  );
  const positions: number[] = [];
  order.reduce((x, column) => (positions.push(x), x + WIDTHS[column] * (0.97 + random.next() * 0.06)), 30);
  const tableHead = () => {
    order.forEach((column, index) => writer.text(positions[index]!, titles[column], size, true));
    writer.line(12);
  };
  tableHead();
  writer.pageHead = tableHead;
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const { low, high, unit, decimals } = result.unit;
    const far = result.direction !== null && (result.direction === 'high' ? result.value > (high ?? 0) * 1.4 : result.value < (low ?? 0) * 0.7);
    const flag =
      result.direction === null
        ? showNormalFlag
          ? 'N'
          : ''
        : random.chance(0.15)
          ? 'A'
          : `${result.direction === 'high' ? 'H' : 'L'}${far ? result.direction[0]!.toUpperCase() : ''}`;
    const cells: Record<Column, string> = {
      name: result.name,
      loinc: `${random.int(1000, 99999)}-${random.int(0, 9)}`,
      value: formatNumber(result.value, decimals, false),
      unit,
      low: low === null ? '' : formatNumber(low, decimals, false),
      high: high === null ? '' : formatNumber(high, decimals, false),
      flag,
      status: random.chance(0.12) ? 'Corrected' : 'Final',
      collected,
      specimenId: random.pick(specimenIds),
    };
    order.forEach((column, index) => writer.text(positions[index]!, cells[column], size));
    writer.line(11);
    expected.push(expectedOf(result, true));
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'spreadsheet_export', collectedOn: date.iso, expected }, { interpretation: false });
}
