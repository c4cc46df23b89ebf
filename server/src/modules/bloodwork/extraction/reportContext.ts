import type { PatientSex } from './referenceRange.js';

const SEX_LABELLED =
  /\b(?:sex|gender|geschlecht|nem|neme|sexo|sexe)\b[^\n]*?(?:^|[\s:/|,])(males?|females?|m|f|férfi|nő|männlich|weiblich|masculino|femenino|hombre|mujer|homme|femme|masculin|féminin)(?=$|[\s/|,.;)])/i;
const SEX_NEAR_AGE = /(?:^|[\s:/|,])(male|female)\s*\/\s*\d+\s*(?:y|yrs?|years?)\b|\b\d+\s*(?:y|yrs?|years?)\s*\/\s*(male|female|m|f)\b/i;

function sexOfWord(word: string): PatientSex {
  return /^(?:f|females?|nő|weiblich|femenino|mujer|femme|féminin)$/i.test(word) ? 'female' : 'male';
}

/** The patient's sex as printed in the report header ('Sex : Male', 'Age / Sex : 27 YRS / M', 'Male / 23 Years'). */
export function findPatientSex(lineTexts: readonly string[]): PatientSex | null {
  for (const text of lineTexts) {
    const labelled = SEX_LABELLED.exec(text);
    if (labelled?.[1]) return sexOfWord(labelled[1]);
  }
  for (const text of lineTexts) {
    const nearAge = SEX_NEAR_AGE.exec(text);
    const word = nearAge?.[1] ?? nearAge?.[2];
    if (word) return sexOfWord(word);
  }
  return null;
}

const MONTHS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:jan|ene|janv|jän)/i, 1],
  [/^(?:feb|fév|fev)/i, 2],
  [/^(?:mar|mär|márc)/i, 3],
  [/^(?:apr|abr|avr|ápr)/i, 4],
  [/^(?:may|mai|máj|mayo)/i, 5],
  [/^(?:jun|juin|jún)/i, 6],
  [/^(?:jul|juil|júl)/i, 7],
  [/^(?:aug|ago|août|aoû)/i, 8],
  [/^(?:sep|szep|sept)/i, 9],
  [/^(?:oct|okt)/i, 10],
  [/^(?:nov)/i, 11],
  [/^(?:dec|dez|déc|dic)/i, 12],
];

function monthOfName(name: string): number | null {
  return MONTHS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 1950 || fullYear > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export type DayMonthOrder = 'day_first' | 'month_first';

/** Both separators alike, so a range ('0.45-4.50') never reads as a date. */
const NUMERIC_DATE = /(?<![\d.,])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d,]|\.\d)/g;

function spreadInDays(dates: ReadonlyArray<[number, number, number]>, anchors: readonly number[], order: DayMonthOrder): number {
  const times = dates.map(([first, second, year]) => {
    const [day, month] = order === 'day_first' ? [first, second] : [second, first];
    return Date.UTC(year < 100 ? 2000 + year : year, month - 1, day);
  });
  return (Math.max(...times, ...anchors) - Math.min(...times, ...anchors)) / 86_400_000;
}

/**
 * Reports print 03/04/2024 meaning 3 April almost everywhere but the US; a date with a part above 12 settles it.
 * Otherwise the collected, received and reported dates lie days apart, so a reading that keeps them within weeks wins.
 */
export function detectDayMonthOrder(lineTexts: readonly string[]): DayMonthOrder {
  for (const text of lineTexts) {
    for (const match of text.matchAll(NUMERIC_DATE)) {
      if (Number(match[1]) > 12) return 'day_first';
      if (Number(match[3]) > 12) return 'month_first';
    }
  }
  const labelled = lineTexts.filter((text) => !BIRTH_DATE.test(text) && DATE_LABELS.some((label) => label.test(text)));
  const reportDates = labelled.flatMap((text) =>
    [...text.matchAll(NUMERIC_DATE)].map((match): [number, number, number] => [Number(match[1]), Number(match[3]), Number(match[4])]),
  );
  // Dates written with a month name or year first ('Oct 8, 2025', '2025-10-08') read the same either way.
  const anchors = labelled.flatMap((text) => {
    const iso = findDate(text.replace(NUMERIC_DATE, ' '), 'day_first');
    return iso ? [Date.parse(iso)] : [];
  });
  if (reportDates.length === 0 || reportDates.length + anchors.length < 2) return 'day_first';
  // Only a reading that keeps them within weeks of each other says anything (a printout may be years later).
  const monthFirst = spreadInDays(reportDates, anchors, 'month_first');
  return monthFirst <= 45 && monthFirst < spreadInDays(reportDates, anchors, 'day_first') ? 'month_first' : 'day_first';
}

