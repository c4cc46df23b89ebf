import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusLanguage } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { MONTH_NAMES, PATIENTS, beginReport, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

interface Country {
  languages: readonly [CorpusLanguage, CorpusLanguage];
  lab: string;
  titles: { name: string; value: string; unit: string; range: string; flag: string };
  collected: string;
  decimalComma: boolean;
  dayFirst: boolean;
}

/** Canadian (English/French) and Swiss (German/French) reports, each label printed in both languages. */
const COUNTRIES: readonly Country[] = [
  {
    languages: ['en', 'fr'],
    lab: 'Laboratoire médical Montréal / Montreal Medical Laboratory',
    titles: {
      name: 'Test / Analyse',
      value: 'Result / Résultat',
      unit: 'Units / Unités',
      range: 'Reference values / Valeurs de référence',
      flag: 'Flag / Indicateur',
    },
    collected: 'Collected / Prélevé le',
    decimalComma: false,
    dayFirst: false,
  },
  {
    languages: ['fr', 'en'],
    lab: 'Laboratoire régional d’Ottawa / Ottawa Regional Laboratory',
    titles: {
      name: 'Analyse / Test',
      value: 'Résultat / Result',
      unit: 'Unités / Units',
      range: 'Valeurs de référence / Reference values',
      flag: 'Ind. / Flag',
    },
    collected: 'Date de prélèvement / Collection date',
    decimalComma: true,
    dayFirst: false,
  },
  {
    languages: ['de', 'fr'],
    lab: 'Laborgemeinschaft Bern / Laboratoire de Berne',
    titles: {
      name: 'Untersuchung / Analyse',
      value: 'Resultat / Résultat',
      unit: 'Einheit / Unité',
      range: 'Referenzbereich / Valeurs de référence',
      flag: 'Bew. / Appr.',
    },
    collected: 'Entnahme / Prélèvement',
    decimalComma: false,
    dayFirst: true,
  },
  {
    languages: ['fr', 'de'],
    lab: 'Laboratoire de Fribourg / Labor Freiburg',
    titles: {
      name: 'Analyse / Untersuchung',
      value: 'Résultat / Resultat',
      unit: 'Unité / Einheit',
      range: 'Valeurs de référence / Referenzwerte',
      flag: 'Appr. / Bew.',
    },
    collected: 'Prélèvement / Entnahme',
    decimalComma: true,
    dayFirst: true,
  },
];

const STACKED_SPLIT = / \/ /;

/**
 * Bilingual reports from Canada (English/French) and Switzerland (German/French): test names and column titles in
 * both languages, in one cell (`Glucose / Glycémie`) or stacked with the second language in smaller type under the
 * first, decimal comma or point, ISO (`2025-03-14`) or dotted (`14.03.2025`) dates, `H`/`L` or `+`/`-` marks.
 */
export function bilingualLabelsDocument(random: SeededRandom, id: string): CorpusDocument {
  const country = random.pick(COUNTRIES);
  const [first, second] = country.languages;
  const { date, results, writer } = beginReport(random, CORPUS_TESTS, [8, 15], { language: first, system: 'si' });
  const stacked = random.chance(0.5);
  const comma = country.decimalComma && random.chance(0.8);
  const printedDate = country.dayFirst
    ? random.pick([`${pad(date.day)}.${pad(date.month)}.${date.year}`, `${date.year}-${pad(date.month)}-${pad(date.day)}`])
    : random.pick([`${date.year}-${pad(date.month)}-${pad(date.day)}`, `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`]);
  const marks = random.pick([
    { high: 'H', low: 'L' },
    { high: '+', low: '-' },
    { high: 'H / É', low: 'L / B' },
  ]);
  header(
    writer,
    random.pick(['Rapport de laboratoire / Laboratory Report', 'Laborbericht / Rapport de laboratoire', 'Résultats / Results']),
    [
      country.lab,
      `Patient / Patiente: ${random.pick(PATIENTS)}   No de dossier / Chart No.: ${random.int(100000, 999999)}`,
      `${country.collected}: ${printedDate} ${pad(random.int(7, 11))}:${pad(random.int(0, 59))}`,
    ],
    random,
    false,
  );
  const x = { name: 40, value: 215, flag: 285, unit: 335, range: 400 };
  const tableHead = () => {
    for (const [column, left] of Object.entries(x)) {
      const title = country.titles[column as keyof typeof x];
      if (!stacked) {
        writer.text(left, title, 6.5, true);
        continue;
      }
      const [top, bottom] = title.split(STACKED_SPLIT);
      writer.text(left, top ?? title, 7.5, true);
      if (bottom) writer.text(left, bottom, 6.5, false, writer.y + 9);
    }
    writer.line(stacked ? 22 : 13);
  };
  tableHead();
  writer.pageHead = tableHead;
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const { low, high, unit, decimals } = result.unit;
    const other = random.pick(result.test.names[second] ?? result.test.names.en);
    const both = other.toLowerCase() === result.name.toLowerCase() ? result.name : `${result.name} / ${other}`;
    const f = (n: number) => formatNumber(n, decimals, comma);
    const range = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `< ${f(high)}` : `> ${f(low!)}`;
    // A pair too long for the cell wraps its second name under the first, as a stacked layout prints every name.
    const underneath = both !== result.name && (stacked || both.length > 36);
    if (underneath) {
      writer.text(x.name, result.name, 9);
      writer.text(x.name, other, 7, false, writer.y + 9);
    } else writer.text(x.name, both, 8);
    writer.text(x.value, f(result.value), 9, result.direction !== null);
    if (result.direction) writer.text(x.flag, marks[result.direction], 8, true);
    writer.text(x.unit, unit, 8);
    writer.text(x.range, range, 8);
    writer.line(underneath ? 22 : 13);
    expected.push(expectedOf(result, true, both));
  }
  writer.pageHead = null;
  return finishReport(
    writer,
    random,
    { id, family: 'bilingual_labels', collectedOn: date.iso, expected },
    { interpretation: false, dayFirst: country.dayFirst },
  );
}
