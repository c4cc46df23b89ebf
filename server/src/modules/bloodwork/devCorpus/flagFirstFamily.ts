import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnResult,
  MONTH_NAMES,
  PATIENTS,
  US_TESTS,
  beginReport,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  rangeText,
} from './reportParts.js';

const PANELS: ReadonlyArray<{ title: string; keys: readonly string[] }> = [
  { title: 'CBC WITH DIFFERENTIAL', keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'] },
  { title: 'LIPID PANEL', keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'] },
  { title: 'THYROID / ENDOCRINE', keys: ['tsh', 'free_t4', 'hba1c'] },
];
const CHEMISTRY = 'COMPREHENSIVE METABOLIC PANEL';

const QUALITATIVE = [
  ['HIV 1/2 Ag/Ab Screen', 'Non-Reactive', 'Non-Reactive'],
  ['Hepatitis B Surface Ag', 'Negative', 'Negative'],
  ['Urine Drug Screen', 'Not Detected', 'Not Detected'],
];

const FLAGS = { high: ['H', 'HI', 'A'], low: ['L', 'LO', 'A'] } as const;

/** Canadian and US hospital reports: Test | Flag | Result | Reference Range - Units, the flag before the value, the unit inside the range cell. */
export function flagFirstDocument(random: SeededRandom, id: string): CorpusDocument {
  const system = random.pick(['us', 'si'] as const);
  const { date, results, writer } = beginReport(random, system === 'us' ? US_TESTS : CORPUS_TESTS.filter((test) => test.si.unit !== ''), [9, 18], { system });
  const month = MONTH_NAMES[date.month - 1]!;
  const collected = random.pick([
    `${date.year}-${pad(date.month)}-${pad(date.day)} 07:45`,
    `${month} ${date.day}, ${date.year} 07:45`,
    `${pad(date.day)}-${month.toUpperCase()}-${date.year} 0745`,
  ]);
  const patient = random.pick(PATIENTS);
  header(
    writer,
    random.pick(['Laboratory Results', 'Cumulative Lab Report - Final', 'General Hospital Laboratory Medicine']),
    [`Patient: ${patient}   MRN: ${random.int(1000000, 9999999)}   Location: ${random.pick(['4 West', 'Emergency', 'Outpatient Clinic'])}`],
    random,
    system === 'us',
  );
  const columns = random.pick([
    ['Test', 'Flag', 'Result', 'Reference Range - Units'],
    ['Test Name', 'Abn', 'Result', 'Ref Range / Units'],
    ['Procedure', 'Flag', 'Value', 'Normal Range (Units)'],
  ]);
  const x = { name: 40, flag: 205, value: 240, range: 315 };
  const writeColumns = () => {
    [x.name, x.flag, x.value, x.range].forEach((left, index) => writer.text(left, columns[index]!, 8, true));
    writer.line(14);
  };
  writer.pageHead = () => {
    writer.text(40, `Patient: ${patient} (continued)`, 8);
    writer.line(16);
    writeColumns();
  };
  writeColumns();
  const rightAligned = random.chance(0.5);
  const flagSet = random.pick([0, 1, 2] as const);
  const expected: ExpectedCorpusValue[] = [];
  const writePanel = (title: string, rows: readonly DrawnResult[]) => {
    if (rows.length === 0) return;
    writer.keep(50);
    writer.text(40, title, 9, true);
    writer.line(12);
    writer.text(50, `Collected: ${collected}   Received: ${collected.replace('07:45', '09:12').replace('0745', '0912')}   Status: Final`, 7);
    writer.line(13);
    for (const result of rows) {
      const value = formatNumber(result.value, result.unit.decimals, false);
      writer.text(x.name, result.name, 9);
      if (result.direction) writer.text(x.flag, FLAGS[result.direction][flagSet], 9, true);
      writer.text(rightAligned ? x.value + 40 - value.length * 5 : x.value, value, 9, result.direction !== null);
      const hasRange = result.unit.low !== null || result.unit.high !== null;
      writer.text(x.range, hasRange ? `${rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const))} ${result.unit.unit}` : result.unit.unit, 9);
      writer.line(13);
      expected.push(expectedOf(result, true));
      if (result.test.markerKey === 'potassium' && random.chance(0.5)) {
        writer.text(60, 'Specimen slightly hemolyzed; potassium may be falsely elevated by 0.3 - 0.5 mmol/L.', 7);
        writer.line(11);
      }
    }
    writer.line(6);
  };
  const paneled = new Set(PANELS.flatMap((panel) => panel.keys));
  writePanel(
    CHEMISTRY,
    results.filter((result) => !paneled.has(result.test.markerKey)),
  );
  for (const panel of PANELS)
    writePanel(
      panel.title,
      results.filter((result) => panel.keys.includes(result.test.markerKey)),
    );
  if (random.chance(0.5)) {
    writer.text(40, 'SEROLOGY', 9, true);
    writer.line(14);
    for (const [name, value, range] of random.sample(QUALITATIVE, 2)) {
      writer.text(x.name, name!, 9);
      writer.text(x.value, value!, 9);
      writer.text(x.range, range!, 9);
      writer.line(13);
    }
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'flag_first', collectedOn: date.iso, expected });
}
