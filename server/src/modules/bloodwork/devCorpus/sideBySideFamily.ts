import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { beginReport, type DrawnResult, expectedOf, finishReport, formatNumber, pad, PATIENTS, rangeText, unambiguousDate, US_TESTS } from './reportParts.js';
import type { SeededRandom } from './random.js';

/** Results without a number, with a worded range: never values, and never the value of the row beside them. */
const QUALITATIVE_ROWS: readonly (readonly [string, string, string])[] = [
  ['HBsAg', 'Non-reactive', 'Non-reactive'],
  ['Anti-HCV', 'Non Reactive', 'Non Reactive'],
  ['HIV 1 & 2 Antibody', 'Non-reactive', 'Non-reactive'],
  ['VDRL', 'Negative', 'Negative'],
  ['Malaria Antigen', 'Not detected', 'Not detected'],
  ['Blood Group', 'B Positive', ''],
  ['Dengue NS1 Antigen', 'Negative', 'Negative'],
  ['Sickling Test', 'Absent', 'Absent'],
];

const SECTION_PAIRS = [
  ['CHEMISTRY', 'HEMATOLOGY'],
  ['Biochemistry', 'Haematology'],
  ['Lipid Profile', 'Liver Function'],
  ['SERUM CHEMISTRY', 'ENDOCRINOLOGY'],
] as const;

/** Left edges of name, result, unit and range for the left table; the right table is the same, shifted. */
const COLUMNS = [40, 145, 180, 242] as const;
const RIGHT_SHIFT = 270;

type Row = { kind: 'result'; result: DrawnResult; flag: string; seeNote: boolean } | { kind: 'qualitative'; cells: readonly [string, string, string] };

function drawRows(random: SeededRandom, results: readonly DrawnResult[]): Row[] {
  const rows: Row[] = [];
  for (const result of results) {
    if (random.chance(0.25)) rows.push({ kind: 'qualitative', cells: random.pick(QUALITATIVE_ROWS) });
    const flag = result.direction === null ? '' : result.direction === 'high' ? 'H' : 'L';
    rows.push({ kind: 'result', result, flag, seeNote: random.chance(0.1) });
  }
  return rows;
}

function writeRow(writer: PageWriter, row: Row | undefined, shift: number, flagGlued: boolean): void {
  if (!row) return;
  const [name, value, unit, range] = COLUMNS.map((x) => x + shift);
  if (row.kind === 'qualitative') {
    writer.text(name!, row.cells[0], 8);
    writer.text(value!, row.cells[1], 8);
    if (row.cells[2]) writer.text(range!, row.cells[2], 8);
    return;
  }
  const { result } = row;
  const printed = formatNumber(result.value, result.unit.decimals, false);
  writer.text(name!, result.name, 8);
  writer.text(value!, flagGlued && row.flag ? `${printed} ${row.flag}` : printed, 8, row.flag !== '');
  writer.text(unit!, result.unit.unit, 8);
  writer.text(range!, row.seeNote ? seeNoteText(result) : rangeText(result.unit, false, 'dash'), 8);
}

/** A range the lab explains in a note instead of printing it. */
function seeNoteText(result: DrawnResult): string {
  return result.name.length % 2 === 0 ? 'See note' : 'See comment';
}

/**
 * Two result tables side by side on one page (a common use of A4 width by hospital and European lab software), with
 * qualitative results (worded result and range) between numeric ones, ranges left to a note, flags glued to the value
 * or only in bold, and a running head on every page: patient, a numeric date of birth, accession number and barcode text.
 */
export function sideBySideDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [10, 20],
  );
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  const accession = `${random.pick(['A', 'LN', 'SID', ''])}${digits(8)}`;
  const dateOfBirth = `${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1945, 2000)}`;
  const patient = random.pick(PATIENTS);
  const collected = unambiguousDate(date, random);
  const runningHead = () => {
    writer.text(40, `${patient}   DOB: ${dateOfBirth}   Accession: ${accession}`, 8);
    writer.text(440, `*${accession}*`, 10);
    writer.line(12);
    writer.text(40, `${random.pick(['Collected', 'Collection Date', 'Sample Date'])}: ${collected}   Lab No: ${digits(2)}`, 8);
    writer.line(20);
  };
  writer.text(40, random.pick(['Laboratory Report', 'Test Report', 'Department of Laboratory Medicine']), 13, true);
  writer.line(20);
  runningHead();
  writer.pageHead = runningHead;
  const sections = random.pick(SECTION_PAIRS);
  const half = Math.ceil(results.length / 2);
  const [left, right] = [drawRows(random, results.slice(0, half)), drawRows(random, results.slice(half))];
  sections.forEach((section, index) => writer.text(40 + index * RIGHT_SHIFT, section, 9, true));
  writer.line(14);
  const titles = random.pick([
    ['Test', 'Result', 'Units', 'Reference'],
    ['Investigation', 'Value', 'Unit', 'Ref. Range'],
    ['Parameter', 'Result', 'Unit', 'Normal Range'],
  ]);
  for (const shift of [0, RIGHT_SHIFT]) COLUMNS.forEach((x, index) => writer.text(x + shift, titles[index]!, 8, true));
  writer.line(14);
  const flagGlued = random.chance(0.5);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    writeRow(writer, left[index], 0, flagGlued);
    writeRow(writer, right[index], RIGHT_SHIFT, flagGlued);
    writer.line(random.int(12, 14));
  }
  writer.pageHead = null;
  const expected: ExpectedCorpusValue[] = [...left, ...right].flatMap((row) => (row.kind === 'result' ? [expectedOf(row.result, !row.seeNote)] : []));
  return finishReport(writer, random, { id, family: 'side_by_side', collectedOn: date.iso, expected });
}
