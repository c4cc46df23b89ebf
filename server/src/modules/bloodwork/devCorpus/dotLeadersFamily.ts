import type { CorpusDocument, ExpectedCorpusValue, PageWriter, TextStyle } from './corpusDocument.js';
import { beginReport, type DrawnDate, type DrawnResult, drawDate, drawValue, expectedOf, finishReport, formatNumber, pad, PATIENTS } from './reportParts.js';
import { CORPUS_TESTS, type CorpusLanguage } from './corpusTests.js';
import type { SeededRandom } from './random.js';

type Language = Exclude<CorpusLanguage, 'en' | 'hu'>;

interface LeaderWords {
  title: string;
  collected: (date: DrawnDate) => string;
  previous: string;
  sections: readonly [string, string];
  /** How the range is introduced in parentheses or after the unit. */
  rangeForms: readonly ((low: string, high: string) => string)[];
  /** 'soit' / 'ossia': the value repeated in another unit on the line under it. */
  equals: string;
}

const WORDS: Record<Language, LeaderWords> = {
  fr: {
    title: 'COMPTE RENDU D’ANALYSES DE BIOLOGIE MÉDICALE',
    collected: (d) => `Prélevé le ${pad(d.day)}/${pad(d.month)}/${d.year} à 07h${pad(d.day)}`,
    previous: 'Antériorités',
    sections: ['BIOCHIMIE SANGUINE', 'HÉMATOLOGIE'],
    rangeForms: [(l, h) => `(${l} à ${h})`, (l, h) => `[${l} - ${h}]`, (l, h) => `VR : ${l} - ${h}`],
    equals: 'soit',
  },
  it: {
    title: 'REFERTO ANALISI DI LABORATORIO',
    collected: (d) => `Data accettazione: ${pad(d.day)}/${pad(d.month)}/${d.year}`,
    previous: 'Precedente',
    sections: ['CHIMICA CLINICA', 'EMATOLOGIA'],
    rangeForms: [(l, h) => `(${l} - ${h})`, (l, h) => `[${l} - ${h}]`, (l, h) => `v.r. ${l} - ${h}`],
    equals: 'pari a',
  },
  es: {
    title: 'INFORME DE RESULTADOS',
    collected: (d) => `Fecha de toma de muestra: ${pad(d.day)}/${pad(d.month)}/${d.year}`,
    previous: 'Resultado anterior',
    sections: ['BIOQUÍMICA', 'HEMATOLOGÍA'],
    rangeForms: [(l, h) => `(${l} - ${h})`, (l, h) => `[${l} - ${h}]`, (l, h) => `V.R.: ${l} - ${h}`],
    equals: 'equivale a',
  },
  pt: {
    title: 'BOLETIM DE ANÁLISES CLÍNICAS',
    collected: (d) => `Colheita: ${pad(d.day)}-${pad(d.month)}-${d.year}`,
    previous: 'Resultado anterior',
    sections: ['BIOQUÍMICA', 'HEMATOLOGIA'],
    rangeForms: [(l, h) => `(${l} - ${h})`, (l, h) => `[${l} - ${h}]`, (l, h) => `V.R.: ${l} a ${h}`],
    equals: 'ou',
  },
  de: {
    title: 'LABORBEFUND',
    collected: (d) => `Abnahme: ${pad(d.day)}.${pad(d.month)}.${d.year} 07:45`,
    previous: 'Vorwert',
    sections: ['KLINISCHE CHEMIE', 'HÄMATOLOGIE'],
    rangeForms: [(l, h) => `(${l} - ${h})`, (l, h) => `[${l} - ${h}]`, (l, h) => `Ref.: ${l} - ${h}`],
    equals: 'entspr.',
  },
};

const BLOOD_COUNT_KEYS = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']);

/** Width of a run in points, near enough for placing text: Courier glyphs are 0.6 em; Helvetica and Times letters average about half an em. */
const widthOf = (text: string, size: number, mono = false) => text.length * size * (mono ? 0.6 : 0.5);

/** Width of one leader ('.', '. ', '_') in points: exact for Courier, the widest of Helvetica and Times otherwise. */
const leaderWidth = (leader: string, size: number, mono: boolean) => (mono ? 0.6 * leader.length : leader === '_' ? 0.556 : 0.278 * leader.length) * size;

interface LeaderLayout {
  valueRight: number;
  unitX: number;
  rangeX: number;
  previousX: number;
  withPrevious: boolean;
  leader: string;
  mono: boolean;
  style: TextStyle;
  words: LeaderWords;
  rangeForm: (low: string, high: string) => string;
  abnormal: 'bold' | 'star' | 'letter';
}

function rangeOf(result: DrawnResult, layout: LeaderLayout): string {
  const f = (n: number) => formatNumber(n, result.unit.decimals, true);
  const { low, high } = result.unit;
  if (low !== null && high !== null) return layout.rangeForm(f(low), f(high));
  return high !== null ? `(< ${f(high)})` : `(> ${f(low!)})`;
}

