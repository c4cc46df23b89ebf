import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  FULL_MONTH_NAMES,
  PATIENTS,
  beginReport,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  usDate,
  wrapWords,
} from './reportParts.js';

const BLOOD_TESTS = CORPUS_TESTS.filter((test) => !test.specimen && test.us.unit !== '');

/** 'Your total cholesterol' for names written as words; acronyms and mixed-case names ('HDL-C', 'HbA1c') as printed. */
function inSentence(name: string): string {
  return /[A-Z]{2}|[a-z][A-Z]|\d/.test(name) ? name : name.toLowerCase();
}

/** The range as a letter words it: 'desirable: below 200', 'normal 70 to 99', 'above 40 is healthy'. */
export function wordedRange(result: DrawnResult, random: SeededRandom): string {
  const { low, high, decimals, unit } = result.unit;
  const f = (n: number) => formatNumber(n, decimals, false);
  const withUnit = random.chance(0.4) ? ` ${unit}` : '';
  if (low !== null && high !== null)
    return random.pick([
      `normal range ${f(low)} to ${f(high)}${withUnit}`,
      `normal: ${f(low)}-${f(high)}${withUnit}`,
      `reference ${f(low)} - ${f(high)}${withUnit}`,
      `healthy range is ${f(low)} to ${f(high)}${withUnit}`,
    ]);
  if (high !== null)
    return random.pick([
      `desirable: below ${f(high)}${withUnit}`,
      `we aim for less than ${f(high)}${withUnit}`,
      `normal: under ${f(high)}${withUnit}`,
      `target <${f(high)}${withUnit}`,
    ]);
  return random.pick([
    `desirable: above ${f(low!)}${withUnit}`,
    `normal: over ${f(low!)}${withUnit}`,
    `target >${f(low!)}${withUnit}`,
    `we like to see more than ${f(low!)}${withUnit}`,
  ]);
}

function verdict(result: DrawnResult, random: SeededRandom): string {
  if (result.direction === 'high') return random.pick(['a little high', 'higher than we would like', 'above the normal range', 'high']);
  if (result.direction === 'low') return random.pick(['a little low', 'below the normal range', 'low']);
  return random.pick(['normal', 'within the normal range', 'fine', 'in the healthy range']);
}

/** One result as one sentence on its own line; the range is worded into it or left out. */
function resultSentence(result: DrawnResult, random: SeededRandom, ranged: boolean, capitalised: boolean): string {
  const name = capitalised ? result.name : inSentence(result.name);
  const value = `${formatNumber(result.value, result.unit.decimals, false)} ${result.unit.unit}`;
  const range = ranged ? wordedRange(result, random) : null;
  const forms = range
    ? [
        `Your ${name} was ${value} (${range}).`,
        `Your ${name} level is ${value}, which is ${verdict(result, random)} (${range}).`,
        `${result.name}: ${value} (${range}) - ${verdict(result, random)}.`,
        `The ${name} came back at ${value}; ${range}.`,
      ]
    : [
        `Your ${name} was ${value}, which is ${verdict(result, random)}.`,
        `${result.name}: ${value} - ${verdict(result, random)}.`,
        `The ${name} result was ${value}.`,
      ];
  return random.pick(forms);
}

/** Ordinary sentences between and after the results, with numbers that are never results (doses, weeks, blood pressure, weight). */
function proseLines(random: SeededRandom, allInRange: boolean): string[] {
  return random.sample(
    [
      `Your blood pressure at the visit was ${random.int(104, 158)}/${random.int(62, 98)}.`,
      `Your weight was ${random.int(52, 118)} kg, ${random.int(1, 4)} kg ${random.pick(['less', 'more'])} than last year.`,
      `Please continue atorvastatin ${random.pick([10, 20, 40])} mg once a day.`,
      `We would like to repeat these tests in ${random.int(3, 12)} months.`,
      `Try to walk for at least ${random.pick([20, 30, 45])} minutes, ${random.int(3, 5)} days a week.`,
      `If you have questions, call the nurse line on ${random.int(100, 999)} ${random.int(1000, 9999)} between 8 and 5.`,
      allInRange
        ? 'Overall these results are reassuring and no change to your treatment is needed.'
        : 'We will discuss the results outside the normal range at your next visit.',
      `Please fast for ${random.pick([8, 10, 12])} hours before your next blood test.`,
    ],
    random.int(3, 6),
  );
}

