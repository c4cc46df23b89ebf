import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusTest, type CorpusUnit } from './corpusTests.js';
import { wordedRange } from './patientLetterFamily.js';
import { daysBefore } from './proseFindingsFamily.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  FULL_MONTH_NAMES,
  MONTH_NAMES,
  PATIENTS,
  beginReport,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  printedWidth,
  rangeText,
  wrapWords,
} from './reportParts.js';

const sameUnit = (unit: string, low: number, high: number, decimals: number): CorpusUnit => ({ unit, low, high, decimals });

/** Chemistry a US clinic pastes into messages besides the shared tests (the rest of a basic metabolic panel). */
const MESSAGE_EXTRA_TESTS: readonly CorpusTest[] = [
  { markerKey: 'chloride', names: { en: ['Chloride'] }, us: sameUnit('mmol/L', 98, 107, 0), si: sameUnit('mmol/L', 98, 107, 0) },
  {
    markerKey: 'bicarbonate',
    names: { en: ['CO2', 'Carbon Dioxide, Total', 'Bicarbonate'] },
    us: sameUnit('mmol/L', 22, 29, 0),
    si: sameUnit('mmol/L', 22, 29, 0),
  },
  { markerKey: 'magnesium', names: { en: ['Magnesium'] }, us: sameUnit('mg/dL', 1.7, 2.2, 1), si: sameUnit('mmol/L', 0.7, 1.0, 2) },
  { markerKey: 'total_protein', names: { en: ['Protein, Total', 'Total Protein'] }, us: sameUnit('g/dL', 6.0, 8.3, 1), si: sameUnit('g/L', 60, 83, 0) },
];
const BLOOD_TESTS = CORPUS_TESTS.filter((test) => !test.specimen);
const US_MESSAGE_TESTS = [...BLOOD_TESTS.filter((test) => test.us.unit !== ''), ...MESSAGE_EXTRA_TESTS];
const UK_MESSAGE_TESTS = BLOOD_TESTS.filter((test) => test.si.unit !== '');

const CLINICIANS = ['Ana Patel, MD', 'Samuel Okafor, MD', 'Linh Nguyen, DO', 'Rachel Goldberg, MD', 'Maria Lopez, NP', 'Kevin Brooks, PA-C'];
const CLINICS = ['Riverside Family Practice', 'Lakeview Internal Medicine', 'Northgate Primary Care', 'Cedar Hills Medical Group'];
const UK_CLINICIANS = ['Dr Helen Carter', 'Dr Rajesh Shah', 'Dr Fiona MacLeod'];
const UK_CLINICS = ['Harbour Street Surgery', 'Millbrook Medical Centre', 'The Grange Practice'];

type Container = 'portal' | 'webmail';
type BodyFont = 'sans' | 'serif' | 'mono';
type ResultForm = 'lines' | 'columns' | 'dashes' | 'abnormal';
type Quoting = 'none' | 'quoted' | 'thread';
type QuoteStyle = 'chevron' | 'indent' | 'outlook';
type Column = 'name' | 'value' | 'range' | 'flag' | 'unit';

const COLUMN_ORDERS: readonly (readonly Column[])[] = [
  ['name', 'value', 'range', 'flag'],
  ['name', 'value', 'flag', 'range'],
  ['name', 'value', 'unit', 'range', 'flag'],
  ['name', 'value', 'flag', 'unit', 'range'],
  ['name', 'value', 'range'],
];
const COLUMN_TITLES: Record<Column, readonly string[]> = {
  name: ['Component', 'Test', 'Test Name', 'Lab'],
  value: ['Your Value', 'Value', 'Result', 'Your Result'],
  range: ['Standard Range', 'Normal Range', 'Reference Range', 'Ref Range'],
  flag: ['Flag', 'Abnormal', 'H/L'],
  unit: ['Units', 'Unit'],
};

const weekday = (date: DrawnDate) =>
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]!;

/**
 * The text of a message body, line by line, in the message's font; inside a quoted earlier message each line starts
 * with `> ` or the block is indented, as mail clients quote.
 */
class MessageBody {
  quote: 'chevron' | 'indent' | null = null;

  constructor(
    readonly writer: PageWriter,
    readonly font: BodyFont,
    readonly size: number,
    readonly left: number,
  ) {}

