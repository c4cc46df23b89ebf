import type { CorpusDocument, PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  PATIENTS,
  US_TESTS,
  beginReport,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  usDate,
} from './reportParts.js';

const PORTAL_CATEGORIES = ['Heart Health', 'Metabolic Health', 'Kidney Function', 'Liver Function', 'Blood Count', 'Thyroid', 'Nutrients', 'Inflammation'];

function statusOf(result: DrawnResult, random: SeededRandom): string {
  if (result.direction === 'high') return 'Above Range';
  if (result.direction === 'low') return 'Below Range';
  return random.chance(0.3) ? 'Optimal' : 'In Range';
}

/** Dashboard cards two to a row: name, then status and value (or value and status) under each. */
function writeCardGrid(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], layout: 'status-then-value' | 'value-then-status'): void {
  for (let index = 0; index < results.length; index += 2) {
    const pair = results.slice(index, index + 2);
    writer.keep(50);
    pair.forEach((result, column) => writer.text(50 + column * 250, result.name, 10, true));
    writer.line(14);
    const parts = pair.map((result) => ({
      status: statusOf(result, random),
      value: `${formatNumber(result.value, result.unit.decimals, false)} ${result.unit.unit}`,
    }));
    const order = layout === 'status-then-value' ? (['status', 'value'] as const) : (['value', 'status'] as const);
    for (const part of order) {
      parts.forEach((card, column) => writer.text(50 + column * 250, card[part], part === 'value' ? 11 : 9));
      writer.line(part === order[1] ? 20 : 13);
    }
  }
}

export function writePortal(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], date: DrawnDate): void {
  header(
    writer,
    random.pick(['My Health Portal', 'Patient Dashboard', 'Your Results']),
    [
      `Patient: ${random.pick(PATIENTS)}`,
      `Date of Birth: ${pad(random.int(1, 12))}/${pad(random.int(13, 28))}/${random.int(1950, 1995)}`,
      `${random.pick(['Collected', 'Date Collected:', 'Collection Date:', 'Collected on'])} ${usDate(date, random)}`,
    ],
    random,
  );
  const categories = random.sample(PORTAL_CATEGORIES, 3);
  const layout = random.pick(['status-then-value', 'value-then-status', 'status-beside-value', 'value-beside-status'] as const);
  const keepCards = random.chance(0.5);
  // Every result appears under one category; about a third appear again under a second one.
  const placements = categories.map(() => [] as DrawnResult[]);
  results.forEach((result, index) => {
    placements[index % categories.length]!.push(result);
    if (random.chance(0.35)) placements[(index + 1) % categories.length]!.push(result);
  });
  const grid = layout !== 'status-beside-value' && layout !== 'value-beside-status' && random.chance(0.4);
  categories.forEach((category, index) => {
    writer.text(40, category, 12, true);
    writer.line(20);
    if (grid) {
      writeCardGrid(writer, random, placements[index]!, layout);
      writer.line(8);
      return;
    }
    for (const result of placements[index]!) {
      // Browser printouts of some portals split a card over a page break; others keep cards whole.
      if (keepCards) writer.keep(50);
      const status = statusOf(result, random);
      const valueText = `${formatNumber(result.value, result.unit.decimals, false)} ${result.unit.unit}`.trim();
      writer.text(50, result.name, 10, true);
      writer.line(14);
      if (layout === 'status-beside-value' || layout === 'value-beside-status') {
        writer.text(50, layout === 'status-beside-value' ? status : valueText, layout === 'status-beside-value' ? 9 : 11);
        writer.text(200, layout === 'status-beside-value' ? valueText : status, layout === 'status-beside-value' ? 11 : 9);
        writer.line(20);
      } else {
        const [first, second] = layout === 'status-then-value' ? [status, valueText] : [valueText, status];
        writer.text(50, first, layout === 'status-then-value' ? 9 : 11);
        writer.line(13);
        writer.text(50, second, layout === 'status-then-value' ? 11 : 9);
        writer.line(20);
      }
    }
    writer.line(8);
  });
}

export function portalDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [8, 16]);
  writePortal(writer, random, results, date);
  return finishReport(writer, random, { id, family: 'portal', collectedOn: date.iso, expected: results.map((result) => expectedOf(result, false)) });
}