/** The first date in a text, as YYYY-MM-DD: ISO, Hungarian '2024.09.14.', '14/09/2024', '14-Sep-2024', 'Sep 14, 2024', '2024. szeptember 14.'. */
export function findDate(text: string, order: DayMonthOrder): string | null {
  const patterns: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string | null]> = [
    [/(?<!\d)(\d{4})[-./]\s?(\d{1,2})[-./]\s?(\d{1,2})(?!\d)/, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))],
    [
      /(?<!\d)(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?!\d)/,
      (m) => (order === 'day_first' ? isoDate(Number(m[3]), Number(m[2]), Number(m[1])) : isoDate(Number(m[3]), Number(m[1]), Number(m[2]))),
    ],
    [/(?<!\d)(\d{1,2})\.?[\s-]*(\p{L}{3,9})\.?[\s,-]*(\d{4})(?!\d)/u, (m) => monthOrNull(m[2], (month) => isoDate(Number(m[3]), month, Number(m[1])))],
    [/(\p{L}{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?!\d)/u, (m) => monthOrNull(m[1], (month) => isoDate(Number(m[3]), month, Number(m[2])))],
    [/(?<!\d)(\d{4})\.?\s+(\p{L}{3,12})\.?\s+(\d{1,2})/u, (m) => monthOrNull(m[2], (month) => isoDate(Number(m[1]), month, Number(m[3])))],
  ];
  // The date printed first wins ('Collected: Oct 11, 2025  Received: 2025-10-12'), whatever its format.
  let first: { index: number; iso: string } | null = null;
  for (const [pattern, toIso] of patterns) {
    const match = pattern.exec(text);
    const iso = match ? toIso(match) : null;
    if (match && iso && (first === null || match.index < first.index)) first = { index: match.index, iso };
  }
  return first?.iso ?? null;
}

function monthOrNull(name: string | undefined, build: (month: number) => string | null): string | null {
  const month = name ? monthOfName(name) : null;
  return month ? build(month) : null;
}

const DATE_LABELS: readonly RegExp[] = [
  /\b(?:collect(?:ed|ion)|sampl(?:e|ing|ed)(?: date| time| on| drawn)?|specimen (?:collected|date|drawn)|drawn|draw date|entnahme|abnahme|probenentnahme|mintav[eé]tel|fecha de (?:toma|extracci[oó]n)|pr[eé]l[eè]vement|pr[eé]lev[eé]|prelievo|colheita|coleta|recolecci[oó]n)/i,
  /\b(?:receiv|regist|accession|eingang|érkez)/i,
  /\b(?:report(?:ed)?|result(?:ed)?|date|datum|dátum|fecha|validated|befund)/i,
];

const BIRTH_DATE = /\b(?:birth|dob|d\.o\.b|born|geburt|születés|nacimiento|naissance|nascita|nascimento)/i;

/** The collection date when printed, falling back to the received and then the report date. */
export function findCollectionDate(lineTexts: readonly string[]): string | null {
  const order = detectDayMonthOrder(lineTexts);
  for (const label of DATE_LABELS) {
    for (const text of lineTexts) {
      const labelMatch = label.exec(text);
      if (!labelMatch || BIRTH_DATE.test(labelMatch[0])) continue;
      // A birth date printed on the same line after the label ('Collected: … DOB: …') is cut off.
      const afterLabel = text.slice(labelMatch.index);
      const birth = BIRTH_DATE.exec(afterLabel.slice(labelMatch[0].length));
      const date = findDate(birth ? afterLabel.slice(0, labelMatch[0].length + birth.index) : afterLabel, order);
      if (date) return date;
    }
  }
  return null;
}
