import { sectionSpecimenOf } from './nonResultText.js';
import { CYCLE_PHASE_WORDS, type CyclePhase, type PatientSex } from './referenceRange.js';

const SEX_LABELLED =
  /\b(?:sex|gender|geschlecht|nem|neme|sexo|sexe)\b[^\n]*?(?:^|[\s:/|,])(males?|females?|m|f|férfi|n[őöõ]|männlich|weiblich|masculino|femenino|feminino|hombre|mujer|homem|mulher|homme|femme|masculin|féminin)(?=$|[\s/|,.;)])/i;
const SEX_NEAR_AGE = /(?:^|[\s:/|,])(male|female)\s*\/\s*\d+\s*(?:y|yrs?|years?)\b|\b\d+\s*(?:y|yrs?|years?)\s*\/\s*(male|female|m|f)\b/i;

function sexOfWord(word: string): PatientSex {
  return /^(?:f|females?|n[őöõ]|weiblich|femenino|feminino|mujer|mulher|femme|féminin)$/i.test(word) ? 'female' : 'male';
}

/** The patient's sex as printed in the report header ('Sex : Male', 'Age / Sex : 27 YRS / M', 'Male / 23 Years'). */
/** The cycle phase a report states outside its ranges ('Clinical information: Luteal phase'); null when it states none. */
export function findCyclePhase(lineTexts: readonly string[]): CyclePhase | null {
  for (const text of lineTexts) {
    // A range line names its phase beside numbers ('Luteal phase: 1.7 - 7.7'); the patient's phase is stated in words.
    if (/\d/.test(text)) continue;
    const phase = CYCLE_PHASE_WORDS.find(([, pattern]) => pattern.test(text.replace(/\s+/g, ' ').trim()));
    if (phase) return phase[0];
  }
  return null;
}

/** An age printed in years, months and days ('38 Y 1 M 8 D'): its 'M' is months, never the sex. */
const AGE_IN_YEARS_MONTHS = /\b\d+\s*Y\s+\d+\s*M\b(?:\s+\d+\s*D\b)?/gi;

export function findPatientSex(lineTexts: readonly string[]): PatientSex | null {
  for (const text of lineTexts) {
    const labelled = SEX_LABELLED.exec(text.replace(AGE_IN_YEARS_MONTHS, ' '));
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
  [/^(?:jan|ene|janv|jän|gen)/i, 1],
  [/^(?:feb|fév|fev)/i, 2],
  [/^(?:mar|mär|márc|mrt)/i, 3],
  [/^(?:apr|abr|avr|ápr)/i, 4],
  [/^(?:may|mai|máj|mayo|mag|mei|maj)/i, 5],
  [/^(?:jun|juin|jún|giu)/i, 6],
  [/^(?:jul|juil|júl|lug)/i, 7],
  [/^(?:aug|ago|août|aoû)/i, 8],
  [/^(?:sep|szep|sept|set)/i, 9],
  [/^(?:oct|okt|ott|out)/i, 10],
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

/** Slash or hyphen dates, both separators alike, so a range ('0.45-4.50') never reads as a date. Dotted dates are day-first everywhere. */
const NUMERIC_DATE = /(?<![\d.,])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d,]|\.\d)/g;
const DOTTED_DATE = /(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d.,])/;

/**
 * Japanese dates count years in the emperor's era, the era's initial before the year: Reiwa from 2019 (R1), Heisei from
 * 1989 (H1), Showa from 1926 (S1, birth dates); 'R6.3.12' and 'R06/03/12' are 12 March 2024.
 */
const ERA_DATE = /(?<![\p{L}\d])([RHS])(\d{1,2})([./])(\d{1,2})\3(\d{1,2})(?![\d.,])/u;
const ERA_START_YEAR: Readonly<Record<string, number>> = { R: 2019, H: 1989, S: 1926 };

function eraDate(match: RegExpExecArray): string | null {
  const [, era = '', year, , month, day] = match;
  return isoDate((ERA_START_YEAR[era] ?? 0) + Number(year) - 1, Number(month), Number(day));
}

