import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import { beginReport, type DrawnResult, expectedOf, finishReport, formatNumber, FULL_MONTH_NAMES, MONTH_NAMES, PATIENTS, rangeText } from './reportParts.js';
import type { SeededRandom } from './random.js';

/** Sentences around the results and after them that hold numbers a reader must not take for results: vitals, doses, days, ages. */
function clinicalProse(random: SeededRandom): { course: string[]; medication: string[] } {
  const course = random.sample(
    [
      `A ${random.int(34, 88)}-year-old ${random.pick(['man', 'woman'])} admitted with ${random.pick(['chest pain', 'community-acquired pneumonia', 'an exacerbation of COPD', 'acute kidney injury', 'cellulitis of the left leg'])}.`,
      `On arrival BP ${random.int(100, 170)}/${random.int(55, 100)} mmHg, HR ${random.int(55, 120)}/min, SpO2 ${random.int(88, 99)}% on room air, temperature ${random.int(36, 39)}.${random.int(0, 9)} °C.`,
      `Treated with IV ${random.pick(['co-amoxiclav 1.2 g', 'ceftriaxone 2 g', 'furosemide 40 mg'])} for ${random.int(2, 7)} days, then switched to oral therapy.`,
      `Chest X-ray on day ${random.int(1, 4)} showed ${random.pick(['no consolidation', 'right basal consolidation', 'a small left effusion'])}.`,
      `ECG: sinus rhythm, rate ${random.int(60, 100)}, QTc ${random.int(390, 470)} ms.`,
      `Weight ${random.int(50, 110)} kg, BMI ${random.int(19, 38)}.${random.int(0, 9)} kg/m2.`,
    ],
    random.int(3, 6),
  );
  const medication = random.sample(
    [
      `Ramipril ${random.pick([2.5, 5, 10])} mg once daily`,
      `Atorvastatin ${random.pick([20, 40, 80])} mg at night`,
      `Metformin ${random.pick([500, 850, 1000])} mg twice daily`,
      `Amoxicillin ${random.pick([500, 1000])} mg three times daily for ${random.int(3, 7)} days`,
      `Colecalciferol ${random.pick([800, 1000, 20000])} units ${random.pick(['daily', 'weekly'])}`,
      `Paracetamol 1 g up to four times daily`,
    ],
    random.int(2, 5),
  );
  return { course, medication };
}

/** 'Haemoglobin 13.2 g/dL (13.2-16.6)', 'sodium 138 mmol/L', 'CRP 48 mg/L (H) [<5]': one result as a discharge letter writes it. */
function resultPhrase(
  result: DrawnResult,
  random: SeededRandom,
  style: { ranges: 'none' | 'some' | 'all'; lowerCase: boolean; brackets: '()' | '[]'; flags: boolean },
): { text: string; ranged: boolean } {
  const name = style.lowerCase && !/[A-Z]{2}/.test(result.name) ? result.name.toLowerCase() : result.name;
  const value = formatNumber(result.value, result.unit.decimals, false);
  const ranged = style.ranges === 'all' || (style.ranges === 'some' && random.chance(0.5));
  const flag = style.flags && result.direction ? ` ${result.direction === 'high' ? '(H)' : '(L)'}` : '';
  const range = ranged ? ` ${style.brackets[0]}${rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const))}${style.brackets[1]}` : '';
  return { text: `${name} ${value} ${result.unit.unit}${flag}${range}`, ranged };
}

/** Joins parts (words, or whole result phrases) into lines of at most `width` characters. */
function wrap(parts: readonly string[], width: number): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + part.length <= width) lines[lines.length - 1] = `${last} ${part}`;
    else lines.push(part);
  }
  return lines;
}

/**
 * Hospital discharge letters: no results table, the blood results written into prose lines ('Bloods on admission:
 * Haemoglobin 13.2 g/dL (13.2-16.6), WBC 11.4 x10E3/uL, CRP 48 mg/L.'), grouped by panel or in one paragraph, wrapped
 * between results, with ranges for some, all or none of them, between paragraphs of clinical course with vitals, doses,
 * days and ages, and a discharge medication list. The collection date is the admission date the results are said to be from.
 */
export function dischargeProseDocument(random: SeededRandom, id: string): CorpusDocument {
  const tests = CORPUS_TESTS.filter((test) => !test.specimen && test.us.unit !== '' && test.markerKey !== 'egfr');
  const { date, results, writer } = beginReport(random, tests, [6, 14], { system: random.pick(['us', 'si'] as const) });
  const admission = random.pick([`${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year}`, `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`]);
  const stay = random.int(2, 9);
  writer.text(40, random.pick(['Discharge Summary', 'DISCHARGE LETTER', 'Inpatient Discharge Summary']), 14, true);
  writer.line(24);
  for (const line of [
    `Patient: ${random.pick(PATIENTS)}   Hospital no.: ${random.int(100000, 999999)}   Ward ${random.int(1, 30)}`,
    `Date of admission: ${admission}   Length of stay: ${stay} days`,
    `Consultant: Dr ${random.pick(['A. Patel', 'R. Evans', 'M. Okafor', 'S. Lindqvist'])}   Bed ${random.int(1, 40)}`,
  ]) {
    writer.text(40, line, 9);
    writer.line(13);
  }
  writer.line(8);
  const { course, medication } = clinicalProse(random);
  const size = random.pick([9, 10]);
  const width = random.int(85, 105);
  const paragraph = (title: string, lines: readonly string[]) => {
    writer.text(40, title, size, true);
    writer.line(size + 5);
    for (const line of lines) {
      writer.text(40, line, size);
      writer.line(size + 4);
    }
    writer.line(8);
  };
  paragraph(random.pick(['Clinical summary', 'History and course']), wrap(course.join(' ').split(' '), width));
  const style = {
    ranges: random.pick(['none', 'some', 'all'] as const),
    lowerCase: random.chance(0.4),
    brackets: random.pick(['()', '[]'] as const),
    flags: random.chance(0.3),
  };
  const grouped = random.chance(0.5);
  const groups = grouped ? [results.slice(0, Math.ceil(results.length / 2)), results.slice(Math.ceil(results.length / 2))] : [results];
  const expected: ExpectedCorpusValue[] = [];
  const resultLines: string[] = [];
  groups.forEach((group, index) => {
    const lead = grouped
      ? random.pick([`${index === 0 ? 'Bloods on admission' : 'Further results'}:`, `${index === 0 ? 'Blood tests' : 'Also'}:`])
      : random.pick(['Bloods on admission:', 'Investigations:', 'Laboratory results on admission:']);
    const phrases = group.map((result, position) => {
      const { text, ranged } = resultPhrase(result, random, style);
      expected.push(expectedOf(result, ranged));
      return `${text}${position === group.length - 1 ? '.' : random.pick([',', ';'])}`;
    });
    resultLines.push(...wrap([lead, ...phrases], width));
  });
  paragraph(random.pick(['Investigations', 'Results']), resultLines);
  paragraph(
    'Medication on discharge',
    medication.map((line) => `- ${line}`),
  );
  paragraph('Follow-up', [`Review in clinic in ${random.int(2, 12)} weeks; repeat bloods in ${random.int(1, 6)} weeks.`]);
  return finishReport(writer, random, { id, family: 'discharge_prose', collectedOn: date.iso, expected }, { interpretation: false });
}
