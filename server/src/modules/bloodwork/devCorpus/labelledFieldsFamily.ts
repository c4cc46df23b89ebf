import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  MONTH_NAMES,
  PATIENTS,
  beginReport,
  drawResults,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  printedWidth,
  rangeText,
} from './reportParts.js';

const ORDERS: ReadonlyArray<{ names: readonly string[]; keys: readonly string[] }> = [
  {
    names: ['COMPREHENSIVE METABOLIC PANEL', 'Basic Metabolic Panel (BMP)', 'CMP'],
    keys: ['glucose', 'sodium', 'potassium', 'calcium', 'creatinine', 'urea', 'albumin', 'alt', 'ast', 'alkaline_phosphatase', 'bilirubin_total', 'egfr'],
  },
  {
    names: ['CBC WITH AUTOMATED DIFF', 'CBC (Complete Blood Count)', 'HEMOGRAM'],
    keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'],
  },
  { names: ['LIPID PANEL', 'Lipid Panel w/ Reflex to Direct LDL'], keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'] },
  {
    names: ['TSH W/REFLEX TO FT4', 'Thyroid Panel', 'MISC CHEMISTRY'],
    keys: ['tsh', 'free_t4', 'ferritin', 'vitamin_d_25oh', 'vitamin_b12', 'hba1c', 'crp', 'iron', 'uric_acid', 'ggt'],
  },
];

interface FieldLabels {
  value: string;
  range: string;
  units: string;
  flag: string;
}

const LABEL_SETS: readonly FieldLabels[] = [
  { value: 'Result', range: 'Reference Range', units: 'Units', flag: 'Abnormal Flag' },
  { value: 'Value', range: 'Normal Range', units: 'Unit', flag: 'Flag' },
  { value: 'Your Value', range: 'Standard Range', units: 'Units', flag: 'Interpretation' },
  { value: 'Result Value', range: 'Ref Range', units: 'UOM', flag: 'Abnormal' },
];

/** Where the unit is printed: a field of its own, after the value, or after the range. */
type UnitPlace = 'field' | 'value' | 'range';

interface BlockStyle {
  labels: FieldLabels;
  unitPlace: UnitPlace;
  twoPerLine: boolean;
  flagWords: 'letter' | 'word' | 'abnormal';
  labelBold: boolean;
  indent: number;
}

function flagWord(result: DrawnResult, style: BlockStyle): string {
  if (!result.direction) return style.flagWords === 'letter' ? 'N' : style.flagWords === 'word' ? 'Normal' : '';
  if (style.flagWords === 'letter') return result.direction === 'high' ? 'H' : 'L';
  if (style.flagWords === 'word') return result.direction === 'high' ? 'High' : 'Low';
  return result.direction === 'high' ? 'Abnormal (High)' : 'Abnormal (Low)';
}

const timeText = (hour: number, minute: number, twelveHour: boolean) =>
  twelveHour ? `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}` : `${pad(hour)}:${pad(minute)}`;

function dateText(date: DrawnDate, format: number): string {
  return [
    `${pad(date.month)}/${pad(date.day)}/${date.year}`,
    `${date.month}/${date.day}/${date.year}`,
    `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
    `${date.year}-${pad(date.month)}-${pad(date.day)}`,
  ][format]!;
}

const COMMENTS = [
  'Hemolysis index 45; potassium may be falsely elevated by 0.3 mmol/L.',
  'Fasting status: 12 hours. Specimen received 2 tubes.',
  'Results verified by repeat testing. Called to RN at 10:42.',
  'Reference interval for adults 18 years and older.',
  'eGFR calculated with CKD-EPI 2021 equation; > 60 is normal for ages 18-70.',
];

/**
 * US hospital EHR "result details" printouts (the chart-review and patient-portal print views of the large EHRs):
 * no table, one block per component with labelled fields on their own lines or two to a line (`Result: 112 mg/dL`,
 * `Reference Range: 70 - 99 mg/dL`, `Units:`, `Abnormal Flag: H`, `Status: Final`), grouped under the order's name
 * with its collected, received and resulted date-times, field labels, their order and the unit's place varying,
 * component comments with numbers in them, and the performing lab and ordering provider after each order.
 */
export function labelledFieldsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, writer } = beginReport(random, [], [0, 0]);
  const style: BlockStyle = {
    labels: random.pick(LABEL_SETS),
    unitPlace: random.pick(['field', 'value', 'range'] as const),
    twoPerLine: random.chance(0.45),
    flagWords: random.pick(['letter', 'word', 'abnormal'] as const),
    labelBold: random.chance(0.5),
    indent: random.pick([40, 52, 60]),
  };
  const dateFormat = random.int(0, 3);
  const twelveHour = random.chance(0.6);
  const collectedAt = timeText(random.int(6, 10), random.int(0, 59), twelveHour);
  const collected = `${dateText(date, dateFormat)} ${collectedAt}`;
  const resultedDay: DrawnDate = { ...date, day: Math.min(date.day + random.int(0, 1), 28) };
  const resulted = `${dateText(resultedDay, dateFormat)} ${timeText(random.int(11, 17), random.int(0, 59), twelveHour)}`;
  writer.text(40, random.pick(['Lab Results', 'Results Review', 'Laboratory Result Details', 'Test Results']), 14, true);
  writer.line(20);
  writer.text(
    40,
    `${random.pick(PATIENTS)}   MRN: ${random.int(10000000, 99999999)}   DOB: ${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1940, 2002)}`,
    9,
  );
  writer.line(13);
  writer.text(
    40,
    `${random.pick(['Sutter', 'Mercy', 'Baptist', 'Providence'])} ${random.pick(['Medical Center', 'Health', 'Hospital'])}   Printed by ${random.pick(['JSMITH', 'rn.lee', 'portal'])}`,
    9,
  );
  writer.line(20);
  const expected: ExpectedCorpusValue[] = [];
  const field = (label: string, text: string, x: number) => {
    const labelText = `${label}:`;
    writer.text(x, labelText, 8, style.labelBold);
    writer.text(x + printedWidth(writer, labelText, 8, style.labelBold) + 4, text, 9);
  };
  for (const order of random.sample(ORDERS, random.int(2, 4))) {
    const tests = CORPUS_TESTS.filter((test) => order.keys.includes(test.markerKey) && !test.specimen);
    const results = drawResults(random, tests, random.int(2, Math.min(6, tests.length)), 'en', 'us');
    writer.keep(90);
    writer.text(40, `${random.pick(order.names)} - ${random.pick(['Final result', 'Final', 'Completed'])}`, 11, true);
    writer.line(14);
    const orderLines = [
      `${random.pick(['Collected', 'Specimen Collected', 'Collection Date/Time'])}: ${collected}`,
      `${random.pick(['Resulted', 'Result Date', 'Last Updated'])}: ${resulted}`,
      `Order #: ${random.int(100000000, 999999999)}   Accession: ${random.int(10, 99)}-${random.int(100, 365)}-${random.int(10000, 99999)}`,
    ];
    for (const line of random.chance(0.5) ? orderLines : [orderLines[0]!, orderLines[2]!]) {
      writer.text(40, line, 8);
      writer.line(11);
    }
    writer.line(6);
    for (const result of results) {
      const hasRange = random.chance(0.9);
      const number = formatNumber(result.value, result.unit.decimals, false);
      const fields: Array<[string, string]> = [
        [style.labels.value, style.unitPlace === 'value' ? `${number} ${result.unit.unit}` : number],
        [
          style.labels.range,
          hasRange
            ? `${rangeText(result.unit, false, 'spaced')}${style.unitPlace === 'range' ? ` ${result.unit.unit}` : ''}`
            : random.pick(['Not established', 'See comment', '--']),
        ],
      ];
      if (style.unitPlace === 'field') fields.splice(1, 0, [style.labels.units, result.unit.unit]);
      const flag = flagWord(result, style);
      if (flag) fields.push([style.labels.flag, flag]);
      fields.push(['Status', random.pick(['Final', 'Final', 'Corrected'])]);
      writer.keep(20 + fields.length * 12);
      writer.text(style.indent, result.name, 10, true);
      writer.line(13);
      const perLine = style.twoPerLine ? 2 : 1;
      for (let start = 0; start < fields.length; start += perLine) {
        fields.slice(start, start + perLine).forEach(([label, text], column) => field(label, text, style.indent + 12 + column * 240));
        writer.line(12);
      }
      if (random.chance(0.2)) {
        writer.text(style.indent + 12, `Comment: ${random.pick(COMMENTS)}`, 7);
        writer.line(11);
      }
      writer.line(5);
      const truth = expectedOf(result, hasRange);
      // A unit printed only after the range is not on the page when the range is not given.
      expected.push(style.unitPlace === 'range' && !hasRange ? { ...truth, unit: '' } : truth);
    }
    writer.text(
      40,
      `Performing lab: ${random.pick(['Core Lab', 'Main Campus Laboratory'])}, ${random.int(100, 9999)} ${random.pick(['Oak Ave', 'Hospital Dr'])}, CLIA ${random.int(10, 99)}D${random.int(1000000, 9999999)}`,
      7,
    );
    writer.line(10);
    writer.text(
      40,
      `Ordering provider: ${random.pick(['Patel, Anita MD', 'Nguyen, Thomas DO', 'Brown, Lisa NP'])}   NPI ${random.int(1000000000, 1999999999)}`,
      7,
    );
    writer.line(18);
  }
  return finishReport(writer, random, { id, family: 'labelled_fields', collectedOn: date.iso, expected }, { interpretation: false });
}