function spreadInDays(dates: ReadonlyArray<[number, number, number]>, anchors: readonly number[], order: DayMonthOrder): number {
  const times = dates.map(([first, second, year]) => {
    const [day, month] = order === 'day_first' ? [first, second] : [second, first];
    return Date.UTC(year < 100 ? 2000 + year : year, month - 1, day);
  });
  return (Math.max(...times, ...anchors) - Math.min(...times, ...anchors)) / 86_400_000;
}

/** Dates printed with a day above 12 say how this report writes dates; the side with more of them wins, a tie says nothing. */
function orderOfUnambiguousDates(lineTexts: readonly string[]): DayMonthOrder | null {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const text of lineTexts) {
    for (const match of text.matchAll(NUMERIC_DATE)) {
      if (Number(match[1]) > 12 && Number(match[3]) <= 12) dayFirst += 1;
      if (Number(match[3]) > 12 && Number(match[1]) <= 12) monthFirst += 1;
    }
  }
  return dayFirst === monthFirst ? null : dayFirst > monthFirst ? 'day_first' : 'month_first';
}

/** The collected, received and reported dates lie days apart: a reading that keeps them within weeks, and the other not, wins. */
function orderOfReportDates(lineTexts: readonly string[]): DayMonthOrder | null {
  // Page furniture ('Printed: … Final Report') carries the date the page was printed, any time later.
  const labelled = lineTexts.filter((text) => !BIRTH_DATE.test(text) && !PRINTED.test(text) && DATE_LABELS.some((label) => label.test(text)));
  const reportDates = labelled.flatMap((text) =>
    [...text.matchAll(NUMERIC_DATE)].map((match): [number, number, number] => [Number(match[1]), Number(match[3]), Number(match[4])]),
  );
  // Dates written with a month name or year first ('Oct 8, 2025', '2025-10-08') read the same either way.
  const anchors = labelled.flatMap((text) => {
    const iso = findDate(text.replace(NUMERIC_DATE, ' '), 'day_first');
    return iso ? [Date.parse(iso)] : [];
  });
  if (reportDates.length === 0 || reportDates.length + anchors.length < 2) return null;
  const monthFirst = spreadInDays(reportDates, anchors, 'month_first');
  const dayFirst = spreadInDays(reportDates, anchors, 'day_first');
  // Only one reading keeping them within two weeks, and the other not within four, says anything.
  if (Math.min(monthFirst, dayFirst) > 14 || Math.max(monthFirst, dayFirst) < 28) return null;
  return monthFirst < dayFirst ? 'month_first' : 'day_first';
}

/**
 * Where the report comes from, when its words or units say so. Reports in Hungarian, German, Spanish, French,
 * Portuguese, Italian, Dutch, Swedish, Danish or Polish, and Indian reports (lakhs, cumm, 'Yrs', 'Ref. By'), write the day first; SI cell counts
 * (Giga/L, 10^9/L) are not US either. US reports show US cell-count units (x10E3/uL, K/uL), CLIA or NPI numbers,
 * or US phone numbers.
 */
const DAY_FIRST_COUNTRY =
  /(?<!\p{L})(?:ergebnis|einheit|befund|untersuchung|probenentnahme|entnahme|eredmény|mértékegység|vizsgálat|mintavétel|születési|resultado|unidades|prueba|fecha|extracción|résultat|unités|analyse|prélèvement|naissance|risultato|unità|esame|prelievo|nascita|colheita|exame|nascimento|prélevé|uitslag|eenheid|onderzoek|afname\p{L}*|geboortedatum|svar|enhet|enhed|undersøgelse|analys|prøvetagning\p{L}*|provtagning\p{L}*|wynik|jednostka|badanie|personnummer|bsn|cpr-nr|pesel|lakhs?|cumm|yrs|ref\.? by|giga\/l|tera\/l)(?!\p{L})|10[*^]9\/l|10[*^]12\/l/iu;
const US_COUNTRY = /x10e[36]\/[uµ]l|\b[km]\/[uµ]l\b|\bclia\b|\bnpi\b|\(\d{3}\) \d{3}-\d{4}/i;

function orderOfCountry(lineTexts: readonly string[]): DayMonthOrder | null {
  const text = lineTexts.join('\n');
  if (DAY_FIRST_COUNTRY.test(text)) return 'day_first';
  return US_COUNTRY.test(text) ? 'month_first' : null;
}