  private get x(): number {
    return this.left + (this.quote === 'indent' ? 20 : 0);
  }

  private get prefix(): string {
    return this.quote === 'chevron' ? '> ' : '';
  }

  /** Characters per line before the client wraps (Courier is wider than Helvetica at the same size). */
  get width(): number {
    return Math.floor((470 - (this.x - this.left)) / (this.size * (this.font === 'mono' ? 0.6 : 0.5)));
  }

  put(text: string, bold = false): void {
    const line = `${this.prefix}${text}`;
    if (this.font === 'mono') this.writer.paddedRow(this.x, [[line, 0]], this.size, bold);
    else this.writer.styled(this.x, line, this.size, { bold, serif: this.font === 'serif' });
    this.writer.line(this.size + 4);
  }

  say(text: string, bold = false): void {
    for (const line of wrapWords(text, this.width)) this.put(line, bold);
  }

  gap(points = 7): void {
    this.writer.line(points);
  }

  /** One row of cells set at tab stops, given as offsets from the body's left edge. */
  tabbedRow(cells: readonly (readonly [string, number])[], bold = false): void {
    const shift = this.prefix === '' ? 0 : 10;
    if (shift > 0) this.writer.styled(this.x, '>', this.size, { serif: this.font === 'serif' });
    for (const [text, offset] of cells) if (text !== '') this.writer.styled(this.x + shift + offset, text, this.size, { bold, serif: this.font === 'serif' });
    this.writer.line(this.size + 5);
  }
}

/** Cells padded with spaces to the given widths in characters, as text copied out of a lab system into a plain-text message. */
function spacedRow(cells: readonly (readonly [string, number])[]): string {
  return cells
    .map(([text, width]) => text.padEnd(width))
    .join('')
    .trimEnd();
}

function flagWord(result: DrawnResult, style: readonly [string, string]): string {
  return result.direction === 'high' ? style[0] : result.direction === 'low' ? style[1] : '';
}

/** Everything a document prints about its results, drawn once so the original message and its quote print them alike. */
interface ResultsPlan {
  form: ResultForm;
  intro: string;
  lines: string[];
  /** Cells copied from the lab system, set at tab stops `gap` points apart or padded with `gap` spaces. */
  table: { titles: string[] | null; rows: string[][]; mode: 'tabs' | 'spaces'; gap: number } | null;
  closing: string | null;
}

/**
 * The results as a clinician pastes them into a message: one per line (`Glucose 95 mg/dL (70-99)`,
 * `HDL Cholesterol: 52 mg/dL [>40]`), columns copied from the lab system (Component / Your Value / Standard Range /
 * Flag, tab-aligned or padded with spaces), `Sodium - 139 mmol/L - normal range 136 to 145`, or only the abnormal ones.
 */
