import { type CorpusDocument, type ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS, CORPUS_URINE_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, directionAgainst, drawDate, drawResults, expectedOf, finishReport, formatNumber, pad, rangeText, sexBands } from './reportParts.js';

/** Section, panel and its tests, in the order Hungarian reports print the sections. */
const PANELS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['HEMATOLÓGIA', 'Vérkép', ['wbc_count', 'rbc_count', 'hemoglobin', 'hematocrit', 'mcv', 'platelet_count']],
  ['KLINIKAI KÉMIA', 'Szénhidrát-anyagcsere, vesefunkció', ['glucose', 'hba1c', 'urea', 'creatinine', 'egfr', 'uric_acid']],
  ['KLINIKAI KÉMIA', 'Elektrolitok', ['sodium', 'potassium', 'calcium']],
  ['KLINIKAI KÉMIA', 'Lipidek', ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides']],
  ['KLINIKAI KÉMIA', 'Májfunkció', ['alt', 'ast', 'ggt', 'alkaline_phosphatase', 'bilirubin_total', 'albumin']],
  ['IMMUNKÉMIA', 'Hormonok, vitaminok', ['tsh', 'free_t4', 'ferritin', 'vitamin_b12', 'vitamin_d_25oh', 'iron']],
  ['IMMUNKÉMIA', 'Gyulladásos marker', ['crp']],
];

const NOT_DONE: ReadonlyArray<readonly [string, string]> = [
  ['Magnézium', 'Nem végezhető (hemolizált minta)'],
  ['Foszfát', 'Anyaghiány miatt nem végezhető'],
  ['LDH', 'Törölve'],
  ['Lipáz', 'Nem érkezett minta'],
];

const NOTES = [
  'Megjegyzés: az eGFR számítása CKD-EPI (2021) képlettel; 60 ml/perc/1,73m2 alatt 3 hónap múlva ismétlés javasolt.',
  'Megjegyzés: LDL-koleszterin célérték nagy kockázatnál < 1,8 mmol/l, igen nagy kockázatnál < 1,4 mmol/l.',
  'Megjegyzés: a minta 12 órás éhezés után, 07:30-kor levéve. Enyhe lipémia (L-index 85).',
  'Megjegyzés: 25-OH-D-vitamin: 50 nmol/l alatt hiány, 75 - 125 nmol/l optimális.',
];

const dotted = (year: number, month: number, day: number) => `${year}.${pad(month)}.${pad(day)}.`;

/**
 * Hungarian hospital and private-lab findings (`Laboratóriumi lelet`): patient block with TAJ number, dotted
 * year-first dates (`2023.03.14. 07:45`) for sampling, arrival and validation, the sender's stamp number, sections in
 * capitals (KLINIKAI KÉMIA, HEMATOLÓGIA) with panels whose shared unit is printed once in the panel title
 * (`Lipidek (mmol/l)`) and left out of the rows, Vizsgálat | Eredmény | Egység | Referencia tartomány with an `Eltérés`
 * column (`H`/`L`, `magas`/`alacsony`) or `*` after the value, ranges by sex in one cell (`Férfi: 135 - 175  Nő: 119 -
 * 158`, read for the patient's sex), `Negatív (0,21)` serology, `Nem végezhető` rows, a urine section with the same
 * names as blood rows, a running head with patient and page number on every page, notes with numbers.
 */
