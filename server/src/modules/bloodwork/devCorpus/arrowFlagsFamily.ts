import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, PATIENTS, beginReport, drawDate, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

type ArrowLanguage = 'hu' | 'de' | 'it';

interface ArrowWords {
  title: string;
  columns: readonly [string, string, string, string];
  verdict: { normal: string; high: string; low: string };
  specimens: { serum: string; blood: string; urine: string };
  collected: (day: string, month: string, year: number) => string;
  born: string;
  methods: readonly string[];
}

const WORDS: Record<ArrowLanguage, ArrowWords> = {
  hu: {
    title: 'Laboratóriumi lelet',
    columns: ['Vizsgálat', 'Eredmény', 'Referencia tartomány', 'Minősítés'],
    verdict: { normal: 'normál', high: 'magas', low: 'alacsony' },
    specimens: { serum: 'Szérum', blood: 'EDTA-s vér', urine: 'Vizelet' },
    collected: (day, month, year) => `Mintavétel ideje: ${year}.${month}.${day}. 07:35   Validálva: ${year}.${month}.${day}. 11:02`,
    born: 'Szül. dátum',
    methods: ['(fotometria)', 'Módszer: enzimatikus, 37 °C', '(ISE, indirekt)', '(impedancia / áramlási citometria)', '(ECLIA, 2. generáció)'],
  },
  de: {
    title: 'Laborbefund',
    columns: ['Untersuchung', 'Ergebnis', 'Referenzbereich', 'Bewertung'],
    verdict: { normal: 'normal', high: 'erhöht', low: 'erniedrigt' },
    specimens: { serum: 'Serum', blood: 'EDTA-Blut', urine: 'Urin' },
    collected: (day, month, year) => `Entnahme: ${day}.${month}.${year} 07:35   Befundfreigabe: ${day}.${month}.${year} 11:02`,
    born: 'Geb.-Datum',
    methods: [
      'Methode: photometrisch',
      'Methode: enzymatisch (IFCC, 37 °C)',
      'Methode: ISE indirekt',
      'Methode: Durchflusszytometrie',
      'Methode: ECLIA, 3. Generation',
    ],
  },
  it: {
    title: 'Referto di laboratorio',
    columns: ['Esame', 'Risultato', 'Valori di riferimento', 'Valutazione'],
    verdict: { normal: 'nella norma', high: 'alto', low: 'basso' },
    specimens: { serum: 'Siero', blood: 'Sangue intero (EDTA)', urine: 'Urine' },
    collected: (day, month, year) => `Data prelievo: ${day}/${month}/${year} ore 07:35   Data refertazione: ${day}/${month}/${year}`,
    born: 'Data di nascita',
    methods: [
      'Metodo: colorimetrico',
      'Metodo: enzimatico IFCC 37 °C',
      'Metodo: potenziometria indiretta',
      'Metodo: citometria a flusso',
      'Metodo: CLIA, 2a generazione',
    ],
  },
};

const BLOOD_KEYS = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv', 'hba1c']);

/** Width of a run of digits, commas and signs in Helvetica, so a mark can be set right after the printed value. */
function helveticaNumberWidth(text: string, size: number): number {
  return [...text].reduce((sum, character) => sum + (/[\d<>]/.test(character) ? 0.556 : 0.278) * size, 0);
}

/** `↑↑` for a result far outside the range, `↑` for one just outside, from the direction and the distance. */
function arrowFor(result: DrawnResult): string {
  if (result.direction === null) return '';
  const arrow = result.direction === 'high' ? '↑' : '↓';
  const { low, high } = result.unit;
  const farOut = result.direction === 'high' ? high !== null && result.value > high * 1.4 : low !== null && result.value < low * 0.7;
  return farOut ? arrow + arrow : arrow;
}

function rangeCell(result: DrawnResult, comma: boolean): string {
  const f = (n: number) => formatNumber(n, result.unit.decimals, comma);
  const { low, high } = result.unit;
  if (low !== null && high !== null) return `${f(low)} – ${f(high)}`;
  if (high !== null) return `< ${f(high)}`;
  return `> ${f(low!)}`;
}

