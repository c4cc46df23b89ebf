import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import {
  beginReport,
  type DrawnResult,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  PATIENTS,
  rangeText,
  unambiguousDate,
  US_TESTS,
  wrapWords,
} from './reportParts.js';
import type { SeededRandom } from './random.js';

/** How the unit is written into the name cell: 'Glucose (mg/dL)', 'Glucose, mg/dL', 'Glucose [mg/dL]', 'Glucose - mg/dL'. */
const UNIT_IN_NAME = [
  (name: string, unit: string) => `${name} (${unit})`,
  (name: string, unit: string) => `${name}, ${unit}`,
  (name: string, unit: string) => `${name} [${unit}]`,
  (name: string, unit: string) => `${name} - ${unit}`,
] as const;

/** How a flag is printed with the value when there is no flag column: '5.9H', 'H 5.9', '5.9 *H', '5.9*'. */
type FlagStyle = 'glued-after' | 'before' | 'star-letter' | 'star' | 'column';

function valueText(printed: string, flag: string, style: FlagStyle): string {
  if (!flag || style === 'column') return printed;
  return { 'glued-after': `${printed}${flag}`, before: `${flag} ${printed}`, 'star-letter': `${printed} *${flag}`, star: `${printed}*` }[style];
}

/**
 * Result tables with no unit column: the unit is written into the name cell ('Glucose (mg/dL)'), the name column may be
 * narrow so names wrap over two or three lines (value beside the first or the last line), and flags are glued to the
 * value ('5.9H', 'L 3.1', '5.9 *H') or stand in their own column. Column positions, titles and name widths vary.
 */
export function unitsInNamesDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [8, 16],
  );
  header(
    writer,
    random.pick(['Laboratory Results', 'Chemistry and Hematology', 'Clinical Laboratory Report', 'Test Report']),
    [
      `Patient: ${random.pick(PATIENTS)}   Sex: ${random.pick(['F', 'M'])}`,
      `${random.pick(['Collected', 'Collection date', 'Drawn'])}: ${unambiguousDate(date, random)}`,
    ],
    random,
  );
  const unitInName = random.pick(UNIT_IN_NAME);
  const flagStyle = random.pick(['glued-after', 'before', 'star-letter', 'star', 'column'] as const);
  const narrow = random.chance(0.5);
  const nameWidth = narrow ? random.int(14, 20) : 60;
  const valueBesideLast = narrow && random.chance(0.4);
  const valueX = narrow ? random.int(150, 175) : random.int(200, 250);
  const flagX = valueX + random.int(50, 60);
  const rangeX = flagX + (flagStyle === 'column' ? random.int(35, 50) : 0) + random.int(10, 40);
  const titles = random.pick([
    ['Test (Units)', 'Result', 'Flag', 'Reference Range'],
    ['Analyte [Unit]', 'Value', 'H/L', 'Ref. Interval'],
    ['Test Name, Units', 'Result', 'Abn', 'Normal Range'],
  ]);
  writer.text(40, titles[0]!, 9, true);
  writer.text(valueX, titles[1]!, 9, true);
  if (flagStyle === 'column') writer.text(flagX, titles[2]!, 9, true);
  writer.text(rangeX, titles[3]!, 9, true);
  writer.line(16);
  const rangeStyle = random.pick(['dash', 'spaced', 'to'] as const);
  const step = random.int(12, 15);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const lines = wrapWords(unitInName(result.name, result.unit.unit), nameWidth);
    writer.keep(step * lines.length + 4);
    const flag = result.direction === null ? '' : result.direction === 'high' ? 'H' : 'L';
    const valueLine = valueBesideLast ? lines.length - 1 : 0;
    lines.forEach((line, index) => {
      writer.text(40, line, 9);
      if (index === valueLine) writeValue(writer, result, flag, flagStyle, { valueX, flagX, rangeX }, rangeStyle);
      if (index < lines.length - 1) writer.line(step - 2);
    });
    writer.line(step);
    expected.push(expectedOf(result, true));
  }
  return finishReport(writer, random, { id, family: 'units_in_names', collectedOn: date.iso, expected });
}

function writeValue(
  writer: PageWriter,
  result: DrawnResult,
  flag: string,
  flagStyle: FlagStyle,
  columns: { valueX: number; flagX: number; rangeX: number },
  rangeStyle: 'dash' | 'spaced' | 'to',
): void {
  const printed = formatNumber(result.value, result.unit.decimals, false);
  writer.text(columns.valueX, valueText(printed, flag, flagStyle), 9, flag !== '');
  if (flagStyle === 'column' && flag) writer.text(columns.flagX, flag, 9, true);
  writer.text(columns.rangeX, rangeText(result.unit, false, rangeStyle), 9);
}