/** A full date written with dots ('12.12.2025'), day first wherever it is written; a year of four digits, so no version number ('2.1.10') reads as one. */
const DOTTED_FULL_DATE = /(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d{2}(?!\d|[.,]\d)/;

/** Software that writes any of a report's dates with dots (its print date, a birth date) writes the day first in the others too. */
function orderOfDottedDates(lineTexts: readonly string[]): DayMonthOrder | null {
  return lineTexts.some((text) => DOTTED_FULL_DATE.test(text)) ? 'day_first' : null;
}

/**
 * Reports print 03/04/2024 meaning 3 April almost everywhere but the US. The report's own evidence decides, strongest
 * first: its dates with a day above 12, the spacing of its collected / received / reported dates, then its language,
 * units and identifiers. Null when nothing settles it: a date that reads both ways is then left for the user to confirm.
 */
export function detectDayMonthOrder(lineTexts: readonly string[]): DayMonthOrder | null {
  return orderOfUnambiguousDates(lineTexts) ?? orderOfReportDates(lineTexts) ?? orderOfDottedDates(lineTexts) ?? orderOfCountry(lineTexts);
}

/** A slash or hyphen date whose day and month could be swapped (03/04/2024), read under an unknown order. */
export class AmbiguousDate {
  constructor(
    readonly dayFirst: string,
    readonly monthFirst: string,
  ) {}
}

/**
 * The first date in a text, as YYYY-MM-DD: ISO, Hungarian '2024.09.14.', '14/09/2024', '14.09.2024', '14-Sep-2024', '14/Sep/2024',
 * 'Sep 14, 2024', '14 de marzo de 2024', '2024. szeptember 14.', Japanese 'R6.3.12'. With no known order, a numeric date that reads
 * two ways comes back as an AmbiguousDate.
 */
export function readDate(text: string, order: DayMonthOrder | null): string | AmbiguousDate | null {
  const numeric = (m: RegExpExecArray): string | AmbiguousDate | null => {
    const [first, second, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
    const dayFirst = isoDate(year, second, first);
    const monthFirst = isoDate(year, first, second);
    if (order === 'day_first' || monthFirst === null) return dayFirst;
    if (order === 'month_first' || dayFirst === null) return monthFirst;
    return dayFirst === monthFirst ? dayFirst : new AmbiguousDate(dayFirst, monthFirst);
  };
  const patterns: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string | AmbiguousDate | null]> = [
    [/(?<!\d)(\d{4})[-./]\s?(\d{1,2})[-./]\s?(\d{1,2})(?!\d)/, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))],
    [DOTTED_DATE, (m) => isoDate(Number(m[3]), Number(m[2]), Number(m[1]))],
    [ERA_DATE, eraDate],
    [/(?<![\d.])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/, numeric],
    [
      /(?<!\d)(\d{1,2})(?:st|nd|rd|th|er)?\.?[\s/-]*(?:de\s+)?(\p{L}{3,9})\.?[\s,/-]*(?:de\s+)?(\d{4})(?!\d)/u,
      (m) => monthOrNull(m[2], (month) => isoDate(Number(m[3]), month, Number(m[1]))),
    ],
    // '04-Mar-25', '4 Mar 25', '04/Mar/25': a month name makes a two-digit year safe to read.
    [/(?<![\d.])(\d{1,2})([\s/-])(\p{L}{3,9})\2(\d{2})(?![\d:.,])/u, (m) => monthOrNull(m[3], (month) => isoDate(Number(m[4]), month, Number(m[1])))],
    [/(\p{L}{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?!\d)/u, (m) => monthOrNull(m[1], (month) => isoDate(Number(m[3]), month, Number(m[2])))],
    [/(?<!\d)(\d{4})\.?\s+(\p{L}{3,12})\.?\s+(\d{1,2})/u, (m) => monthOrNull(m[2], (month) => isoDate(Number(m[1]), month, Number(m[3])))],
  ];
  // The date printed first wins ('Collected: Oct 11, 2025  Received: 2025-10-12'), whatever its format.
  let first: { index: number; date: string | AmbiguousDate } | null = null;
  for (const [pattern, toDate] of patterns) {
    const match = pattern.exec(text);
    const date = match ? toDate(match) : null;
    if (match && date && (first === null || match.index < first.index)) first = { index: match.index, date };
  }
  return first?.date ?? null;
}