function planResults(random: SeededRandom, results: readonly DrawnResult[], font: BodyFont, expected: ExpectedCorpusValue[]): ResultsPlan {
  const abnormal = results.filter((result) => result.direction !== null);
  const form: ResultForm = abnormal.length > 0 && random.chance(0.12) ? 'abnormal' : random.pick(['lines', 'columns', 'columns', 'dashes'] as const);
  const number = (result: DrawnResult) => formatNumber(result.value, result.unit.decimals, false);
  const bullet = random.pick(['', '', '- ', '• ', '* ']);
  if (form === 'columns') {
    const order = random.pick(COLUMN_ORDERS);
    const unitPlace = order.includes('unit') ? 'column' : random.pick(['value', 'range'] as const);
    const flags = random.pick([
      ['H', 'L'],
      ['High', 'Low'],
      ['HIGH', 'LOW'],
    ] as const);
    const gluedFlag = !order.includes('flag') && random.chance(0.6);
    const rangeStyle = random.pick(['dash', 'spaced'] as const);
    const saysNormal = order.includes('flag') && random.chance(0.25);
    const mode = font === 'mono' || random.chance(0.35) ? 'spaces' : 'tabs';
    const rows = results.map((result) => {
      const unit = result.unit.unit;
      const cells: Record<Column, string> = {
        name: result.name,
        value: `${number(result)}${unitPlace === 'value' ? ` ${unit}` : ''}${gluedFlag && result.direction ? ` (${flagWord(result, ['H', 'L'])})` : ''}`,
        range: `${rangeText(result.unit, false, rangeStyle)}${unitPlace === 'range' ? ` ${unit}` : ''}`,
        flag: flagWord(result, flags) || (saysNormal ? 'Normal' : ''),
        unit,
      };
      expected.push(expectedOf(result, true));
      return order.map((column) => cells[column]);
    });
    const titles = random.chance(0.85) ? order.map((column) => random.pick(COLUMN_TITLES[column])) : null;
    return {
      form,
      intro: random.pick(['Here are your results:', 'Results below (copied from your chart):', 'Lab results:', 'Your results:']),
      lines: [],
      table: { titles, rows, mode, gap: mode === 'spaces' ? random.int(2, 4) : random.int(14, 28) },
      closing: null,
    };
  }
  const ranges = random.pick(['all', 'all', 'some', 'none'] as const);
  const ranged = () => ranges === 'all' || (ranges === 'some' && random.chance(0.5));
  if (form === 'dashes') {
    const flags = random.pick([
      [' - HIGH', ' - LOW'],
      [' (high)', ' (low)'],
      ['', ''],
    ] as const);
    const lines = results.map((result) => {
      const printsRange = ranged();
      expected.push(expectedOf(result, printsRange));
      const range = printsRange ? ` - ${wordedRange(result, random)}` : '';
      return `${bullet}${result.name} - ${number(result)} ${result.unit.unit}${flagWord(result, flags)}${range}`;
    });
    return { form, intro: random.pick(['Results:', 'Here is what came back:', 'Your labs:']), lines, table: null, closing: null };
  }
  const shown = form === 'abnormal' ? abnormal : results;
  const flags = random.pick([
    [' (H)', ' (L)'],
    [' H', ' L'],
    [' *', ' *'],
    [' HIGH', ' LOW'],
    ['', ''],
  ] as const);
  const style = random.pick(['paren', 'bracket', 'colonRef', 'unitInRange'] as const);
  const rangeStyle = random.pick(['dash', 'spaced'] as const);
  const lines = shown.map((result) => {
    const printsRange = form === 'abnormal' ? random.chance(0.8) : ranged();
    expected.push(expectedOf(result, printsRange));
    const { unit } = result.unit;
    const range = rangeText(result.unit, false, rangeStyle);
    const flag = flagWord(result, flags);
    if (!printsRange) return `${bullet}${result.name}${style === 'paren' ? '' : ':'} ${number(result)} ${unit}${flag}`;
    if (style === 'paren') return `${bullet}${result.name} ${number(result)} ${unit}${flag} (${range})`;
    if (style === 'bracket') return `${bullet}${result.name}: ${number(result)} ${unit}${flag} [${range}]`;
    if (style === 'colonRef') return `${bullet}${result.name}: ${number(result)} ${unit}${flag}   (ref: ${range})`;
    return `${bullet}${result.name} ${number(result)}${flag} (${range} ${unit})`;
  });
  return form === 'abnormal'
    ? {
        form,
        intro: random.pick(['A few results were outside the normal range:', 'Only these were flagged:', 'The abnormal results were:']),
        lines,
        table: null,
        closing: random.pick(['Everything else (kidney function, liver tests, blood count) was normal.', 'All your other results were within normal limits.']),
      }
    : { form, intro: random.pick(['Here are your results:', 'Results:', 'Your lab results:', '']), lines, table: null, closing: null };
}