export function hungarianPanelsDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const writer = new PageWriter({ xScale: 0.93 + random.next() * 0.12, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-1, 0, 0, 1]) });
  const female = random.chance(0.5);
  const patient = female ? random.pick(['Kovács Anna', 'Szabó Éva', 'Tóth Katalin']) : random.pick(['Nagy István', 'Horváth Péter', 'Varga Gábor']);
  const birthYear = date.year - random.int(20, 85);
  const taj = `${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`;
  const sampled = `${dotted(date.year, date.month, date.day)} ${pad(random.int(6, 10))}:${pad(random.int(0, 59))}`;
  const lab = random.pick(['Szent Margit Kórház Központi Laboratórium', 'Pannon Labor Kft.', 'Városi Kórház Laboratóriumi Osztály']);
  let page = 1;
  const runningHead = () => {
    page += 1;
    writer.text(40, `${patient}   TAJ: ${taj}   Mintavétel: ${sampled}`, 8);
    writer.text(470, `${page}. oldal`, 8);
    writer.line(18);
  };
  writer.text(40, lab, 12, true);
  writer.line(14);
  writer.text(
    40,
    `${random.int(1000, 9999)} ${random.pick(['Budapest', 'Győr', 'Pécs', 'Debrecen'])}, ${random.pick(['Fő utca', 'Kórház tér', 'Petőfi u.'])} ${random.int(1, 80)}.   Tel.: +36 ${random.int(1, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    7,
  );
  writer.line(20);
  writer.text(220, 'LABORATÓRIUMI LELET', 11, true);
  writer.line(18);
  const block = [
    [`Név: ${patient}`, `TAJ: ${taj}`],
    [`Születési dátum: ${dotted(birthYear, random.int(1, 12), random.int(1, 28))}`, `Nem: ${female ? 'Nő' : 'Férfi'}`],
    [`Beküldő: Dr. ${random.pick(['Kiss Péter', 'Molnár Judit'])} (pecsétszám: ${random.int(10000, 99999)})`, `Mintaszám: ${random.int(10000000, 99999999)}`],
    [`Mintavétel ideje: ${sampled}`, `Beérkezés: ${dotted(date.year, date.month, date.day)} ${pad(random.int(11, 13))}:${pad(random.int(0, 59))}`],
  ];
  for (const [left, right] of block) {
    writer.text(40, left!, 8);
    writer.text(330, right!, 8);
    writer.line(11);
  }
  writer.line(10);
  const flagStyle = random.pick(['letter', 'word', 'star'] as const);
  const xs = random.pick([
    [40, 215, 290, 360, 500],
    [40, 230, 300, 370, 505],
  ]);
  const columnTitles = () => {
    ['Vizsgálat', 'Eredmény', 'Egység', 'Referencia tartomány'].forEach((title, index) => writer.text(xs[index]!, title, 8, true));
    if (flagStyle !== 'star') writer.text(xs[4]!, 'Eltérés', 8, true);
    writer.line(13);
  };
  const byKey = (key: string) => CORPUS_TESTS.find((test) => test.markerKey === key)!;
  const expected: ExpectedCorpusValue[] = [];
  const panels = random.sample(PANELS, random.int(4, 7)).sort((a, b) => PANELS.indexOf(a) - PANELS.indexOf(b));
  const rowHeight = random.pick([13, 15, 17]);
  // One draw for the whole report (then split by panel), so every panel prints a unit the same way ('mmol/l' throughout).
  const chosen = panels.map(([, , keys]) => random.sample(keys, random.int(Math.min(2, keys.length), keys.length)).map(byKey));
  const allResults = drawResults(random, chosen.flat(), chosen.flat().length, 'hu', 'si');
  const urine = random.chance(0.35);
  const notDone = random.sample(NOT_DONE, random.int(0, 1));
  columnTitles();
  const writePanel = (title: string, results: readonly DrawnResult[]) => {
    const shared =
      results.length > 1 && results.every((result) => result.unit.unit === results[0]!.unit.unit) && results[0]!.unit.unit !== '' && random.chance(0.6);
    writer.keep(40);
    writer.text(40, shared ? `${title} (${results[0]!.unit.unit})` : title, 9, true);
    writer.line(13);
    for (const result of results) {
      const f = (n: number) => formatNumber(n, result.unit.decimals, true);
      const bands = sexBands(result);
      const band = bands ? (female ? bands.female : bands.male) : { low: result.unit.low, high: result.unit.high };
      const direction = directionAgainst(result.value, band.low, band.high);
      writer.text(xs[0]!, result.name, 8);
      writer.text(xs[1]!, flagStyle === 'star' && direction ? `${f(result.value)} *` : f(result.value), 8, direction !== null);
      if (!shared) writer.text(xs[2]!, result.unit.unit, 8);
      const range = bands
        ? random.pick([
            `Férfi: ${f(bands.male.low)} - ${f(bands.male.high)}  Nő: ${f(bands.female.low)} - ${f(bands.female.high)}`,
            `F: ${f(bands.male.low)}-${f(bands.male.high)} / N: ${f(bands.female.low)}-${f(bands.female.high)}`,
          ])
        : rangeText(result.unit, true, random.pick(['dash', 'spaced'] as const));
      writer.text(xs[3]!, range, 8);
      if (direction && flagStyle !== 'star')
        writer.text(xs[4]!, flagStyle === 'letter' ? (direction === 'high' ? 'H' : 'L') : direction === 'high' ? 'magas' : 'alacsony', 8, true);
      writer.line(rowHeight);
      expected.push({ ...expectedOf(result, true), refLow: band.low, refHigh: band.high });
    }
    writer.line(6);
  };
  let section = '';
  for (const [index, [heading, title]] of panels.entries()) {
    if (heading !== section) {
      writer.keep(60);
      writer.text(40, heading, 10, true);
      writer.line(15);
      section = heading;
    }
    writer.pageHead = () => {
      runningHead();
      columnTitles();
    };
    writePanel(
      title,
      allResults.filter((result) => chosen[index]!.includes(result.test)),
    );
  }
  for (const [name, reason] of notDone) {
    writer.text(xs[0]!, name, 8);
    writer.text(xs[1]!, reason, 8);
    writer.line(14);
  }
  if (random.chance(0.4)) {
    writer.text(40, 'SZEROLÓGIA', 10, true);
    writer.line(15);
    writer.text(xs[0]!, 'HBsAg', 8);
    writer.text(xs[1]!, `Negatív (${formatNumber(random.next() * 0.8, 2, true)})`, 8);
    writer.text(xs[2]!, 'S/CO', 8);
    writer.text(xs[3]!, '< 1,00', 8);
    writer.line(18);
  }
  if (urine) {
    writer.keep(50);
    writer.text(40, 'VIZELET', 10, true);
    writer.line(15);
    const urineTests = CORPUS_URINE_TESTS.filter((test) => ['urine_creatinine', 'urine_microalbumin'].includes(test.markerKey));
    writePanel('Vizelet kémia', drawResults(random, urineTests, urineTests.length, 'hu', 'si'));
  }
  writer.pageHead = null;
  for (const note of random.sample(NOTES, random.int(1, 2))) {
    writer.text(40, note, 7);
    writer.line(11);
  }
  writer.line(12);
  writer.text(
    40,
    `Validálta: Dr. ${random.pick(['Fekete Zsuzsanna', 'Balogh László'])}, laboratóriumi szakorvos   ${dotted(date.year, date.month, Math.min(28, date.day + 1))} ${pad(random.int(12, 17))}:${pad(random.int(0, 59))}`,
    8,
  );
  return finishReport(
    writer,
    random,
    { id, family: 'hungarian_panels', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: true },
  );
}
