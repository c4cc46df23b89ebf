import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  FULL_MONTH_NAMES,
  MONTH_NAMES,
  US_TESTS,
  beginReport,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  rangeText,
} from './reportParts.js';

const NAVIGATION = ['Home', 'Messages', 'Test Results', 'Visits', 'Medications', 'Billing', 'Share My Record', 'Sign Out'];
const SITE_NAMES = ['MyCare Connect', 'HealthPoint Portal', 'Valley Health MyChart', 'PatientLink'];
const ORDER_NAMES = ['COMPREHENSIVE METABOLIC PANEL', 'LIPID PANEL', 'CBC W/ AUTO DIFF', 'HEMOGLOBIN A1C', 'TSH', 'Lab Results', 'BASIC METABOLIC PANEL'];
const PROVIDER_NOTES = [
  'Your results look stable. Keep taking atorvastatin 20 mg daily and we will recheck in 6 months.',
  'Glucose is slightly up; please come fasting for 8 to 12 hours next time. Call 555-0142 with questions.',
  'Results reviewed by Dr. Okafor on 2 occasions. No change needed at this time.',
];

type UnitPlace = 'value' | 'range' | 'both';
type Column = 'value' | 'range' | 'flag';

const shortDate = (date: DrawnDate) => `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;

/** A date earlier than the collection, for the past results shown under a card. */
function earlierDate(date: DrawnDate, random: SeededRandom, monthsBack: number): DrawnDate {
  const months = date.year * 12 + date.month - 1 - monthsBack;
  const [year, month, day] = [Math.floor(months / 12), (months % 12) + 1, random.int(1, 28)];
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

/**
 * A patient-portal results page printed from a web browser: the browser's print date and time and the page title at
 * the top of every page, the page address and `Page 1 of 3` at the foot; on the first page the portal's navigation
 * menu printed down the left margin beside the results; the order's name with `Collected on` / `Resulted on` lines
 * and a provider's note with numbers; then one card per component with a `Your value | Standard range | Flag` label row
 * over its values (in varying order, the unit after the value, the range or both, `Normal` or nothing when in range),
 * and a collapsed `Past results (3)` line or the past results opened out with their dates (older values, never results).
 */
export function portalPrintDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [5, 13],
  );
  const site = random.pick(SITE_NAMES);
  const pageTitle = `${random.pick(['Test Details', 'Test Results', 'Lab Result'])} - ${site}`;
  const resulted = { ...date, day: Math.min(28, date.day + random.int(0, 2)) };
  // The browser prints the day the page was printed, some days after the result came back.
  const printed = `${resulted.month}/${Math.min(28, resulted.day + random.int(0, 9))}/${String(date.year).slice(2)}, ${random.int(1, 12)}:${pad(random.int(0, 59))} ${random.pick(['AM', 'PM'])}`;
  writer.pageHead = () => {
    writer.text(40, printed, 7);
    writer.text(250, pageTitle, 7);
    writer.line(22);
  };
  writer.pageHead();
  const withNavigation = random.chance(0.5);
  const left = withNavigation ? 150 : 40;
  if (withNavigation) {
    const menuStep = random.int(18, 26);
    NAVIGATION.forEach((item, index) => writer.text(40, item, 8, item === 'Test Results', writer.y + 30 + index * menuStep));
  }
  writer.text(left, random.pick(['< Back to Test Results', 'Back to results', '< All results']), 8);
  writer.line(18);
  writer.text(left, random.pick(ORDER_NAMES), 14, true);
  writer.line(18);
  const time = `${random.int(6, 11)}:${pad(random.int(0, 59))} AM`;
  writer.text(
    left,
    random.pick([
      `Collected on ${shortDate(date)} ${time}`,
      `Collected: ${FULL_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year} at ${time}`,
      `Specimen collected ${pad(date.month)}/${pad(date.day)}/${date.year} ${time}`,
    ]),
    9,
  );
  writer.line(13);
  writer.text(left, `${random.pick(['Resulted on', 'Result date:', 'Last updated'])} ${shortDate(resulted)}   Status: Final`, 8);
  writer.line(16);
  if (random.chance(0.5)) {
    writer.text(left, 'Message from your provider', 9, true);
    writer.line(12);
    writer.text(left, random.pick(PROVIDER_NOTES), 7);
    writer.line(18);
  }
  const unitPlace: UnitPlace = random.pick(['value', 'range', 'both'] as const);
  const order: readonly Column[] = random.pick([
    ['value', 'range', 'flag'],
    ['value', 'flag', 'range'],
  ] as const);
  const labels: Record<Column, string> = {
    value: random.pick(['Your value', 'Your Value', 'Value']),
    range: random.pick(['Standard range', 'Normal range', 'Reference range']),
    flag: random.pick(['Flag', 'Result flag', '']),
  };
  const columnStep = random.pick([125, 135]);
  const columnX = (column: Column) => left + order.indexOf(column) * columnStep;
  const saysNormal = random.chance(0.4);
  const keepsCardsWhole = random.chance(0.6);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    if (keepsCardsWhole) writer.keep(70);
    writeCard(result);
    expected.push(expectedOf(result, true));
  }
  writer.pageHead = null;
  writer.line(8);
  writer.text(left, random.pick(['Was this helpful?  Yes  No', 'Some results may not be available until your provider reviews them.']), 7);
  writer.line(12);
  const address = `https://${random.pick(['mycare', 'portal', 'mychart'])}.${random.pick(['valleyhealth', 'example', 'northside-med'])}.org/app/results/details?orderId=${random.int(10000000, 99999999)}&eid=${random.int(1000, 9999)}`;
  writer.pages.forEach((page) => page.push({ text: address, x: 40, y: 828, size: 7 }));
  return finishReport(writer, random, { id, family: 'portal_print', collectedOn: date.iso, expected }, { interpretation: false, footnotes: false });

  function writeCard(result: DrawnResult): void {
    const value = formatNumber(result.value, result.unit.decimals, false);
    const range = rangeText(result.unit, false, 'spaced');
    const cells: Record<Column, string> = {
      value: unitPlace === 'range' ? value : `${value} ${result.unit.unit}`,
      range: unitPlace === 'value' ? range : `${range} ${result.unit.unit}`,
      flag: result.direction === 'high' ? 'High' : result.direction === 'low' ? 'Low' : saysNormal ? 'Normal' : '',
    };
    writer.text(left, result.name, 10, true);
    writer.line(14);
    for (const column of order) if (labels[column] !== '') writer.text(columnX(column), labels[column], 7, true);
    writer.line(11);
    for (const column of order)
      if (cells[column] !== '') writer.text(columnX(column), cells[column], column === 'value' ? 10 : 9, column !== 'range' && result.direction !== null);
    writer.line(15);
    const pastCount = random.int(0, 4);
    if (pastCount > 0 && random.chance(0.5)) {
      writer.text(left, `Past results (${pastCount})   Show`, 7);
      writer.line(14);
    } else if (pastCount > 0) {
      writer.text(left, random.pick(['Past results', 'Previous results']), 7, true);
      writer.line(11);
      let monthsBack = 0;
      for (let index = 1; index <= pastCount; index += 1) {
        monthsBack += random.int(2, 6);
        const past = earlierDate(date, random, monthsBack);
        const pastValue = formatNumber(result.value * (0.85 + random.next() * 0.3), result.unit.decimals, false);
        writer.text(left + 10, random.chance(0.5) ? shortDate(past) : `${pad(past.month)}/${pad(past.day)}/${past.year}`, 7);
        writer.text(left + 100, `${pastValue} ${result.unit.unit}`, 7);
        writer.line(10);
      }
      writer.line(4);
    }
    writer.line(6);
  }
}