function writtenDate(date: DrawnDate, random: SeededRandom, british: boolean): string {
  return british
    ? random.pick([`${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year}`, `${pad(date.day)}/${pad(date.month)}/${date.year}`])
    : usDate(date, random);
}

/**
 * A clinic's letter to a patient with the results written as sentences, one per line ('Your total cholesterol was
 * 212 mg/dL (desirable: below 200).'), a long one wrapped onto the next line, sometimes indented as a list, among
 * ordinary prose with numbers in it (blood pressure, doses, months, a phone number); the letter's own date and the
 * collection date both printed; ranges worded ('normal 70 to 99', 'we aim for less than 100') for all, some or none.
 */
export function patientLetterDocument(random: SeededRandom, id: string): CorpusDocument {
  const british = random.chance(0.4);
  const { date, results, writer } = beginReport(random, BLOOD_TESTS, [3, 8], { system: british ? 'si' : 'us' });
  const letterDay = Math.min(28, date.day + random.int(2, 12));
  const letterDate: DrawnDate = { ...date, day: letterDay, iso: `${date.year}-${pad(date.month)}-${pad(letterDay)}` };
  const patient = random.pick(PATIENTS);
  const serif = random.chance(0.5);
  const size = random.pick([9.5, 10, 10.5]);
  const lineWidth = random.int(72, 90);
  const margin = random.pick([45, 50, 60]);
  const resultIndent = random.pick([0, 0, 12]);
  const say = (text: string, bold = false, indent = 0) => {
    const x = margin + indent;
    for (const line of wrapWords(text, lineWidth)) {
      writer.styled(x, line, size, { serif, bold });
      writer.line(size + 4);
    }
  };
  writer.text(40, random.pick(['Riverside Family Practice', 'Northgate Medical Centre', 'Lakeview Internal Medicine', 'Harbour Street Surgery']), 13, true);
  writer.line(16);
  writer.text(
    40,
    `${random.int(2, 480)} ${random.pick(['Elm Street', 'High Street', 'Park Road'])}   Tel ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    8,
  );
  writer.line(26);
  say(`${british ? '' : 'Date: '}${writtenDate(letterDate, random, british)}`);
  writer.line(8);
  const [first = '', last = ''] = patient.split(' ');
  say(`Dear ${random.pick([first, `${random.pick(['Mr', 'Ms', 'Mrs'])} ${last}`])},`);
  writer.line(6);
  say(
    random.pick([
      `Thank you for having your blood tests on ${writtenDate(date, random, british)}. Here are your results:`,
      `Your blood sample taken on ${writtenDate(date, random, british)} has been reviewed by ${random.pick(['Dr Patel', 'Dr Nguyen', 'Dr Okafor'])}.`,
      `I am writing with the results of the blood tests collected on ${writtenDate(date, random, british)}.`,
    ]),
  );
  writer.line(4);
  const ranges = random.pick(['all', 'all', 'some', 'none'] as const);
  const capitalised = random.chance(0.3);
  const prose = proseLines(
    random,
    results.every((result) => result.direction === null),
  );
  const expected: ExpectedCorpusValue[] = [];
  results.forEach((result, index) => {
    const ranged = ranges === 'all' || (ranges === 'some' && random.chance(0.5));
    say(resultSentence(result, random, ranged, capitalised), false, resultIndent);
    expected.push(expectedOf(result, ranged));
    if (index % 3 === 2 && prose.length > 2) say(prose.shift()!);
  });
  writer.line(6);
  for (const line of prose) say(line);
  writer.line(10);
  say(random.pick(['Yours sincerely,', 'Kind regards,', 'Best wishes,']));
  writer.line(14);
  say(random.pick(['Dr A. Patel, MD', 'Dr S. Nguyen', 'Practice Nurse Team']), true);
  return finishReport(
    writer,
    random,
    { id, family: 'patient_letter', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: british },
  );
}
