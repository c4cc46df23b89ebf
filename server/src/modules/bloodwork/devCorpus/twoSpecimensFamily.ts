import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusUnit } from './corpusTests.js';
import {
  beginReport,
  type DrawnResult,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  PATIENTS,
  rangeText,
  unambiguousDate,
} from './reportParts.js';
import type { SeededRandom } from './random.js';

/** Analytes measured in both blood and urine, with a typical spot-urine unit and interval (only to place plausible values). */
const URINE_COUNTERPARTS: Record<string, { markerKey: string; unit: CorpusUnit }> = {
  creatinine: { markerKey: 'urine_creatinine', unit: { unit: 'mg/dL', low: 20, high: 320, decimals: 0 } },
  sodium: { markerKey: 'urine_sodium', unit: { unit: 'mmol/L', low: 40, high: 220, decimals: 0 } },
  potassium: { markerKey: 'urine_potassium', unit: { unit: 'mmol/L', low: 25, high: 125, decimals: 0 } },
  calcium: { markerKey: 'urine_calcium', unit: { unit: 'mg/dL', low: null, high: 30, decimals: 1 } },
  uric_acid: { markerKey: 'urine_uric_acid', unit: { unit: 'mg/dL', low: 37, high: 92, decimals: 1 } },
  glucose: { markerKey: 'urine_glucose', unit: { unit: 'mg/dL', low: null, high: 15, decimals: 0 } },
};

/** How a row says which specimen it is: a specimen column, a suffix or prefix on the name, or a sub-heading over rows. */
type SpecimenStyle = 'column' | 'suffix' | 'prefix' | 'heading';

const SPECIMEN_WORDS = {
  blood: ['Serum', 'Plasma', 'Blood'],
  urine: ['Urine', 'Random urine', 'Spot urine'],
} as const;

function namedFor(name: string, specimen: 'blood' | 'urine', style: SpecimenStyle, word: string): string {
  if (style === 'suffix') return `${name}, ${word}`;
  if (style === 'prefix') return `${specimen === 'urine' ? 'U' : word === 'Plasma' ? 'P' : 'S'}-${name}`;
  return name;
}

/**
 * Chemistry reports with the same analyte measured in serum and urine in one table (creatinine, sodium, potassium,
 * calcium, uric acid, glucose), beside blood-only tests: the specimen is a column, a suffix ('Creatinine, Urine'),
 * a prefix ('S-Creatinine', 'U-Creatinine') or a sub-heading ('Serum' / 'Random urine') over rows printed under the same
 * names. Pairs sit next to each other or in separate blocks; urine rows must come out as the urine marker.
 */
export function twoSpecimensDocument(random: SeededRandom, id: string): CorpusDocument {
  const paired = CORPUS_TESTS.filter((test) => test.markerKey in URINE_COUNTERPARTS);
  const bloodOnly = CORPUS_TESTS.filter((test) => !test.specimen && test.us.unit !== '' && !(test.markerKey in URINE_COUNTERPARTS));
  const { date, results: extra, writer } = beginReport(random, bloodOnly, [2, 7]);
  const pairs = random.sample(paired, random.int(2, 5)).map((test) => {
    // One name for both rows, so none that only fits blood ('Glucose, Fasting', 'Creatinine, Serum').
    const names = test.names.en.filter((name) => !/serum|fasting/i.test(name));
    const name = random.pick(names);
    const counterpart = URINE_COUNTERPARTS[test.markerKey]!;
    const blood: DrawnResult = { test, name, unit: test.us, ...drawValue(random, test.us) };
    const urineTest = { ...test, markerKey: counterpart.markerKey, specimen: 'urine' as const, us: counterpart.unit };
    const urine: DrawnResult = { test: urineTest, name, unit: counterpart.unit, ...drawValue(random, counterpart.unit) };
    return { blood, urine };
  });
  header(
    writer,
    random.pick(['Renal Function Studies', 'Chemistry Report', 'Clinical Biochemistry', 'Laboratory Report']),
    [
      `Patient: ${random.pick(PATIENTS)}   Sex: ${random.pick(['F', 'M'])}`,
      `${random.pick(['Collected', 'Collection date', 'Specimen collected'])}: ${unambiguousDate(date, random)}`,
    ],
    random,
  );
  const style = random.pick(['column', 'suffix', 'prefix', 'heading'] as const);
  const bloodWord = random.pick(SPECIMEN_WORDS.blood);
  const urineWord = random.pick(SPECIMEN_WORDS.urine);
  const adjacent = style !== 'heading' && random.chance(0.5);
  const rows: { result: DrawnResult; specimen: 'blood' | 'urine' }[] = adjacent
    ? [
        ...pairs.flatMap(({ blood, urine }) => [
          { result: blood, specimen: 'blood' as const },
          { result: urine, specimen: 'urine' as const },
        ]),
        ...extra.map((result) => ({ result, specimen: 'blood' as const })),
      ]
    : [
        ...random.sample([...pairs.map(({ blood }) => blood), ...extra], pairs.length + extra.length).map((result) => ({ result, specimen: 'blood' as const })),
        ...pairs.map(({ urine }) => ({ result: urine, specimen: 'urine' as const })),
      ];
  const columns = style === 'column' ? ['Test', 'Specimen', 'Result', 'Units', 'Reference Range'] : ['Test', 'Result', 'Flag', 'Units', 'Reference Range'];
  const x =
    style === 'column' ? [40, 170, 250, 310, 390] : [40, 200 + random.int(0, 30), 270 + random.int(0, 20), 310 + random.int(0, 20), 400 + random.int(0, 30)];
  columns.forEach((title, index) => writer.text(x[index]!, title, 9, true));
  writer.line(16);
  const step = random.int(13, 16);
  const expected: ExpectedCorpusValue[] = [];
  let block: 'blood' | 'urine' | null = null;
  for (const { result, specimen } of rows) {
    const word = specimen === 'urine' ? urineWord : bloodWord;
    if (style === 'heading' && block !== specimen) {
      writer.line(4);
      writer.text(40, word, 9, true);
      writer.line(step);
      block = specimen;
    }
    const name = namedFor(result.name, specimen, style, word);
    const flag = result.direction === null ? '' : result.direction === 'high' ? 'H' : 'L';
    const value = formatNumber(result.value, result.unit.decimals, false);
    writer.text(40, name, 9);
    if (style === 'column') {
      writer.text(x[1]!, word, 9);
      writer.text(x[2]!, flag ? `${value} ${flag}` : value, 9, flag !== '');
    } else {
      writer.text(x[1]!, value, 9, flag !== '');
      if (flag) writer.text(x[2]!, flag, 9, true);
    }
    writer.text(x[3]!, result.unit.unit, 9);
    writer.text(x[4]!, rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const)), 9);
    writer.line(step);
    expected.push(expectedOf(result, true, name));
  }
  return finishReport(writer, random, { id, family: 'two_specimens', collectedOn: date.iso, expected });
}
