import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnResult,
  US_TESTS,
  beginReport,
  directionAgainst,
  drawResults,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  rangeText,
  sexBands,
} from './reportParts.js';

const PANELS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['BASIC METABOLIC PANEL', ['glucose', 'urea', 'creatinine', 'sodium', 'potassium', 'calcium', 'egfr']],
  ['HEPATIC FUNCTION PANEL', ['alt', 'ast', 'alkaline_phosphatase', 'bilirubin_total', 'albumin', 'ggt']],
  ['CBC W/O DIFFERENTIAL', ['wbc_count', 'rbc_count', 'hemoglobin', 'hematocrit', 'mcv', 'platelet_count']],
  ['LIPID PANEL', ['total_cholesterol', 'triglycerides', 'hdl_cholesterol', 'ldl_cholesterol']],
  ['MISCELLANEOUS CHEMISTRY', ['tsh', 'free_t4', 'ferritin', 'iron', 'vitamin_b12', 'hba1c', 'crp', 'uric_acid', 'vitamin_d_25oh']],
];

/** Rows the lab could not report: they print where a result would, and are no results. */
const NOT_REPORTED: ReadonlyArray<readonly [string, string]> = [
  ['Magnesium', 'QNS'],
  ['Phosphorus', 'Test not performed'],
  ['Lipase', 'Cancelled'],
  ['Lactic Acid', 'TNP'],
  ['Ammonia', 'Specimen hemolyzed'],
  ['Troponin I', 'Cancelled'],
];

const REASONS = [
  'Quantity not sufficient for analysis. Please recollect 1 light green top (3.5 mL).',
  'Specimen received hemolyzed (H-index 150). Recollection requested.',
  'Cancelled by provider: duplicate order (2 tubes received).',
  'Specimen older than 4 hours at receipt; stability exceeded.',
];

const NURSES = ['RN M. Lopez', 'RN K. Adams', 'J. Patel, RN', 'Dr. S. Chen'];

/** A critical flag for a value far outside its range: how hospital systems print a called result. */
function criticalFlag(random: SeededRandom, direction: 'high' | 'low'): string {
  return random.pick(direction === 'high' ? ['HH', 'CRIT', 'PANIC', 'H*', 'C'] : ['LL', 'CRIT', 'PANIC', 'L*', 'C']);
}

/** Tests on hospital critical-value lists; a far-out value of another test is flagged H or L only. */
const CRITICAL_TESTS = new Set(['glucose', 'potassium', 'sodium', 'calcium', 'hemoglobin', 'platelet_count', 'wbc_count', 'creatinine']);

/** Comments hospital systems print under a result, with numbers that are no results. */
const ROW_COMMENTS: Record<string, string> = {
  egfr: 'eGFR calculated by CKD-EPI 2021 (race-free). Values 60-89 without kidney damage are not CKD.',
  glucose: 'Fasting 100-125 mg/dL: impaired fasting glucose. Patient fasted 10 hours.',
  hba1c: 'Goal for most adults with diabetes < 7.0 %.',
  ldl_cholesterol: 'Calculated by the Martin/Hopkins equation; not valid when TG > 400 mg/dL.',
  potassium: 'Slight hemolysis (index 40) may raise potassium by 0.3 mmol/L.',
};

function isCritical(result: DrawnResult, direction: 'high' | 'low' | null): boolean {
  if (!CRITICAL_TESTS.has(result.test.markerKey)) return false;
  const { low, high } = result.unit;
  if (direction === 'high' && high !== null) return result.value > high * 1.3;
  if (direction === 'low' && low !== null) return result.value < low * 0.8;
  return false;
}

/**
 * US hospital laboratory final reports (Cerner / Epic Beaker / Meditech printouts): a page head with the patient's
 * numbers repeated on every page (MRN, age, room and bed, account, FIN), panels in capitals with `(continued)` when a
 * page break falls inside one, Test | Result | Flag | Units | Reference Range in one of three orders, sex-specific
 * ranges in one cell (`M: 13.2-16.6 F: 11.6-14.9`, read for the patient's sex), critical values flagged `HH`, `LL`,
 * `CRIT`, `PANIC` or `C` with a call-back line under them full of numbers (time, date, extension), and rows the lab
 * could not report (`QNS`, `Test not performed`, `Cancelled`) with the reason under them.
 */