/**
 * Hungarian, German and Italian lab software that marks an abnormal result with an arrow (`↑`, `↓`, `↑↑`, set in the
 * Symbol font) or `!`/`*`, in a narrow column of its own or right after the value; the value and its unit in one cell
 * (`5,2 mmol/l`), the range with an en dash, a verdict column (Minősítés, Bewertung, Valutazione), sections per specimen,
 * the method in small print under the test name.
 */
export function arrowFlagsDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['hu', 'de', 'it'] as const);
  const words = WORDS[language];
  const { date, results, writer } = beginReport(
    random,
    CORPUS_TESTS.filter((test) => test.si.unit !== '' && test.markerKey !== 'egfr'),
    [9, 17],
    { language, system: 'si' },
  );
  const birth = drawDate(random, 1945, 2000);
  const patient = random.pick(PATIENTS);
  header(
    writer,
    words.title,
    [`${patient}   ${words.born}: ${pad(birth.day)}.${pad(birth.month)}.${birth.year}`, words.collected(pad(date.day), pad(date.month), date.year)],
    random,
    false,
  );
  const mark = random.pick(['arrow column', 'arrow after value', 'bang column', 'star after value'] as const);
  const withVerdict = random.chance(0.7);
  const withMethods = random.chance(0.6);
  const x = { name: 40, value: 200, mark: 268, range: 290, verdict: 400 };
  const writeColumns = () => {
    writer.text(x.name, words.columns[0], 8, true);
    writer.text(x.value, words.columns[1], 8, true);
    writer.text(x.range, words.columns[2], 8, true);
    if (withVerdict) writer.text(x.verdict, words.columns[3], 8, true);
    writer.line(14);
  };
  writer.pageHead = () => {
    writer.text(40, `${patient}   ${words.title}`, 8);
    writer.line(16);
    writeColumns();
  };
  writeColumns();
  const expected: ExpectedCorpusValue[] = [];
  const writeRow = (result: DrawnResult) => {
    const value = formatNumber(result.value, result.unit.decimals, true);
    const size = 9;
    writer.text(x.name, result.name, size);
    const arrow = arrowFor(result);
    const isMarkAfterValue = arrow !== '' && (mark === 'arrow after value' || mark === 'star after value');
    if (isMarkAfterValue) {
      // The mark sits right after the value and the unit after the mark: '5,9↑ mmol/l', '5,9* mmol/l'.
      const afterValue = x.value + helveticaNumberWidth(value, size) + 1;
      writer.text(x.value, value, size, true);
      if (mark === 'arrow after value') writer.styled(afterValue, arrow, size, { symbol: true });
      else writer.text(afterValue, '*', size, true);
      if (result.unit.unit) writer.text(afterValue + size * 0.6 * arrow.length + size * 0.3, result.unit.unit, size, true);
    } else {
      writer.text(x.value, result.unit.unit ? `${value} ${result.unit.unit}` : value, size, result.direction !== null);
      if (arrow && mark === 'arrow column') writer.styled(x.mark, arrow, size, { symbol: true });
      else if (arrow) writer.text(x.mark, '!', size, true);
    }
    writer.text(x.range, rangeCell(result, true), size);
    if (withVerdict) writer.text(x.verdict, words.verdict[result.direction ?? 'normal'], size);
    writer.line(11);
    if (withMethods) {
      writer.text(x.name + 6, random.pick(words.methods), 6);
      writer.line(10);
    } else writer.line(3);
    expected.push(expectedOf(result, true));
  };
  const sections: Array<[string, DrawnResult[]]> = [
    [words.specimens.blood, results.filter((result) => BLOOD_KEYS.has(result.test.markerKey))],
    [words.specimens.serum, results.filter((result) => !BLOOD_KEYS.has(result.test.markerKey) && !result.test.specimen)],
    [words.specimens.urine, results.filter((result) => result.test.specimen === 'urine')],
  ];
  for (const [title, rows] of random.chance(0.5) ? sections : [sections[1]!, sections[0]!, sections[2]!]) {
    if (rows.length === 0) continue;
    writer.keep(40);
    writer.line(4);
    writer.text(40, title, 10, true);
    writer.line(15);
    rows.forEach(writeRow);
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'arrow_flags', collectedOn: date.iso, expected }, { dayFirst: true });
}
