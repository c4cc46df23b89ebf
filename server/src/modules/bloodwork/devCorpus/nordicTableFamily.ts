import { type CorpusDocument, type ExpectedCorpusValue, printable } from './corpusDocument.js';
import type { CorpusTest } from './corpusTests.js';
import { NORDIC_TESTS, type NordicLanguage } from './nordicTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, PATIENTS, beginReport, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

interface CountryWords {
  titles: readonly string[];
  columns: { name: readonly string[]; value: readonly string[]; unit: readonly string[]; range: readonly string[] };
  sections: readonly [string, string];
  /** The patient line with its national identifier (numbers that are no results). */
  patient: (random: SeededRandom) => string;
  collected: (date: DrawnDate, random: SeededRandom) => string;
  notes: readonly string[];
  /** Decimal comma always, or chosen per report (Dutch and Danish systems print both). */
  comma: boolean | null;
}

const DUTCH_MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const time = (random: SeededRandom) => `${pad(random.int(7, 11))}:${pad(random.int(0, 59))}`;
const digits = (random: SeededRandom, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

const WORDS: Record<NordicLanguage, CountryWords> = {
  nl: {
    titles: ['Laboratoriumuitslagen', 'Uitslagen klinisch chemisch laboratorium', 'Labuitslagen'],
    columns: {
      name: ['Bepaling', 'Test', 'Onderzoek'],
      value: ['Uitslag', 'Resultaat'],
      unit: ['Eenheid', 'Eenh.'],
      range: ['Ref.', 'Referentiewaarde', 'Normaalwaarde'],
    },
    sections: ['Hematologie', 'Klinische chemie'],
    patient: (random) =>
      `Patiënt: ${random.pick(PATIENTS)}   BSN: ${digits(random, 9)}   Geb.datum: ${pad(random.int(1, 28))}-${pad(random.int(1, 12))}-${random.int(1940, 2000)}`,
    collected: (d, random) =>
      random.pick([`Afnamedatum: ${pad(d.day)}-${pad(d.month)}-${d.year} ${time(random)}`, `Datum afname: ${d.day} ${DUTCH_MONTHS[d.month - 1]} ${d.year}`]),
    notes: [
      'Let op: vanaf 01-01-2024 gelden nieuwe referentiewaarden voor kalium (3,5 - 5,1 mmol/l).',
      'eGFR berekend volgens CKD-EPI; bij eGFR < 60 ml/min/1.73m2 controle na 3 maanden.',
      'Uitslagen buiten de referentiewaarden zijn gemarkeerd. Aanvrager: huisarts, AGB 01234567.',
    ],
    comma: null,
  },
  sv: {
    titles: ['Laboratoriesvar', 'Klinisk kemi - svar', 'Provsvar'],
    columns: { name: ['Analys', 'Undersökning'], value: ['Resultat', 'Svar'], unit: ['Enhet'], range: ['Ref.intervall', 'Referensintervall', 'Ref.'] },
    sections: ['Hematologi', 'Klinisk kemi'],
    patient: (random) =>
      `Patient: ${random.pick(PATIENTS)}   Personnummer: ${random.int(1940, 2000)}${pad(random.int(1, 12))}${pad(random.int(1, 28))}-${digits(random, 4)}`,
    collected: (d, random) => `${random.pick(['Provtagningsdatum', 'Provtagen', 'Provtagningstid'])}: ${d.year}-${pad(d.month)}-${pad(d.day)} ${time(random)}`,
    notes: [
      'Analyserna är ackrediterade enligt SS-EN ISO 15189:2012. Nytt referensintervall för P-ALAT från 2023-05-01.',
      'Svar markerade med * ligger utanför referensintervallet.',
      'eGFR beräknat enligt CKD-EPI; vid eGFR 30-59 mL/min/1,73m² rekommenderas kontroll.',
    ],
    comma: true,
  },
  da: {
    titles: ['Laboratoriesvar', 'Prøvesvar', 'Klinisk biokemisk afdeling'],
    columns: { name: ['Analyse', 'Undersøgelse'], value: ['Resultat', 'Svar'], unit: ['Enhed'], range: ['Ref.interval', 'Referenceinterval'] },
    sections: ['Hæmatologi', 'Klinisk biokemi'],
    patient: (random) =>
      `Patient: ${random.pick(PATIENTS)}   CPR-nr.: ${pad(random.int(1, 28))}${pad(random.int(1, 12))}${pad(random.int(40, 99))}-${digits(random, 4)}`,
    collected: (d, random) =>
      `${random.pick(['Prøvetagning', 'Prøvetagningstid', 'Taget'])}: ${random.pick([`${pad(d.day)}.${pad(d.month)}.${d.year}`, `${pad(d.day)}-${pad(d.month)}-${d.year}`])} kl. ${time(random)}`,
    notes: [
      'Referenceintervaller gælder for voksne (18-65 år).',
      'Kommentar: Prøven let hæmolyseret; kalium kan være falsk forhøjet med op til 0,3 mmol/L.',
      'Svar uden for referenceintervallet er markeret med H (højt) eller L (lavt).',
    ],
    comma: null,
  },
  pl: {
    titles: ['Wyniki badań laboratoryjnych', 'Sprawozdanie z badań', 'Wynik badania'],
    columns: {
      name: ['Badanie', 'Nazwa badania', 'Parametr'],
      value: ['Wynik'],
      unit: ['Jednostka', 'Jedn.'],
      range: ['Zakres referencyjny', 'Norma', 'Wartości ref.'],
    },
    sections: ['Morfologia krwi', 'Biochemia'],
    patient: (random) => `Pacjent: ${random.pick(PATIENTS)}   PESEL: ${digits(random, 11)}   Płeć: ${random.pick(['M', 'K'])}`,
    collected: (d, random) =>
      `${random.pick(['Data pobrania', 'Data pobrania materiału', 'Pobrano'])}: ${random.pick([`${pad(d.day)}.${pad(d.month)}.${d.year}`, `${d.year}-${pad(d.month)}-${pad(d.day)}`])} ${time(random)}`,
    notes: [
      'Zakresy referencyjne dla osób dorosłych (18-65 lat).',
      'Wynik autoryzował: mgr analityki med. A. Nowak, nr PWZ 12345.',
      'Wartości poza zakresem referencyjnym oznaczono symbolem H lub L.',
    ],
    comma: true,
  },
};

/** Where the range is printed: in brackets glued to the value, in a `Ref.` column, or followed by the unit in one cell. */
type RangePlace = 'glued' | 'column' | 'withUnit';

/**
 * Dutch, Swedish, Danish and Polish hospital reports: local names (Swedish and Danish with the system prefix `P-`, `B-`,
 * `S-`), SI units as those countries spell them (`mmol/l` haemoglobin, `x10E9/l`, `µkat/L`, `mIE/L`, `E/l`, `tys/µl`),
 * the range in brackets glued to the value (`4,2 (3,5-5,0)`), in a `Ref.` column or before the unit, day-first dates.
 */
export function nordicTableDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['nl', 'sv', 'da', 'pl'] as const);
  const words = WORDS[language];
  const tests: CorpusTest[] = NORDIC_TESTS.map((test) => ({
    markerKey: test.markerKey,
    names: { en: test.printed[language].names },
    us: test.printed[language].unit,
    si: test.printed[language].unit,
  }));
  const { date, results, writer } = beginReport(random, tests, [8, 18], { system: 'si' });
  const comma = words.comma ?? random.chance(0.5);
  header(writer, random.pick(words.titles), [words.patient(random), words.collected(date, random)], random, false);
  const place = random.pick<RangePlace>(['glued', 'column', 'withUnit']);
  const brackets = place === 'glued' || random.chance(0.5);
  // '+'/'-' marks only in a column of their own: beside a bracketed range a '-' would read as part of it.
  const marks = random.pick([{ high: 'H', low: 'L' }, { high: '*', low: '*' }, ...(place === 'glued' ? [] : [{ high: '+', low: '-' }])]);
  const markGlued = random.chance(0.4);
  const x = { value: 190, flag: 250, unit: place === 'glued' ? 285 : 262, range: place === 'withUnit' ? 262 : 340 };
  const titles = {
    name: random.pick(words.columns.name),
    value: random.pick(words.columns.value),
    unit: random.pick(words.columns.unit),
    range: random.pick(words.columns.range),
  };
  const tableHead = () => {
    writer.text(40, titles.name, 8, true);
    writer.text(x.value, place === 'glued' ? `${titles.value} (${titles.range})` : titles.value, 8, true);
    if (place !== 'withUnit') writer.text(x.unit, titles.unit, 8, true);
    if (place !== 'glued') writer.text(x.range, titles.range, 8, true);
    writer.line(14);
  };
  tableHead();
  writer.pageHead = tableHead;
  const bloodCountKeys = new Set(NORDIC_TESTS.filter((test) => test.isBloodCount).map((test) => test.markerKey));
  const isBloodCount = (markerKey: string) => bloodCountKeys.has(markerKey);
  const ordered = [...results].sort((a, b) => Number(isBloodCount(b.test.markerKey)) - Number(isBloodCount(a.test.markerKey)));
  const sections = random.chance(0.6);
  let lastSection: boolean | null = null;
  const expected: ExpectedCorpusValue[] = [];
  for (const result of ordered) {
    const bloodCount = isBloodCount(result.test.markerKey);
    if (sections && bloodCount !== lastSection) {
      writer.line(4);
      writer.text(40, words.sections[bloodCount ? 0 : 1], 9, true);
      writer.line(13);
      lastSection = bloodCount;
    }
    const { low, high, unit, decimals } = result.unit;
    const f = (n: number) => formatNumber(n, decimals, comma);
    const limits = low !== null && high !== null ? `${f(low)}${random.chance(0.5) ? '-' : ' - '}${f(high)}` : high !== null ? `<${f(high)}` : `>${f(low!)}`;
    const range = brackets ? `(${limits})` : limits;
    const mark = result.direction ? marks[result.direction] : '';
    // In the glued cell the mark always sits between the value and its range ('5,6 H (3,5-5,0)').
    const value = mark && (markGlued || place === 'glued') ? `${f(result.value)}${markGlued ? '' : ' '}${mark}` : f(result.value);
    writer.text(40, result.name, 9);
    writer.text(x.value, place === 'glued' ? `${value} ${range}` : value, 9, result.direction !== null);
    if (mark && !markGlued && place !== 'glued') writer.text(x.flag, mark, 9, true);
    if (place === 'withUnit') writer.text(x.range, `${range} ${unit}`, 8);
    else {
      writer.text(x.unit, unit, 8);
      if (place === 'column') writer.text(x.range, range, 8);
    }
    writer.line(13);
    expected.push(expectedOf(result, true, printable(result.name)));
  }
  writer.pageHead = null;
  if (random.chance(0.6)) {
    writer.line(8);
    for (const note of random.sample(words.notes, random.int(1, 2))) {
      writer.text(40, note, 7);
      writer.line(10);
    }
  }
  return finishReport(writer, random, { id, family: 'nordic_table', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
