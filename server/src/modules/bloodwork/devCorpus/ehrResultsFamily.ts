import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  PATIENTS,
  US_TESTS,
  beginReport,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
} from './reportParts.js';

const PANELS: ReadonlyArray<{ title: string; keys: readonly string[] }> = [
  { title: 'CBC WITH DIFFERENTIAL', keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'] },
  { title: 'LIPID PANEL', keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'] },
  { title: 'THYROID STIMULATING HORMONE W/ REFLEX FT4', keys: ['tsh', 'free_t4'] },
  { title: 'HEMOGLOBIN A1C', keys: ['hba1c'] },
];
const CHEMISTRY = 'COMPREHENSIVE METABOLIC PANEL';

/** `(H)`, `(L)` or `!` glued to the value, as EHR results-review printouts mark results outside the range. */
function flaggedValue(text: string, direction: 'high' | 'low' | null, style: 'letters' | 'bang'): string {
  if (direction === null) return text;
  if (style === 'bang') return `${text} !`;
  return `${text} (${direction === 'high' ? 'H' : 'L'})`;
}

function rangeAndUnit(result: DrawnResult): string {
  const { low, high, unit, decimals } = result.unit;
  const f = (n: number) => formatNumber(n, decimals, false);
  const range = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `<${f(high)}` : `>=${f(low!)}`;
  return unit ? `${range} ${unit}` : range;
}

function shortDate(date: DrawnDate): string {
  return `${date.month}/${date.day}/${String(date.year).slice(2)}`;
}

/** A date some weeks or months before `date`. */
function earlierDate(date: DrawnDate, random: SeededRandom, monthsBack: number): DrawnDate {
  const months = date.year * 12 + date.month - 1 - monthsBack;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const day = random.int(1, 28);
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

/**
 * EHR "results review" printouts: Component | Latest Ref Rng & Units | one column per collection date, the newest
 * first (or last), the collection time under each date, flags glued to the value (`142 (H)`, `5.9 !`), older columns
 * as decoys and tests missing on some dates, panel rows (`CBC WITH DIFFERENTIAL`) with no value. The newest date is the draft.
 */
export function ehrResultsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [8, 16]);
  const patient = random.pick(PATIENTS);
  header(
    writer,
    random.pick(['Results Review', 'Lab Results', 'Component Results']),
    [
      `${patient}   MRN: ${random.int(10000000, 99999999)}   DOB: ${random.int(1, 12)}/${random.int(1, 28)}/${random.int(1940, 2000)}`,
      `Encounter provider: ${random.pick(['A. Patel, MD', 'R. Chen, DO', 'L. Novak, NP'])}`,
    ],
    random,
    true,
  );
  const older = [earlierDate(date, random, random.int(2, 5)), earlierDate(date, random, random.int(8, 14))].slice(0, random.int(1, 2));
  const newestFirst = random.chance(0.7);
  const dates = newestFirst ? [date, ...older] : [...older].reverse().concat(date);
  const flagStyle = random.pick(['letters', 'bang'] as const);
  const x = { name: 40, range: 190, first: 310, step: 80 };
  const writeColumns = () => {
    writer.text(x.name, 'Component', 8, true);
    writer.text(x.range, random.chance(0.5) ? 'Latest Ref Rng & Units' : 'Ref Range & Units', 8, true);
    dates.forEach((drawn, index) => writer.text(x.first + index * x.step, shortDate(drawn), 8, true));
    writer.line(10);
    dates.forEach((_, index) => writer.text(x.first + index * x.step, `${pad(random.int(6, 16))}${pad(random.int(0, 59))}`, 7));
    writer.line(13);
  };
  writer.pageHead = () => {
    writer.text(40, `${patient}   (continued)`, 8);
    writer.line(16);
    writeColumns();
  };
  writeColumns();
  const expected: ExpectedCorpusValue[] = [];
  const writePanel = (title: string, rows: readonly DrawnResult[]) => {
    if (rows.length === 0) return;
    writer.keep(40);
    writer.text(x.name, title, 9, true);
    writer.line(13);
    for (const result of rows) {
      const doneNewest = random.chance(0.9);
      writer.text(x.name + 8, result.name, 9);
      writer.text(x.range, rangeAndUnit(result), 8);
      dates.forEach((drawn, index) => {
        const column = x.first + index * x.step;
        if (drawn === date) {
          if (!doneNewest) return;
          const text = flaggedValue(formatNumber(result.value, result.unit.decimals, false), result.direction, flagStyle);
          writer.text(column, text, 9, result.direction !== null);
          return;
        }
        if (random.chance(0.2)) return;
        const earlier = drawValue(random, result.unit);
        writer.text(column, flaggedValue(formatNumber(earlier.value, result.unit.decimals, false), earlier.direction, flagStyle), 9);
      });
      writer.line(13);
      if (doneNewest) expected.push(expectedOf(result, true));
    }
    writer.line(5);
  };
  const paneled = new Set(PANELS.flatMap((panel) => panel.keys));
  writePanel(
    CHEMISTRY,
    results.filter((result) => !paneled.has(result.test.markerKey) && !result.test.specimen),
  );
  for (const panel of PANELS)
    writePanel(
      panel.title,
      results.filter((result) => panel.keys.includes(result.test.markerKey)),
    );
  writePanel(
    'URINALYSIS',
    results.filter((result) => result.test.specimen === 'urine'),
  );
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'ehr_results', collectedOn: date.iso, expected });
}
