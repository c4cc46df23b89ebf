import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, PATIENTS, beginReport, drawDate, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

interface TwoLineWords {
  title: string;
  summary: string;
  columns: readonly [string, string, string, string, string];
  collected: (day: string, month: string, year: number) => string;
  panels: { chemistry: string; blood: string; hormones: string };
  notes: readonly string[];
  count: (shown: number) => string;
}

const WORDS: Record<'hu' | 'de', TwoLineWords> = {
  hu: {
    title: 'Laboratóriumi összesítő',
    summary: 'Laborvizsgálatok összesítése',
    columns: ['Kód', 'Eredmény', 'Egység', 'Alsó határ', 'Felső határ'],
    collected: (day, month, year) => `Mintavétel: ${year}.${month}.${day}. 07:20   Érkezés: ${year}.${month}.${day}. 08:05`,
    panels: { chemistry: 'Klinikai kémia', blood: 'Vérkép', hormones: 'Hormonok, tumormarkerek' },
    notes: [
      'Értékelés: LDL-koleszterin célérték magas kockázat esetén < 1,8 mmol/l, nagyon magas kockázatnál < 1,4 mmol/l.',
      'A referencia tartomány 2023.01.01-től változott (3,9 - 5,5 mmol/l).',
      'eGFR (CKD-EPI): 60 - 89 ml/perc/1,73m2 enyhe, 30 - 59 közepes beszűkülés.',
    ],
    count: (shown) => `Vizsgálatok száma: ${shown}`,
  },
  de: {
    title: 'Laborbefund - Kumulativer Bericht',
    summary: 'Laborübersicht',
    columns: ['Code', 'Ergebnis', 'Einheit', 'unt. Grenze', 'ob. Grenze'],
    collected: (day, month, year) => `Abnahme: ${day}.${month}.${year} 07:20   Eingang: ${day}.${month}.${year} 08:05`,
    panels: { chemistry: 'Klinische Chemie', blood: 'Blutbild', hormones: 'Hormone' },
    notes: [
      'Hinweis: Zielwert für LDL-Cholesterin bei hohem Risiko < 1,8 mmol/l, bei sehr hohem Risiko < 1,4 mmol/l.',
      'Referenzbereich seit 01.01.2023 geändert (3,9 - 5,5 mmol/l).',
      'eGFR nach CKD-EPI: 60 - 89 ml/min/1,73m2 leicht, 30 - 59 mäßig eingeschränkt.',
    ],
    count: (shown) => `Anzahl Untersuchungen: ${shown}`,
  },
};

const BLOOD_KEYS = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']);
const HORMONE_KEYS = new Set(['tsh', 'free_t4', 'vitamin_d_25oh', 'vitamin_b12', 'ferritin']);

/** `<0,6` CRP and `>90` eGFR: limits printed in place of a number. */
function withPrintedLimit(result: DrawnResult, random: SeededRandom): DrawnResult {
  if (result.test.markerKey === 'egfr' && result.value > 90) return { ...result, value: 90, qualifier: '>' };
  if (result.test.markerKey === 'crp' && result.direction === null && random.chance(0.6)) return { ...result, value: 0.6, qualifier: '<' };
  return result;
}

/**
 * Hungarian and German hospital systems that print each result on two lines: the test name alone, then under it the
 * local test code, the value with a decimal comma, the unit and the low and high limit, with panel counts and
 * interpretive notes full of numbers between panels.
 */
export function twoLineRowsDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['hu', 'de'] as const);
  const words = WORDS[language];
  const { date, results: drawn, writer } = beginReport(random, CORPUS_TESTS, [8, 16], { language, system: 'si' });
  const results = drawn.map((result) => withPrintedLimit(result, random));
  const birth = drawDate(random, 1945, 1995);
  const patient = random.pick(PATIENTS);
  header(
    writer,
    random.pick([words.title, words.summary]),
    [
      `${patient}   ${language === 'hu' ? 'Szül.' : 'geb.'}: ${language === 'hu' ? `${birth.year}.${pad(birth.month)}.${pad(birth.day)}.` : `${pad(birth.day)}.${pad(birth.month)}.${birth.year}`}`,
      words.collected(pad(date.day), pad(date.month), date.year),
    ],
    random,
    false,
  );
  const x = { code: 60, value: 150, flag: 205, unit: 225, low: 320, high: 390 };
  const writeColumns = () => {
    writer.text(40, language === 'hu' ? 'Vizsgálat' : 'Untersuchung', 8, true);
    writer.line(11);
    [x.code, x.value, x.unit, x.low, x.high].forEach((left, index) => writer.text(left, words.columns[index]!, 8, true));
    writer.line(14);
  };
  writer.pageHead = () => {
    writer.text(40, patient, 8);
    writer.line(16);
    writeColumns();
  };
  writeColumns();
  const boldNames = random.chance(0.5);
  const flagStyle = random.pick(['plus-minus', 'HL', 'none'] as const);
  const expected: ExpectedCorpusValue[] = [];
  const panels = [
    [words.panels.chemistry, results.filter((result) => !BLOOD_KEYS.has(result.test.markerKey) && !HORMONE_KEYS.has(result.test.markerKey))],
    [words.panels.blood, results.filter((result) => BLOOD_KEYS.has(result.test.markerKey))],
    [words.panels.hormones, results.filter((result) => HORMONE_KEYS.has(result.test.markerKey))],
  ] as const;
  for (const [title, rows] of panels) {
    if (rows.length === 0) continue;
    writer.keep(60);
    writer.text(40, title, 10, true);
    writer.line(15);
    for (const result of rows) {
      const f = (n: number) => formatNumber(n, result.unit.decimals, true);
      writer.keep(28);
      writer.text(40, result.name, 9, boldNames);
      writer.line(11);
      writer.text(x.code, `${random.pick(['K', 'H', 'L'])}${random.int(1000, 9999)}`, 7);
      writer.text(x.value, `${result.qualifier ?? ''}${f(result.value)}`, 9, result.direction !== null);
      if (result.direction && flagStyle !== 'none') {
        const mark = flagStyle === 'HL' ? (result.direction === 'high' ? 'H' : 'L') : result.direction === 'high' ? '+' : '-';
        writer.text(x.flag, mark, 9, true);
      }
      writer.text(x.unit, result.unit.unit, 9);
      if (result.unit.low !== null) writer.text(x.low, f(result.unit.low), 9);
      if (result.unit.high !== null) writer.text(x.high, f(result.unit.high), 9);
      writer.line(14);
      expected.push(expectedOf(result, true));
    }
    writer.text(40, words.count(rows.length), 7);
    writer.line(11);
    if (random.chance(0.5)) {
      writer.text(40, random.pick(words.notes), 7);
      writer.line(11);
    }
    writer.line(8);
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'two_line_rows', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
