import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, round, unambiguousDate } from './reportParts.js';

/** The white cell types of a differential, their printed names and a lab's percent and absolute ranges. */
const CELL_TYPES = [
  { key: 'neutrophils', names: ['Neutrophils', 'Neutrophil', 'NEUT', 'Segmented Neutrophils'], percent: [40, 75], count: [2.0, 7.5], share: [0.45, 0.7] },
  { key: 'lymphocytes', names: ['Lymphocytes', 'LYMPH', 'Lymphocyte'], percent: [20, 45], count: [1.0, 4.0], share: [0.2, 0.4] },
  { key: 'monocytes', names: ['Monocytes', 'MONO', 'Monocyte'], percent: [2, 10], count: [0.2, 1.0], share: [0.03, 0.1] },
  { key: 'eosinophils', names: ['Eosinophils', 'EOS', 'Eosinophil'], percent: [1, 6], count: [0.02, 0.5], share: [0.01, 0.05] },
  { key: 'basophils', names: ['Basophils', 'BASO', 'Basophil'], percent: [0, 2], count: [0.0, 0.1], share: [0.002, 0.015] },
] as const;

const COUNT_UNITS = ['10^9/L', 'x10^9/L', 'x10E3/uL', 'K/uL', '10^3/µL'] as const;

type Style = 'columns' | 'slash';

/**
 * CBC reports that print each white cell type's percentage and absolute count on one row: either two value columns
 * (`%` | `#`, or Relative | Absolute) with two range columns, or one cell `62.1 % / 4.10` with its ranges as `40 - 75 / 2.0 - 7.5`.
 * Both numbers are results (two markers). The rest of the blood count, and sometimes a chemistry panel, is printed as an ordinary table.
 */
export function differentialPairsDocument(random: SeededRandom, id: string): CorpusDocument {
  const blood = US_TESTS.filter((test) => !test.specimen && test.markerKey !== 'wbc_count');
  const { date, results, writer } = beginReport(random, blood, [3, 7]);
  const style: Style = random.pick(['columns', 'slash'] as const);
  const countUnit = random.pick(COUNT_UNITS);
  const wbc = round(4 + random.next() * 7, 1);
  header(
    writer,
    random.pick(['Complete Blood Count with Differential', 'Haematology Report', 'CBC & Differential']),
    [`Patient: ${random.pick(PATIENTS)}`, `Collected: ${unambiguousDate(date, random)}`],
    random,
    true,
  );
  const columns =
    style === 'columns'
      ? { name: 40, percent: 190, percentUnit: 228, count: 275, countUnit: 310, percentRange: 380, countRange: 460 }
      : { name: 40, percent: 190, percentUnit: 0, count: 0, countUnit: 0, percentRange: 330, countRange: 0 };
  const titles = random.pick([
    ['Relative', 'Absolute'],
    ['%', '#'],
    ['Result %', 'Abs. Count'],
  ] as const);
  const expected: ExpectedCorpusValue[] = [];
  const tableHead = () => {
    writer.text(columns.name, 'Test', 8, true);
    if (style === 'columns') {
      writer.text(columns.percent, titles[0], 8, true);
      writer.text(columns.count, titles[1], 8, true);
      writer.text(columns.percentRange, `Ref. ${titles[0]}`, 8, true);
      writer.text(columns.countRange, `Ref. ${titles[1]}`, 8, true);
    } else {
      writer.text(columns.percent, 'Result', 8, true);
      writer.text(columns.percentRange, 'Reference Range', 8, true);
      writer.text(480, 'Units', 8, true);
    }
    writer.line(14);
  };
  tableHead();
  writer.pageHead = tableHead;
  const f = (n: number, decimals: number) => formatNumber(n, decimals, false);
  // The white count first, then the differential, then the rest of the panel as ordinary rows.
  writer.text(columns.name, 'WBC', 9);
  writer.text(columns.percent, f(wbc, 1), 9);
  writer.text(style === 'columns' ? columns.percentUnit : 480, countUnit, 8);
  writer.text(columns.percentRange, '4.0 - 11.0', 8);
  writer.line(13);
  expected.push({ name: 'WBC', value: wbc, unit: countUnit, refLow: 4.0, refHigh: 11.0, markerKey: 'wbc_count' });
  const shares = CELL_TYPES.map((cell) => cell.share[0] + random.next() * (cell.share[1] - cell.share[0]));
  const total = shares.reduce((sum, share) => sum + share, 0);
  CELL_TYPES.forEach((cell, index) => {
    const percent = Math.max(0.1, round((shares[index]! / total) * 100, 1));
    const count = Math.max(0.01, round((wbc * percent) / 100, 2));
    const name = random.pick(cell.names);
    const percentRange = `${cell.percent[0]} - ${cell.percent[1]}`;
    const countRange = `${f(cell.count[0], 2)} - ${f(cell.count[1], 2)}`;
    writer.text(columns.name, name, 9);
    if (style === 'columns') {
      writer.text(columns.percent, f(percent, 1), 9);
      writer.text(columns.percentUnit, '%', 8);
      writer.text(columns.count, f(count, 2), 9);
      writer.text(columns.countUnit, countUnit, 8);
      writer.text(columns.percentRange, percentRange, 8);
      writer.text(columns.countRange, countRange, 8);
    } else {
      writer.text(columns.percent, `${f(percent, 1)} % / ${f(count, 2)}`, 9);
      writer.text(columns.percentRange, `${percentRange} / ${countRange}`, 8);
      writer.text(480, `% / ${countUnit}`, 8);
    }
    writer.line(13);
    expected.push({ name, value: percent, unit: '%', refLow: cell.percent[0], refHigh: cell.percent[1], markerKey: `${cell.key}_percent` });
    expected.push({ name, value: count, unit: countUnit, refLow: cell.count[0], refHigh: cell.count[1], markerKey: `${cell.key}_absolute` });
  });
  for (const result of results) {
    const { low, high, unit, decimals } = result.unit;
    const range =
      low !== null && high !== null ? `${f(low, decimals)} - ${f(high, decimals)}` : high !== null ? `<${f(high, decimals)}` : `>${f(low!, decimals)}`;
    writer.text(columns.name, result.name, 9);
    writer.text(columns.percent, f(result.value, decimals), 9);
    writer.text(style === 'columns' ? columns.percentUnit : 480, unit, 8);
    writer.text(columns.percentRange, range, 8);
    writer.line(13);
    expected.push(expectedOf(result, true));
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'differential_pairs', collectedOn: date.iso, expected });
}