export function criticalCallsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, writer } = beginReport(random, US_TESTS, [1, 1]);
  const female = random.chance(0.5);
  const panels = random.sample(PANELS, random.int(3, 5));
  const rowHeight = random.pick([13, 15, 17]);
  const perPanelStatus = random.chance(0.6);
  const byKey = (key: string) => US_TESTS.find((test) => test.markerKey === key)!;
  const chosen = panels.map(([, keys]) => random.sample(keys, random.int(Math.min(4, keys.length), keys.length)).map(byKey));
  // One draw for the whole report (then split by panel), so every panel prints a unit the same way ('mg/dl' throughout).
  const allResults = drawResults(random, chosen.flat(), chosen.flat().length, 'en', 'us');
  const drawn = panels.map(([title], index) => {
    const results = allResults.filter((result) => chosen[index]!.includes(result.test));
    return { title, results };
  });
  const numericDate = `${pad(date.month)}/${pad(date.day)}/${random.chance(0.7) ? date.year : String(date.year).slice(2)}`;
  const time = `${pad(random.int(5, 10))}:${pad(random.int(0, 59))}`;
  const mrn = String(random.int(100000, 9999999)).padStart(8, '0');
  const age = random.int(19, 92);
  const room = `${random.int(2, 9)}${random.pick(['W', 'E', 'N', 'ICU'])} ${random.int(100, 699)}-${random.pick(['A', 'B'])}`;
  const hospital = random.pick(['Mercy General Hospital', 'St. Luke Regional Medical Center', 'University Hospital Laboratory', 'Valley Baptist Health']);
  const patient = female ? random.pick(['DOE, JANE', 'GARCIA, MARIA', 'NGUYEN, LINDA']) : random.pick(['SMITH, JOHN', 'JOHNSON, ROBERT', 'OKAFOR, DAVID']);
  const dob = `${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${date.year - age}`;
  const account = `Acct#: ${random.int(1000000, 9999999)}   FIN: ${random.int(10000000, 99999999)}`;
  const attending = random.pick(['Patel, A MD', 'Brown, K DO', 'Lee, S MD']);
  const runningHead = () => {
    writer.text(40, hospital, 11, true);
    writer.text(420, 'LABORATORY REPORT', 9, true);
    writer.line(14);
    writer.text(40, `Patient: ${patient}   MRN: ${mrn}   DOB: ${dob}`, 8);
    writer.text(400, `Age/Sex: ${age}Y/${female ? 'F' : 'M'}`, 8);
    writer.line(11);
    writer.text(40, `Loc: ${room}   ${account}`, 8);
    writer.text(400, `Attending: ${attending}`, 8);
    writer.line(18);
  };
  runningHead();
  writer.pageHead = runningHead;
  writer.text(40, `Collected: ${numericDate} ${time}   Received: ${numericDate} ${pad(Number(time.slice(0, 2)) + 1)}:${pad(random.int(0, 59))}`, 8);
  writer.line(11);
  writer.text(
    40,
    `Accession: ${random.pick(['H', 'C', 'L'])}${random.int(10, 99)}-${random.int(100000, 999999)}   Order #: ${random.int(10000000, 99999999)}   Status: Final`,
    8,
  );
  writer.line(18);

  type Column = 'test' | 'result' | 'flag' | 'units' | 'range';
  const order = random.pick<ReadonlyArray<readonly [Column, string]>>([
    [
      ['test', 'Test'],
      ['result', 'Result'],
      ['flag', 'Flag'],
      ['units', 'Units'],
      ['range', 'Reference Range'],
    ],
    [
      ['test', 'Procedure'],
      ['result', 'Result'],
      ['units', 'Units'],
      ['range', 'Ref Range'],
      ['flag', 'Flag'],
    ],
    [
      ['test', 'Test Name'],
      ['flag', 'Flag'],
      ['result', 'Result'],
      ['units', 'Units'],
      ['range', 'Normal Range'],
    ],
  ]);
  const xs = random.pick([
    [40, 215, 285, 330, 420],
    [40, 200, 265, 320, 430],
  ]);
  const column = (key: Column) => xs[order.findIndex(([name]) => name === key)]!;
  const columnTitles = () => {
    order.forEach(([, title], index) => writer.text(xs[index]!, title, 8, true));
    writer.line(13);
  };
  const expected: ExpectedCorpusValue[] = [];
  const notReported = random.sample(NOT_REPORTED, random.int(0, 2));
  for (const [panelIndex, { title, results }] of drawn.entries()) {
    const panelHead = (continued: boolean) => {
      writer.text(40, continued ? `${title} (continued)` : title, 9, true);
      writer.line(13);
      if (!continued && perPanelStatus) {
        writer.text(
          40,
          `Collected: ${numericDate} ${time}   Resulted: ${numericDate} ${pad(Number(time.slice(0, 2)) + 2)}:${pad(random.int(0, 59))}   Status: Final   Specimen: ${random.pick(['Blood', 'Serum', 'Plasma'])}`,
          7,
        );
        writer.line(12);
      }
      columnTitles();
    };
    writer.keep(60);
    panelHead(false);
    writer.pageHead = () => {
      runningHead();
      panelHead(true);
    };
    for (const result of results) {
      const bands = sexBands(result);
      const band = bands ? (female ? bands.female : bands.male) : { low: result.unit.low, high: result.unit.high };
      const direction = directionAgainst(result.value, band.low, band.high);
      const critical = isCritical(result, direction) && random.chance(0.8);
      const flag = direction === null ? '' : critical ? criticalFlag(random, direction) : direction === 'high' ? 'H' : 'L';
      const f = (n: number) => formatNumber(n, result.unit.decimals, false);
      writer.text(column('test'), result.name, 8);
      writer.text(column('result'), f(result.value), 8, direction !== null);
      if (flag) writer.text(column('flag'), flag, 8, true);
      writer.text(column('units'), result.unit.unit, 8);
      const range = bands
        ? random.pick([
            `M: ${f(bands.male.low)}-${f(bands.male.high)} F: ${f(bands.female.low)}-${f(bands.female.high)}`,
            `Male ${f(bands.male.low)}-${f(bands.male.high)}; Female ${f(bands.female.low)}-${f(bands.female.high)}`,
          ])
        : rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const));
      writer.text(column('range'), range, 8);
      writer.line(rowHeight);
      const comment = ROW_COMMENTS[result.test.markerKey];
      if (comment && random.chance(0.5)) {
        writer.text(60, comment, 7);
        writer.line(11);
      }
      expected.push({ ...expectedOf(result, true), refLow: band.low, refHigh: band.high });
      if (critical) {
        const called = `${pad(Number(time.slice(0, 2)) + 2)}${pad(random.int(0, 59))}`;
        writer.text(60, `CRITICAL RESULT called to and read back by ${random.pick(NURSES)}, ext ${random.int(2000, 7999)}, at ${called} on ${numericDate}.`, 7);
        writer.line(11);
      }
    }
    const missing = notReported[panelIndex];
    if (missing) {
      writer.text(column('test'), missing[0], 8);
      writer.text(column('result'), missing[1], 8);
      writer.line(11);
      writer.text(60, random.pick(REASONS), 7);
      writer.line(11);
    }
    writer.pageHead = runningHead;
    writer.line(10);
  }
  writer.text(
    40,
    `Performed at: ${hospital} Laboratory, ${random.int(100, 9999)} Medical Pkwy   CLIA #${random.int(10, 99)}D${random.int(1000000, 9999999)}`,
    7,
  );
  writer.line(10);
  writer.text(40, 'HH/LL/CRIT/PANIC = critical value, notified per policy LAB-0412 within 30 minutes.', 7);
  writer.line(10);
  writer.pageHead = null;
  return finishReport(
    writer,
    random,
    { id, family: 'critical_calls', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: random.chance(0.5) },
  );
}
