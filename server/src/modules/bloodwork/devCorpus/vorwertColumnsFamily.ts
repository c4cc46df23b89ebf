import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, type DrawnResult, PATIENTS, beginReport, drawValue, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

type Column = 'name' | 'value' | 'flag' | 'previous' | 'range' | 'unit';

/** Column orders German, Austrian and Swiss lab systems print: the unit after the range, or the result far right. */
const ORDERS: ReadonlyArray<readonly Column[]> = [
  ['name', 'value', 'flag', 'previous', 'range', 'unit'],
  ['name', 'unit', 'range', 'value', 'flag', 'previous'],
  ['name', 'range', 'unit', 'value', 'flag', 'previous'],
  ['name', 'value', 'flag', 'range', 'unit', 'previous'],
];

const TITLES: Record<Exclude<Column, 'previous'>, readonly string[]> = {
  name: ['Untersuchung', 'Analyse', 'Parameter', 'Bezeichnung'],
  value: ['Befund', 'Ergebnis', 'Resultat', 'Aktuell'],
  flag: ['', 'Bew.', 'Kennz.'],
  range: ['Referenzbereich', 'Normbereich', 'Referenzwerte', 'Ref.-Bereich'],
  unit: ['Einheit', 'Einh.', 'Dimension'],
};

const WIDTHS: Record<Column, number> = { name: 135, value: 60, flag: 38, previous: 62, range: 82, unit: 62 };

/** A date `monthsBack` months before `date`. */
function earlier(date: DrawnDate, random: SeededRandom, monthsBack: number): DrawnDate {
  const months = date.year * 12 + date.month - 1 - monthsBack;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const day = random.int(1, 28);
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

const dotted = (date: DrawnDate, short: boolean) => `${pad(date.day)}.${pad(date.month)}.${short ? String(date.year).slice(2) : date.year}`;

/**
 * German, Austrian and Swiss reports with previous-value columns: `Vorwert` (or `Vorbefund`) columns whose dates are
 * printed in the header (on the title's line or under it), the result column anywhere in the row, the unit after the
 * reference range or before it, decimal commas, `+`/`-`, `H`/`L` or `*` marks, and tests not done at the previous visit ('-').
 */
export function vorwertColumnsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, CORPUS_TESTS, [8, 15], { language: 'de', system: 'si' });
  const order = random.pick(ORDERS);
  const previousDates = [earlier(date, random, random.int(2, 8)), earlier(date, random, random.int(10, 20))].slice(0, random.int(1, 2));
  const shortYear = random.chance(0.5);
  const marks = random.pick([
    { high: '+', low: '-' },
    { high: 'H', low: 'L' },
    { high: '*', low: '*' },
  ]);
  const country = random.pick([
    { lab: 'Labor Dr. Weber', collected: 'Abnahme', received: 'Eingang' },
    { lab: 'Medizinisches Labor Wien', collected: 'Probenentnahme', received: 'Probeneingang' },
    { lab: 'Laborgemeinschaft Zürich', collected: 'Entnahmedatum', received: 'Eingangsdatum' },
  ]);
  header(
    writer,
    random.pick(['Laborbefund', 'Befundbericht', 'Kumulativer Befund']),
    [
      `${country.lab}   Patient: ${random.pick(PATIENTS)}   Geb.: ${random.int(1, 28)}.${random.int(1, 12)}.${random.int(1940, 2000)}`,
      `${country.collected}: ${dotted(date, false)} ${pad(random.int(6, 11))}:${pad(random.int(0, 59))}   ${country.received}: ${dotted(date, false)}`,
    ],
    random,
    false,
  );
  const columns = order.flatMap((column) => (column === 'previous' ? previousDates.map(() => column) : [column]));
  const stretches = columns.map(() => 0.95 + random.next() * 0.15);
  const titles = Object.fromEntries(Object.entries(TITLES).map(([column, options]) => [column, random.pick(options)]));
  const previousWord = random.pick(['Vorwert', 'Vorbefund', 'Vorwert vom']);
  // Two dated titles side by side do not fit beside the word on a portrait page: their dates go under it.
  const datesUnder = random.chance(0.5) || previousDates.length > 1;
  // A previous-value column is as wide as its title when the date is printed beside the word ('Vorbefund 04.12.2024').
  const widthOf = (column: Column) =>
    column === 'previous' && !datesUnder ? Math.max(WIDTHS.previous, `${previousWord} 00.00.0000`.length * 5.2 + 6) : WIDTHS[column];
  const positions: number[] = [];
  columns.reduce((x, column, index) => {
    positions.push(x);
    return x + widthOf(column) * stretches[index]!;
  }, 40);
  const tableHead = () => {
    let previousIndex = 0;
    columns.forEach((column, index) => {
      if (column !== 'previous') {
        if (titles[column]) writer.text(positions[index]!, titles[column], 8, true);
        return;
      }
      const previous = dotted(previousDates[previousIndex++]!, shortYear);
      writer.text(positions[index]!, datesUnder ? previousWord : `${previousWord} ${previous}`, 8, true);
      if (datesUnder) writer.text(positions[index]!, previous, 7, false, writer.y + 10);
    });
    writer.line(datesUnder ? 24 : 14);
  };
  const section = random.chance(0.5) ? (title: string) => (writer.text(40, title, 9, true), writer.line(13)) : () => undefined;
  tableHead();
  writer.pageHead = tableHead;
  const expected: ExpectedCorpusValue[] = [];
  const comma = (n: number, decimals: number) => formatNumber(n, decimals, true);
  const byCategory = [...results].sort((a, b) => Number(isBloodCount(a)) - Number(isBloodCount(b)));
  let lastCategory: boolean | null = null;
  for (const result of byCategory) {
    if (isBloodCount(result) !== lastCategory) {
      section(isBloodCount(result) ? random.pick(['Hämatologie', 'Blutbild']) : random.pick(['Klinische Chemie', 'Serum']));
      lastCategory = isBloodCount(result);
    }
    const { low, high, unit, decimals } = result.unit;
    const range =
      low !== null && high !== null
        ? `${comma(low, decimals)} - ${comma(high, decimals)}`
        : high !== null
          ? `< ${comma(high, decimals)}`
          : `> ${comma(low!, decimals)}`;
    columns.forEach((column, index) => {
      const x = positions[index]!;
      if (column === 'name') writer.text(x, result.name, 9);
      else if (column === 'value') writer.text(x, comma(result.value, decimals), 9, result.direction !== null);
      else if (column === 'flag' && result.direction) writer.text(x, marks[result.direction], 9, true);
      else if (column === 'range') writer.text(x, range, 8);
      else if (column === 'unit') writer.text(x, unit, 8);
      else if (column === 'previous') writer.text(x, random.chance(0.2) ? '-' : comma(drawValue(random, result.unit).value, decimals), 8);
    });
    writer.line(13);
    expected.push(expectedOf(result, true));
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'vorwert_columns', collectedOn: date.iso, expected }, { dayFirst: true });
}

function isBloodCount(result: DrawnResult): boolean {
  return ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'].includes(result.test.markerKey);
}