function writeRow(writer: PageWriter, random: SeededRandom, result: DrawnResult, layout: LeaderLayout): void {
  const size = 9;
  const f = (n: number) => formatNumber(n, result.unit.decimals, true);
  const abnormal = result.direction !== null;
  const mark = abnormal && layout.abnormal === 'star' ? ' *' : abnormal && layout.abnormal === 'letter' ? (result.direction === 'high' ? ' H' : ' L') : '';
  const value = `${f(result.value)}${mark}`;
  const valueX = layout.valueRight - widthOf(value, size, layout.mono);
  // Leaders from the end of the name to a little before the value, as a typewriter-style report fills the gap.
  const room = valueX - size - 40 - widthOf(`${result.name} `, size * 1.2, layout.mono);
  const dots = Math.max(3, Math.floor(room / leaderWidth(layout.leader, size, layout.mono)));
  writer.styled(40, `${result.name} ${layout.leader.repeat(dots).trimEnd()}`, size, layout.style);
  writer.styled(valueX, value, size, { ...layout.style, bold: abnormal && layout.abnormal === 'bold' });
  writer.styled(layout.unitX, result.unit.unit, size, layout.style);
  writer.styled(layout.rangeX, rangeOf(result, layout), 8, layout.style);
  if (layout.withPrevious && random.chance(0.8)) {
    const earlier = drawDate(random, 2019, 2021);
    const previous = drawValue(random, result.unit).value;
    writer.styled(layout.previousX, `${f(previous)}  ${pad(earlier.day)}/${pad(earlier.month)}/${String(earlier.year).slice(2)}`, 7, layout.style);
  }
  writer.line(12);
  const other = result.test.us;
  if (other.unit !== result.unit.unit && other.high && result.unit.high && random.chance(0.3)) {
    const converted = formatNumber((result.value * other.high) / result.unit.high, other.decimals, true);
    writer.styled(layout.valueRight - widthOf(converted, 8) - 60, `${layout.words.equals} ${converted} ${other.unit}`, 8, layout.style);
    writer.line(11);
  }
  writer.line(random.int(2, 5));
}

/**
 * Continental European reports set like a typed page: no column titles over the results, each name followed by a row
 * of dot leaders up to a right-aligned value (decimal comma), the unit, the range in brackets ('(0,70 à 1,10)',
 * 'v.r. 3,5 - 5,1'), earlier results with their date at the right edge ('Antériorités'), the value sometimes repeated in
 * another unit on the line below ('soit 5,27 mmol/L'), abnormal values in bold, starred or with H/L after them.
 * French, Italian, Spanish, Portuguese or German; Times, Helvetica or Courier; positions vary.
 */
export function dotLeadersDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['fr', 'it', 'es', 'pt', 'de'] as const);
  const words = WORDS[language];
  const { date, results, writer } = beginReport(
    random,
    CORPUS_TESTS.filter((test) => !test.specimen && test.si.unit !== ''),
    [8, 16],
    { language, system: 'si' },
  );
  const font = random.pick(['serif', 'sans', 'mono'] as const);
  const style: TextStyle = font === 'serif' ? { serif: true } : {};
  // Each column starts past the widest text of the one before it (in Courier, 'ml/min/1.73m2' is 78 points wide).
  const valueRight = random.int(240, 290);
  const unitX = valueRight + random.int(8, 16);
  const rangeX = unitX + random.int(85, 95);
  const layout: LeaderLayout = {
    valueRight,
    unitX,
    rangeX,
    previousX: rangeX + random.int(110, 120),
    withPrevious: random.chance(0.6),
    leader: random.pick(['.', '. ', '_']),
    mono: font === 'mono',
    style,
    words,
    rangeForm: random.pick(words.rangeForms),
    abnormal: random.pick(['bold', 'star', 'letter'] as const),
  };
  writer.styled(40, random.pick(['Laboratoire Central', 'Laboratorio Analisi', 'Laboratório Clínico', 'Labor Dr. Weber']), 12, { ...style, bold: true });
  writer.line(16);
  writer.styled(40, words.title, 10, { ...style, bold: true });
  writer.line(20);
  const birth = drawDate(random, 1950, 1995);
  writer.styled(40, `${random.pick(PATIENTS)}   ${pad(birth.day)}/${pad(birth.month)}/${birth.year}`, 9, style);
  writer.line(13);
  writer.styled(40, words.collected(date), 9, style);
  writer.line(13);
  writer.styled(
    40,
    `N° ${random.int(100_000, 999_999)}   Tel. +${random.pick(['33', '39', '34', '351', '49'])} ${random.int(10, 99)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
    8,
    style,
  );
  writer.line(22);
  if (layout.withPrevious) {
    writer.styled(layout.previousX, words.previous, 7, { ...style, bold: true });
    writer.line(12);
  }
  const blood = results.filter((result) => BLOOD_COUNT_KEYS.has(result.test.markerKey));
  const chemistry = results.filter((result) => !BLOOD_COUNT_KEYS.has(result.test.markerKey));
  const expected: ExpectedCorpusValue[] = [];
  [chemistry, blood].forEach((section, index) => {
    if (section.length === 0) return;
    writer.styled(40, words.sections[index]!, 10, { ...style, bold: true });
    writer.line(16);
    for (const result of section) {
      writeRow(writer, random, result, layout);
      expected.push(expectedOf(result, true));
    }
    writer.line(10);
  });
  if (font === 'mono') writer.pages.forEach((page) => page.forEach((item) => Object.assign(item, { mono: true })));
  return finishReport(writer, random, { id, family: 'dot_leaders', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