/** The first date in a text that reads one way only under `order` (see readDate). */
export function findDate(text: string, order: DayMonthOrder | null): string | null {
  const date = readDate(text, order);
  return typeof date === 'string' ? date : null;
}

function monthOrNull(name: string | undefined, build: (month: number) => string | null): string | null {
  const month = name ? monthOfName(name) : null;
  return month ? build(month) : null;
}

/** Labels of the dates a sample was taken or, failing that, received, in the order they are tried. */
const SAMPLE_DATE_LABELS: readonly RegExp[] = [
  // (\b stands only before an ASCII letter: 'Örnek' needs a look-behind instead.)
  /(?<![a-z])[öo]rnek al(?:ma|[ıi]m)|\b(?:coll\b|collect(?:ed|ion)|sampl(?:e|ing|ed)(?: date| time| on| drawn)?|specimen (?:collected|date|drawn)|drawn|draw date|entnahme|abnahme|probenentnahme|mintav[eé]tel|fecha de (?:toma|extracci[oó]n)|pr[eé]l[eè]vement|pr[eé]lev[eé]|prelievo|colheita|coleta|recolecci[oó]n|pr[øo]vetag|provtag|pr[øo]vetak|afname|pobran|taget|(?:blood|lab(?:oratory)?) (?:tests?|work) (?:(?:taken|done|drawn) )?on|numune(?: al(?:ma|[ıi]m))? tarihi|kan alma)/i,
  // An analyser prints when it ran the sample ('Analysis Time:', 'Run:'), as soon after drawing it as a receipt.
  /\b(?:rec(?:'?d|vd)\b|receiv|regist|accession|eingang|érkez|accettazione|ricevimento|recepci[oó]n|rece[cç][aã]o|kabul|analy[sz](?:is|ed) (?:time|date|on|at)\b|run(?: time| date)?\s*:|test(?:ing)? time\b)/i,
];
/** Labels of the date a report was issued, the last resort for the collection date. */
const REPORT_DATE_LABELS: readonly RegExp[] = [/\b(?:report(?:ed)?|result(?:ed)?|date|datum|dátum|fecha|validated|befund|referto|relat[oó]rio|rapor|onay)/i];
const DATE_LABELS = [...SAMPLE_DATE_LABELS, ...REPORT_DATE_LABELS];

const PRINTED = /\b(?:printed|print date|page \d|gedruckt|nyomtatva|impreso|imprimé|stampato|impresso)/i;

const BIRTH_DATE = /\b(?:birth|dob|d\.o\.b|born|geburt|születés|nacimiento|naissance|nascita|nascimento|geb\.|geboorte|f[øo]dsel|födelse|urodz)/i;

/** Languages whose month names reports write out (see DAY_FIRST_COUNTRY), for dates printed without a year. */
const MONTH_NAME_LOCALES = ['en', 'de', 'hu', 'es', 'fr', 'pt', 'it', 'nl', 'sv', 'da', 'pl'];

let monthWords: Set<string> | null = null;

/** A month's name written out in one of those languages, or shortened to three or four letters ('Dec', 'Sept'). */
function isMonthWord(word: string): boolean {
  if (word.length <= 4) return monthOfName(word) !== null;
  monthWords ??= new Set(
    MONTH_NAME_LOCALES.flatMap((locale) =>
      Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month, 15)).toLowerCase(),
      ),
    ),
  );
  return monthWords.has(word.toLowerCase());
}