/** Prints the planned results into the body; the tab stops and padding come from the cells' own widths. */
function writeResults(body: MessageBody, plan: ResultsPlan): void {
  if (plan.intro !== '') body.say(plan.intro);
  body.gap(3);
  for (const line of plan.lines) body.put(line);
  const table = plan.table;
  if (table) {
    const all = table.titles ? [table.titles, ...table.rows] : table.rows;
    const columns = all[0]!.length;
    if (table.mode === 'spaces') {
      const widths = Array.from({ length: columns }, (_, index) => Math.max(...all.map((row) => row[index]!.length)) + table.gap);
      if (table.titles) {
        body.put(spacedRow(table.titles.map((title, index) => [title, widths[index]!])));
        if (body.font === 'mono') body.put('-'.repeat(widths.reduce((sum, width) => sum + width, 0) - 2));
      }
      for (const row of table.rows) body.put(spacedRow(row.map((cell, index) => [cell, widths[index]!])));
    } else {
      const offsets: number[] = [];
      let offset = 0;
      for (let index = 0; index < columns; index += 1) {
        offsets.push(offset);
        offset +=
          Math.max(...all.map((row, rowIndex) => printedWidth(body.writer, row[index]!, body.size, rowIndex === 0 && table.titles !== null))) + table.gap;
      }
      if (table.titles)
        body.tabbedRow(
          table.titles.map((title, index) => [title, offsets[index]!]),
          true,
        );
      for (const row of table.rows) body.tabbedRow(row.map((cell, index) => [cell, offsets[index]!]));
    }
  }
  if (plan.closing) body.say(plan.closing);
}

function usNumericDate(date: DrawnDate, random: SeededRandom): string {
  return random.pick([
    `${pad(date.month)}/${pad(date.day)}/${date.year}`,
    `${date.month}/${date.day}/${date.year}`,
    `${date.month}/${date.day}/${String(date.year).slice(2)}`,
  ]);
}

/** A time of day in office hours, as messages are sent and pages printed. */
function clock(random: SeededRandom): string {
  const hour = random.int(7, 18);
  return `${hour > 12 ? hour - 12 : hour}:${pad(random.int(0, 59))} ${hour >= 12 ? 'PM' : 'AM'}`;
}

/** The collection date as messages print it, apart from the sent date: a label, a sentence, or the month and day alone. */
function collectionLine(date: DrawnDate, random: SeededRandom, british: boolean): string {
  if (british)
    return random.pick([
      `Sample taken: ${pad(date.day)}/${pad(date.month)}/${date.year}`,
      `Your blood test on ${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year} has come back.`,
      `Collected: ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`,
    ]);
  return random.pick([
    `Collected: ${usNumericDate(date, random)}`,
    `Collected: ${pad(date.month)}/${pad(date.day)}/${date.year} ${random.int(6, 10)}:${pad(random.int(0, 59))} AM`,
    `Specimen drawn on ${FULL_MONTH_NAMES[date.month - 1]} ${date.day}`,
    `Specimen drawn on ${FULL_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
    `Collection Date: ${usNumericDate(date, random)}`,
    `These are from the labs you had drawn on ${usNumericDate(date, random)}.`,
    `Drawn: ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
  ]);
}

/** One or two sentences from the clinician with numbers in them that are never results: doses, months, goals, vitals, a past value. */
function clinicianSentences(random: SeededRandom, results: readonly DrawnResult[], sent: DrawnDate): string[] {
  const earlier = random.pick(results);
  const pastValue = formatNumber(earlier.value * (1.12 + random.next() * 0.25), earlier.unit.decimals, false);
  const visit = daysBefore(sent, -random.int(20, 80));
  return random.sample(
    [
      `Please take vitamin D ${random.pick([1000, 2000])} IU daily and we will recheck in ${random.int(3, 6)} months.`,
      `Your LDL goal is under ${random.pick([70, 100, 130])}, so keep taking atorvastatin ${random.pick([10, 20, 40])} mg at bedtime.`,
      `Let's recheck in ${random.pick([3, 6, 12])} months.`,
      `Your ${earlier.name} was ${pastValue} last time, so this is moving the right way.`,
      `Your blood pressure at the visit was ${random.int(112, 152)}/${random.int(66, 96)}; aim for under 130/80 at home.`,
      `Please come fasting (${random.pick([8, 10, 12])} hours, water is fine) before your visit on ${visit.month}/${visit.day}.`,
      `Your A1c goal is below ${random.pick(['7', '6.5'])}% at age ${random.int(45, 78)}.`,
      `Keep the metformin at ${random.pick([500, 850, 1000])} mg twice a day for now.`,
    ],
    random.int(1, 2),
  );
}

