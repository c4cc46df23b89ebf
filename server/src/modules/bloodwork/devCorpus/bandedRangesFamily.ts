import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, round, unambiguousDate } from './reportParts.js';

type Band = readonly [number | null, number | null];
type Phase = 'follicular' | 'ovulation' | 'luteal' | 'postmenopausal';

/** Sex hormones whose range depends on sex and, for women, on the cycle phase or menopause (typical immunoassay intervals). */
const HORMONES: ReadonlyArray<{ key: string; names: readonly string[]; unit: string; decimals: number; male: Band; female: Record<Phase, Band> }> = [
  {
    key: 'fsh',
    names: ['FSH', 'Follicle Stimulating Hormone'],
    unit: 'mIU/mL',
    decimals: 1,
    male: [1.5, 12.4],
    female: { follicular: [3.5, 12.5], ovulation: [4.7, 21.5], luteal: [1.7, 7.7], postmenopausal: [25.8, 134.8] },
  },
  {
    key: 'lh',
    names: ['LH', 'Luteinizing Hormone'],
    unit: 'mIU/mL',
    decimals: 1,
    male: [1.7, 8.6],
    female: { follicular: [2.4, 12.6], ovulation: [14.0, 95.6], luteal: [1.0, 11.4], postmenopausal: [7.7, 58.5] },
  },
  {
    key: 'estradiol',
    names: ['Estradiol', 'Estradiol (E2)', 'Oestradiol'],
    unit: 'pg/mL',
    decimals: 1,
    male: [11.3, 43.2],
    female: { follicular: [12.5, 166.0], ovulation: [85.8, 498.0], luteal: [43.8, 211.0], postmenopausal: [null, 54.7] },
  },
  {
    key: 'progesterone',
    names: ['Progesterone'],
    unit: 'ng/mL',
    decimals: 2,
    male: [0.2, 1.4],
    female: { follicular: [0.2, 1.5], ovulation: [0.8, 3.0], luteal: [1.7, 27.0], postmenopausal: [0.1, 0.8] },
  },
];

const PHASE_LABELS: Record<Phase, readonly string[]> = {
  follicular: ['Follicular phase', 'Follicular'],
  ovulation: ['Ovulation phase', 'Mid-cycle peak', 'Ovulatory'],
  luteal: ['Luteal phase', 'Luteal'],
  postmenopausal: ['Postmenopausal', 'Post-menopause'],
};

const AGE_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['Adults', 'Children'],
  ['Adult (>18 y)', 'Child (1-17 y)'],
  ['18 - 99 years', '1 - 17 years'],
];

/**
 * Reports whose range cell holds several banded ranges, one per line: age bands (`Adults: 44 - 147`, `Children: …`)
 * and, for sex hormones, `Male` and the female cycle phases (Follicular / Ovulation / Luteal / Postmenopausal). The
 * range to keep is the patient's band: the adult one, the one for the patient's sex, and for a woman the band of the
 * phase the report states, or none when it does not say.
 */
export function bandedRangesDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [5, 10],
  );
  const sex = random.pick(['male', 'female'] as const);
  const statedPhase: Phase | null = sex === 'female' && random.chance(0.4) ? random.pick(['follicular', 'luteal', 'postmenopausal'] as const) : null;
  // The age, when printed, is in the report furniture (always an adult's).
  const sexText = random.pick([`Sex: ${sex === 'male' ? 'Male' : 'Female'}`, `Gender: ${sex === 'male' ? 'M' : 'F'}`]);
  const phaseText = statedPhase ? [`Clinical information: ${random.pick(PHASE_LABELS[statedPhase])}`] : [];
  header(
    writer,
    random.pick(['Laboratory Report', 'Hormone Profile', 'Test Report']),
    [`Patient: ${random.pick(PATIENTS)}   ${sexText}`, `Collected: ${unambiguousDate(date, random)}`, ...phaseText],
    random,
    true,
  );
  const col = { name: 40, value: 210, unit: 280, range: 360 + random.int(-10, 20) };
  const colon = random.chance(0.6) ? ':' : '';
  const tableHead = () => {
    writer.text(col.name, random.pick(['Test', 'Investigation', 'Test Name']), 8, true);
    writer.text(col.value, 'Result', 8, true);
    writer.text(col.unit, 'Units', 8, true);
    writer.text(col.range, random.pick(['Reference Range', 'Biological Reference Interval', 'Reference Values']), 8, true);
    writer.line(14);
  };
  tableHead();
  writer.pageHead = tableHead;
  const expected: ExpectedCorpusValue[] = [];
  const rangeOf = ([low, high]: Band, decimals: number) => {
    const f = (n: number) => formatNumber(n, decimals, false);
    return low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `< ${f(high)}` : `> ${f(low!)}`;
  };
  const bandedRow = (name: string, value: string, unit: string, bands: ReadonlyArray<readonly [string, string]>, bold: boolean) => {
    writer.keep(bands.length * 11 + 4);
    writer.text(col.name, name, 9);
    writer.text(col.value, value, 9, bold);
    writer.text(col.unit, unit, 8);
    bands.forEach(([label, range], index) => {
      writer.text(col.range, label ? `${label}${colon} ${range}` : range, 8);
      writer.line(index === bands.length - 1 ? 14 : 10);
    });
  };
  const labels = random.pick(AGE_LABELS);
  for (const result of results) {
    const { low, high, decimals } = result.unit;
    const value = formatNumber(result.value, decimals, false);
    if (random.chance(0.5)) {
      // The child band is a lab's own wider interval, printed second (or first) beside the adult one.
      const child: Band = [low === null ? null : round(low * 0.6, decimals), high === null ? null : round(high * 1.8, decimals)];
      const bands: Array<readonly [string, string]> = [
        [labels[0], rangeOf([low, high], decimals)],
        [labels[1], rangeOf(child, decimals)],
      ];
      bandedRow(result.name, value, result.unit.unit, random.chance(0.5) ? bands : bands.reverse(), result.direction !== null);
    } else bandedRow(result.name, value, result.unit.unit, [['', rangeOf([low, high], decimals)]], result.direction !== null);
    expected.push(expectedOf(result, true));
  }
  for (const hormone of random.sample(HORMONES, random.int(2, HORMONES.length))) {
    const name = random.pick(hormone.names);
    const phaseDrawn = statedPhase ?? random.pick(['follicular', 'luteal', 'postmenopausal'] as const);
    const band = sex === 'male' ? hormone.male : hormone.female[phaseDrawn];
    const [low, high] = [band[0] ?? band[1]! * 0.2, band[1] ?? band[0]! * 2];
    const value = round(low + (high - low) * (0.15 + random.next() * 0.7), hormone.decimals);
    const bands: Array<readonly [string, string]> = [
      ['Male', rangeOf(hormone.male, hormone.decimals)],
      ...(['follicular', 'ovulation', 'luteal', 'postmenopausal'] as const).map(
        (phase) => [random.pick(PHASE_LABELS[phase]), rangeOf(hormone.female[phase], hormone.decimals)] as const,
      ),
    ];
    bandedRow(name, formatNumber(value, hormone.decimals, false), hormone.unit, bands, false);
    const kept: Band = sex === 'male' ? hormone.male : statedPhase ? hormone.female[statedPhase] : [null, null];
    expected.push({ name, value, unit: hormone.unit, refLow: kept[0], refHigh: kept[1], markerKey: hormone.key });
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'banded_ranges', collectedOn: date.iso, expected });
}