/** A day and a month's name right after a date label, with no year ('drawn on December 12', 'Sample taken: 12 March'). */
const YEARLESS_DATES: ReadonlyArray<[RegExp, (match: RegExpExecArray) => [string, number]]> = [
  [/^[\s:]*(?:(?:taken|drawn|collected)[\s:]+)?(?:on\s+)?(\p{L}{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d:]|[.,]?\s*\d)/u, (m) => [m[1] ?? '', Number(m[2])]],
  [
    /^[\s:]*(?:(?:taken|drawn|collected)[\s:]+)?(?:on\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(\p{L}{3,9})\.?(?![\p{L}.,]*\s*\d)/u,
    (m) => [m[2] ?? '', Number(m[1])],
  ],
];

/**
 * A date printed with its day and month only, in a message or letter that dates itself elsewhere ('Specimen drawn on
 * December 12' in a message sent 12/13/2024): the year that puts it nearest one of the report's full dates, birth and
 * print dates aside.
 */
function yearlessDate(afterLabel: string, lineTexts: readonly string[], order: DayMonthOrder | null): string | null {
  const dayAndMonth = YEARLESS_DATES.map(([pattern, read]) => {
    const match = pattern.exec(afterLabel);
    const [name, day] = match ? read(match) : ['', 0];
    const month = isMonthWord(name) ? monthOfName(name) : null;
    return month ? { month, day } : null;
  }).find((found) => found !== null);
  if (!dayAndMonth) return null;
  const known = lineTexts
    .filter((line) => !BIRTH_DATE.test(line) && !PRINTED.test(line))
    .flatMap((line) => {
      const date = readDate(line, order);
      // Either reading of a date that reads two ways ('1/3/2025') gives its year.
      return date instanceof AmbiguousDate ? [date.dayFirst, date.monthFirst] : date === null ? [] : [date];
    })
    .map((date) => Date.parse(date));
  const candidates = [...new Set(known.flatMap((time) => [-1, 0, 1].map((step) => new Date(time).getUTCFullYear() + step)))]
    .map((year) => isoDate(year, dayAndMonth.month, dayAndMonth.day))
    .filter((date): date is string => date !== null);
  const distance = (date: string) => Math.min(...known.map((time) => Math.abs(Date.parse(date) - time)));
  return candidates.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

/**
 * The collection date when printed, falling back to the received date, the date printed beside a panel's heading, and
 * then the report date. A date that reads two ways with nothing in the report to settle the order gives null: the
 * review asks the user rather than guess.
 */
export function findCollectionDate(lineTexts: readonly string[]): string | null {
  const order = detectDayMonthOrder(lineTexts);
  const date = labelledDate(lineTexts, SAMPLE_DATE_LABELS, order) ?? sectionHeadingDate(lineTexts, order) ?? labelledDate(lineTexts, REPORT_DATE_LABELS, order);
  return typeof date === 'string' ? date : null;
}

/** A panel's heading with a date (and time) and nothing else after it: 'Biyokimya  02.02.2022 08:50', 'HEMATOLOGY 03/12/2024'. */
const HEADING_THEN_DATE = /^(?<heading>\D+?)\s+(?<date>\d[\d./: -]*)$/;

/**
 * Patient portals print each panel's heading with the date its sample was taken and no label (e-Nabız: 'HEMOGRAM
 * 04.09.2025 10:25'): the results' own date, which the report's issue date beside the patient's name is not.
 */
function sectionHeadingDate(lineTexts: readonly string[], order: DayMonthOrder | null): string | AmbiguousDate | null {
  for (const text of lineTexts) {
    const parts = HEADING_THEN_DATE.exec(text.replace(/\s+/g, ' ').trim())?.groups;
    if (!parts?.heading || !parts.date || sectionSpecimenOf(parts.heading) === null) continue;
    const date = readDate(parts.date, order);
    if (date) return date;
  }
  return null;
}

/** The first date printed after one of the labels, tried in their order; one that reads two ways is returned as such. */
function labelledDate(lineTexts: readonly string[], labels: readonly RegExp[], order: DayMonthOrder | null): string | AmbiguousDate | null {
  for (const label of labels) {
    for (const [index, line] of lineTexts.entries()) {
      // A date in running text wrapped before its year ('… collected on 13 November' / '2025.') is read whole.
      const next = lineTexts[index + 1] ?? '';
      const text = /^\d{4}\b/.test(next.trim()) ? `${line} ${next.trim()}` : line;
      const labelMatch = label.exec(text);
      if (!labelMatch || BIRTH_DATE.test(labelMatch[0])) continue;
      // A birth date printed on the same line after the label ('Collected: … DOB: …') is cut off.
      const afterLabel = text.slice(labelMatch.index);
      const birth = BIRTH_DATE.exec(afterLabel.slice(labelMatch[0].length));
      const dated = birth ? afterLabel.slice(0, labelMatch[0].length + birth.index) : afterLabel;
      const date = readDate(dated, order);
      if (date) return date;
      const withoutYear = yearlessDate(dated.slice(labelMatch[0].length), lineTexts, order);
      if (withoutYear) return withoutYear;
    }
  }
  return null;
}