/** A later note in a reply: numbers that are no results (doses, refills, opening hours, a home reading). */
function replyNote(random: SeededRandom, fromPatient: boolean, patientFirst: string, clinician: string): string[] {
  if (fromPatient)
    return [
      random.pick(['Hi Doctor,', 'Hello,', 'Thank you!']),
      random.pick([
        `Thanks for the update. Should I keep taking the ${random.pick([1000, 2000])} IU, or go up to ${random.pick([4000, 5000])}? My home blood pressure this morning was ${random.int(118, 148)}/${random.int(70, 92)}.`,
        `I have been taking ${random.int(1, 2)} tablets of ${random.pick([20, 40])} mg since ${FULL_MONTH_NAMES[random.int(0, 11)]}. Do I need to come in before ${random.int(2, 10)} weeks?`,
      ]),
      patientFirst,
    ];
  return [
    `${patientFirst},`,
    random.pick([
      `One more thing: I sent a prescription for atorvastatin ${random.pick([10, 20, 40])} mg, #${random.pick([30, 90])} with ${random.int(1, 3)} refills, to your pharmacy.`,
      `The lab is open ${random.int(6, 8)}:30 to ${random.int(3, 5)}:00 for the recheck; no appointment needed. Order #${random.int(100000, 999999)}.`,
      `Follow-up: please call ${random.int(200, 989)}-555-${random.int(1000, 9999)} to book the ${random.int(20, 40)} minute visit.`,
    ]),
    clinician.split(',')[0]!,
  ];
}

/**
 * Lab results that reach the patient inside a message, printed from there: a patient-portal message (`Message from
 * Dr. …`, `Sent: 03/14/2025 4:12 PM`, `To:`, `Subject: Your recent lab results`, Reply) or an e-mail printed from a web
 * mail client (From / To / Date / Subject, the browser's print head and the page address, a signature with phone and
 * fax numbers). A greeting, a sentence or two from the clinician with numbers in them, then the results pasted as
 * plain text (see `planResults`), with the collection date printed apart from the sent date. Sometimes the message is
 * a reply quoting the one with the results (`>` before each line, indented under `On Mar 13, 2025, Dr. X wrote:`, or
 * under an `-----Original Message-----` block), alone or after the original in a printed thread: the quoted results
 * are the same results again, and the reply's own note has numbers that are no results.
 */
