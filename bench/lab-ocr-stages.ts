/**
 * Where OCR loses lab results, per stage, on the OCR development set: for every expected result the current
 * pipeline misses (no result of its test with its number: what value recall counts), the first stage that lost it —
 *   text     the parser misses it in the text PDF too (not an OCR loss),
 *   unseen   no recognised word on the page carries the number,
 *   line     the number was read, but not on a rebuilt line with a word of the test's name,
 *   parser   a line holds the name and the number, yet the parser took no (or another) result from it.
 * Values read with the wrong unit are listed by the unit read. Run: npm run bench:lab-ocr-stages (same
 * BENCH_OCR_CONDITIONS / BENCH_OCR_DOCS / BENCH_OCR_CACHE as bench:lab-ocr-accuracy; BENCH_OCR_VERBOSE=1 prints each loss with its line).
 */
import { SCAN_CONDITIONS } from '../server/src/modules/bloodwork/devCorpus/scanConditions.js';
import { isSameTest } from '../server/src/modules/bloodwork/devCorpus/scoreExtraction.js';
import { missedValues } from '../server/src/modules/bloodwork/devCorpus/ocrDevSet.js';
import type { ExpectedCorpusValue } from '../server/src/modules/bloodwork/devCorpus/corpusDocument.js';
import { extractLabReport } from '../server/src/modules/bloodwork/extraction/labReportParser.js';
import { lineText } from '../server/src/modules/bloodwork/extraction/reportLines.js';
import { normaliseUnit } from '../server/src/modules/bloodwork/markers/labUnits.js';
import { OCR_TUNING } from '../server/src/modules/bloodwork/ocr/ocrEngine.js';
import { readOcrReport } from '../server/src/modules/bloodwork/ocr/ocrLines.js';
import { benchDocuments as documents, conditionIndexes, recognizeScan, scannedPages } from './ocrBenchSet.js';

const VERBOSE = process.env.BENCH_OCR_VERBOSE === '1';

/** The numbers a recognised word or cell shows, with a decimal comma read as a point. */
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));
const nameTokens = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 2);

type Stage = 'text' | 'unseen' | 'line' | 'parser';
const STAGES: Stage[] = ['text', 'unseen', 'line', 'parser'];

for (const conditionIndex of conditionIndexes) {
  const condition = SCAN_CONDITIONS[conditionIndex]!;
  const losses: Record<Stage, number> = { text: 0, unseen: 0, line: 0, parser: 0 };
  const wrongUnits = new Map<string, number>();
  let expectedCount = 0;
  for (const [index, document] of documents.entries()) {
    const pages = await recognizeScan(await scannedPages(document, index, condition), OCR_TUNING);
    const { lines, extraction } = readOcrReport(pages);
    const fromText = await extractLabReport(document.pdf);
    const textMissed = new Set(missedValues(document.expected, fromText));
    expectedCount += document.expected.length;
    const ocrMissed = missedValues(document.expected, extraction);
    const lineOf = (value: ExpectedCorpusValue) => {
      const tokens = nameTokens(value.name);
      const line = lines.find(
        (candidate) =>
          candidate.cells.some((cell) => numbersIn(cell.text).includes(value.value)) &&
          tokens.some((token) => lineText(candidate).toLowerCase().includes(token)),
      );
      return line && lineText(line);
    };
    const stageOf = (value: ExpectedCorpusValue): { stage: Stage; line?: string } => {
      if (textMissed.has(value)) return { stage: 'text' };
      const seen = pages.some((page) => page.words.some((word) => numbersIn(word.text).includes(value.value)));
      if (!seen) return { stage: 'unseen' };
      const line = lineOf(value);
      return line ? { stage: 'parser', line } : { stage: 'line' };
    };
    for (const value of ocrMissed) {
      const { stage, line } = stageOf(value);
      losses[stage] += 1;
      if (VERBOSE)
        console.log(`  ${document.id} ${stage.padEnd(6)} ${value.name} = ${value.qualifier ?? ''}${value.value} ${value.unit}${line ? `   | ${line}` : ''}`);
    }
    for (const value of document.expected) {
      const read = extraction.values.find((candidate) => isSameTest(value, candidate) && Math.abs(candidate.value - value.value) < 1e-9);
      if (read && normaliseUnit(read.unit) !== normaliseUnit(value.unit)) {
        const key = `${value.unit} → ${read.unit || '(none)'}`;
        wrongUnits.set(key, (wrongUnits.get(key) ?? 0) + 1);
        if (VERBOSE) console.log(`  ${document.id} unit   ${value.name} = ${value.value} ${key}   | ${lineOf(value) ?? ''}`);
      }
    }
  }
  const lost = STAGES.map((stage) => `${stage} ${losses[stage]}`).join(', ');
  console.log(`${condition.name}: ${expectedCount} expected; lost at ${lost}`);
  const units = [...wrongUnits].sort((a, b) => b[1] - a[1]);
  console.log(`  wrong units (${units.reduce((sum, [, n]) => sum + n, 0)}): ${units.map(([key, n]) => `${key} ×${n}`).join('; ')}`);
}
process.exit(0);