export function messagePrintoutDocument(random: SeededRandom, id: string): CorpusDocument {
  const container: Container = random.pick(['portal', 'webmail'] as const);
  const british = container === 'webmail' && random.chance(0.25);
  const { date, results, writer } = beginReport(random, british ? UK_MESSAGE_TESTS : US_MESSAGE_TESTS, [4, 12], { system: british ? 'si' : 'us' });
  const sent = daysBefore(date, -random.int(1, 4));
  const sentTime = clock(random);
  const patient = random.pick(PATIENTS);
  const [patientFirst = '', patientLast = ''] = patient.split(' ');
  const clinician = random.pick(british ? UK_CLINICIANS : CLINICIANS);
  const clinic = random.pick(british ? UK_CLINICS : CLINICS);
  const doctor = british
    ? clinician
    : clinician.endsWith('MD') || clinician.endsWith('DO')
      ? `Dr. ${clinician.split(' ')[1]!.replace(',', '')}`
      : clinician.split(',')[0]!;
  const font: BodyFont = container === 'portal' ? random.pick(['sans', 'sans', 'serif'] as const) : random.pick(['sans', 'serif', 'mono'] as const);
  const body = new MessageBody(writer, font, font === 'mono' ? random.pick([8.5, 9]) : random.pick([9, 9.5, 10, 10.5]), random.pick([45, 50, 56]));
  const quoting: Quoting = random.pick(['none', 'none', 'quoted', 'thread'] as const);
  const quoteStyle: QuoteStyle = font === 'mono' ? 'chevron' : random.pick(['chevron', 'indent', 'outlook'] as const);
  const subject = random.pick(['Your recent lab results', 'Lab results', 'Test results from your visit', 'Your blood work']);
  const expected: ExpectedCorpusValue[] = [];
  const plan = planResults(random, results, font, expected);
  const sentences = clinicianSentences(random, results, sent);
  const collectedLine = collectionLine(date, random, british);
  const collectedFirst = random.chance(0.6);
  const phone = () => (british ? `01632 ${random.int(100000, 999999)}` : `(${random.int(201, 989)}) 555-${random.int(1000, 9999)}`);
  const signature = [clinician, clinic, `${british ? 'Tel' : 'Phone'}: ${phone()}   Fax: ${phone()}`];
  const reply = daysBefore(sent, -random.int(1, 3));
  const replyTime = clock(random);
  const replyFromPatient = random.chance(0.5);
  const patientEmail = `${patientFirst.toLowerCase()}.${patientLast.toLowerCase()}${random.int(10, 99)}@example.com`;
  const clinicianEmail = `${clinician.replace(/^Dr /, '').split(/[ ,]/)[0]!.toLowerCase()}.${random.pick(['md', 'office', 'rn'])}@clinic.example.org`;
  const greeting = random.pick([
    `Hi ${patientFirst},`,
    `Dear ${random.pick(british ? ['Mr', 'Ms', 'Mrs'] : ['Mr.', 'Ms.'])} ${patientLast},`,
    'Hello,',
    `${patientFirst},`,
  ]);
  const allNormal = results.every((result) => result.direction === null);
  const closing = random.pick([
    'Let me know if you have any questions.',
    'Please message me with any questions.',
    allNormal ? 'Nothing urgent here.' : 'We can go over these at your next visit.',
  ]);

  writeFurniture();
  if (quoting === 'thread') {
    messageHeader(sent, sentTime, false);
    writeOriginal();
    body.gap(16);
    messageHeader(reply, replyTime, true);
    writeReply();
  } else if (quoting === 'quoted') {
    messageHeader(reply, replyTime, true);
    writeReply();
  } else {
    messageHeader(sent, sentTime, false);
    writeOriginal();
  }
  body.gap(10);
  writer.text(40, random.pick(['Reply   Forward   Print', 'Reply', 'Reply   Reply all   Forward', '< Back to Messages']), 8, true);
  writer.line(14);
  if (container === 'webmail' && random.chance(0.5)) {
    body.gap(6);
    const notice = british
      ? `This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, please telephone ${phone()} and delete it.`
      : `CONFIDENTIALITY NOTICE: This e-mail, including attachments, is for the sole use of the intended recipient and may contain protected health information (45 CFR Parts 160 and 164). If you received it in error, call ${phone()}.`;
    for (const line of wrapWords(notice, 120)) {
      writer.text(40, line, 7);
      writer.line(9);
    }
  }
  writer.pageHead = null;
  const address =
    container === 'portal'
      ? `https://${random.pick(['mychart', 'myhealth', 'portal'])}.${random.pick(['lakeviewhealth', 'example-med', 'cedarhills'])}.org/app/communication-center/conversation?id=WP-${random.int(10000000, 99999999)}`
      : `https://${random.pick(['mail.example.com', 'webmail.example.net', 'outlook.example.org'])}/mail/u/0/?ik=${random.int(100000, 999999)}a${random.int(1000, 9999)}&view=pt&search=all&permmsgid=msg-f:${random.int(100000000, 999999999)}`;
  writer.pages.forEach((page) => page.push({ text: address, x: 40, y: 828, size: 7 }));
  return finishReport(
    writer,
    random,
    { id, family: 'message_printout', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: british },
  );

  /** The browser's print head on every page, and the portal's or mail client's own furniture on the first. */
  function writeFurniture(): void {
    const printedOn = daysBefore(sent, -random.int(0, 20));
    const printed = `${printedOn.month}/${printedOn.day}/${String(printedOn.year).slice(2)}, ${clock(random)}`;
    const pageTitle =
      container === 'portal'
        ? `Message Detail - ${random.pick(['MyHealth', 'PatientLink', 'MyChart'])}`
        : `${random.pick(['Mail', 'Webmail', 'Inbox'])} - ${subject}`;
    writer.pageHead = () => {
      writer.text(40, printed, 7);
      writer.text(260, pageTitle, 7);
      writer.line(20);
    };
    writer.pageHead();
    if (container === 'portal') {
      writer.text(40, random.pick(['MyHealth Portal', `${clinic} Patient Portal`, 'PatientLink']), 13, true);
      writer.line(16);
      writer.text(
        40,
        random.pick([
          `${patient}   MRN: ${random.int(1000000, 9999999)}   DOB: ${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1940, 2000)}`,
          `Messages > Inbox   (${random.int(1, 9)} unread)`,
          `Logged in as ${patient}   |   Account #${random.int(10000, 99999)}`,
        ]),
        8,
      );
      writer.line(22);
    } else {
      writer.text(40, random.pick(['Mail', 'Webmail', 'Outlook Web']), 12, true);
      writer.text(300, `${patient} <${patientEmail}>`, 8);
      writer.line(18);
      writer.text(40, subject, 13, true);
      writer.line(15);
      writer.text(40, `${quoting === 'thread' ? 2 : 1} message${quoting === 'thread' ? 's' : ''}`, 8);
      writer.line(18);
    }
  }

  function sentText(day: DrawnDate, time: string): string {
    if (british)
      return random.pick([
        `${weekday(day)}, ${day.day} ${FULL_MONTH_NAMES[day.month - 1]} ${day.year} ${time}`,
        `${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}, ${time}`,
      ]);
    if (container === 'portal')
      return random.pick([`${pad(day.month)}/${pad(day.day)}/${day.year} ${time}`, `${weekday(day).slice(0, 3)} ${day.month}/${day.day}/${day.year} ${time}`]);
    return random.pick([
      `${weekday(day).slice(0, 3)}, ${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year} at ${time}`,
      `${weekday(day)}, ${FULL_MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year} ${time}`,
    ]);
  }

  /** From / To / Sent / Subject as the portal or the mail client prints them above a message. */
  function messageHeader(day: DrawnDate, time: string, isReply: boolean): void {
    const patientSends = isReply && replyFromPatient;
    const from = patientSends ? patient : doctor;
    const to = patientSends ? doctor : patient;
    const title = isReply ? `RE: ${subject}` : subject;
    if (container === 'portal') {
      writer.text(40, patientSends ? `Message from ${patient}` : `Message from ${doctor}`, 11, true);
      writer.line(15);
      for (const [label, value] of random.sample(
        [
          ['From:', from],
          ['To:', to],
        ] as const,
        2,
      )) {
        writer.text(40, label, 8, true);
        writer.text(88, value, 8);
        writer.line(11);
      }
      writer.text(40, 'Sent:', 8, true);
      writer.text(88, sentText(day, time), 8);
      writer.line(11);
      writer.text(40, 'Subject:', 8, true);
      writer.text(88, title, 8);
      writer.line(20);
      return;
    }
    const address = (name: string) => (name === patient ? `${patient} <${patientEmail}>` : `${doctor} <${clinicianEmail}>`);
    if (random.chance(0.5)) {
      writer.text(40, address(from), 9, true);
      writer.text(360, sentText(day, time), 8);
      writer.line(12);
      writer.text(40, `To: ${address(to)}`, 8);
      writer.line(20);
      return;
    }
    for (const [label, value] of [
      ['From:', address(from)],
      [random.pick(['Date:', 'Sent:']), sentText(day, time)],
      ['To:', address(to)],
      ['Subject:', title],
    ] as const) {
      writer.text(40, `${label} ${value}`, 8, label === 'From:');
      writer.line(11);
    }
    writer.line(10);
  }

  /** The message with the results: greeting, the clinician's sentences, the collection date, the results, a signature. */
  function writeOriginal(): void {
    body.say(greeting);
    body.gap(4);
    body.say(sentences.join(' '));
    body.gap(4);
    if (collectedFirst) body.say(collectedLine);
    writeResults(body, plan);
    if (!collectedFirst) {
      body.gap(3);
      body.say(collectedLine);
    }
    body.gap(6);
    body.say(closing);
    body.gap(6);
    for (const line of signature) body.put(line);
  }

  /** A reply: its own note, then the message with the results quoted under it. */
  function writeReply(): void {
    for (const line of replyNote(random, replyFromPatient, patientFirst, clinician)) body.say(line);
    body.gap(10);
    const original = sentText(sent, sentTime);
    if (quoteStyle === 'outlook') {
      body.put('-----Original Message-----');
      body.put(`From: ${doctor}`);
      body.put(`Sent: ${original}`);
      body.put(`To: ${patient}`);
      body.put(`Subject: ${subject}`);
      body.gap(6);
    } else body.say(`On ${original}, ${doctor} wrote:`);
    body.quote = quoteStyle === 'outlook' ? null : quoteStyle;
    writeOriginal();
    body.quote = null;
  }
}
