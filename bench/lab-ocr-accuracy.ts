/**
 * OCR accuracy of lab-report scans per capture condition (flatbed, office scan, fax, compressed JPEG, phone photo),
 * for the first OCR pipeline ("before") and the current one ("after"), on the OCR development set: the six real
 * sample reports and one development document per synthetic layout family, each scanned under every condition.
 * Per condition: recall and precision of the marker (test found), the value (exact number) and the unit; then the
 * share of values left unmarked (not flagged "needs review") and the precision of those (marker, value and unit right).
 * Pages are read in this process with the same code as the scan worker (OCR threads, line rebuilding, parser).
 *
 * Run: npm run bench:lab-ocr-accuracy. BENCH_OCR_CONDITIONS=0,4 picks conditions by index; BENCH_OCR_DOCS=drlogy,european
 * picks documents by part of their id; BENCH_OCR_TUNINGS=session-4,after picks pipelines (before and after by default); BENCH_OCR_VERBOSE=1 lists misses
 * and the wrong values left unmarked. BENCH_OCR_CACHE=<directory> keeps each scan's recognised pages there (keyed by the
 * page images and the pipeline) and reuses them, so changes after recognition (lines, parser, units, review marks) are
 * measured without running the engine again; leave it unset when the engine or the page preparation changes.
 */
import { addOcrScores, EMPTY_OCR_SCORE, scoreOcr, wrongUnmarkedValues, type OcrScore } from '../server/src/modules/bloodwork/devCorpus/ocrDevSet.js';
import { SCAN_CONDITIONS } from '../server/src/modules/bloodwork/devCorpus/scanConditions.js';
import { explainMisses } from '../server/src/modules/bloodwork/devCorpus/scoreExtraction.js';
import { FIRST_OCR_TUNING, OCR_TUNING, SESSION_4_OCR_TUNING, SESSION_5_OCR_TUNING, type OcrTuning } from '../server/src/modules/bloodwork/ocr/ocrEngine.js';
import { readOcrReport } from '../server/src/modules/bloodwork/ocr/ocrLines.js';
import { benchDocuments as documents, conditionIndexes, pickList, recognizeScan, scannedPages } from './ocrBenchSet.js';

// 'after-no-cleaning' shows what the page preparation adds on its own (it costs time: pages are enlarged).
// 'session-4' is the pipeline before dropped decimal points were put back (ocrNumbers.ts), 'session-5' the one before
// dropped short results and '%' units were read again (ocrDroppedResults.ts).
const TUNINGS: Record<string, OcrTuning> = {
  before: FIRST_OCR_TUNING,
  'session-4': SESSION_4_OCR_TUNING,
  'session-5': SESSION_5_OCR_TUNING,
  after: OCR_TUNING,
  'after-no-cleaning': { ...OCR_TUNING, preprocess: false },
};
const tuningNames = pickList('BENCH_OCR_TUNINGS') ?? ['before', 'after'];
const unknown = tuningNames.filter((name) => !(name in TUNINGS));
if (unknown.length > 0) throw new Error(`Unknown OCR pipeline ${unknown.join(', ')}; known: ${Object.keys(TUNINGS).join(', ')}`);
const VERBOSE = process.env.BENCH_OCR_VERBOSE === '1';

const percent = (part: number, whole: number) => (whole === 0 ? '   —' : `${Math.round((100 * part) / whole)}`.padStart(4));
const cells = (score: OcrScore) =>
  [
    ...(['marker', 'value', 'unit'] as const).map((depth) => `${percent(score[depth], score.expected)} /${percent(score[depth], score.extracted)}`),
    `${percent(score.unmarked, score.extracted)} /${percent(score.unmarkedRight, score.unmarked)}`,
  ].join('   ');

console.log(`OCR development set: ${documents.length} documents (${documents.map((document) => document.id).join(', ')})`);
console.log('recall / precision in %                  marker       value        unit   unmarked / its precision   seconds');
const totals: Record<string, OcrScore> = {};
for (const conditionIndex of conditionIndexes) {
  const condition = SCAN_CONDITIONS[conditionIndex]!;
  const scans = [];
  for (const [index, document] of documents.entries()) scans.push({ document, images: await scannedPages(document, index, condition) });
  for (const tuningName of tuningNames) {
    let score = EMPTY_OCR_SCORE;
    const started = performance.now();
    for (const { document, images } of scans) {
      const { extraction } = readOcrReport(await recognizeScan(images, TUNINGS[tuningName]!));
      score = addOcrScores(score, scoreOcr(document.expected, extraction));
      if (VERBOSE && tuningName === tuningNames.at(-1)) {
        const { missed, spurious } = explainMisses(document.expected, extraction);
        for (const value of missed) console.log(`    ${document.id} missed   ${value.name} = ${value.qualifier ?? ''}${value.value} ${value.unit}`);
        for (const value of spurious) console.log(`    ${document.id} spurious ${value.printedName} = ${value.qualifier ?? ''}${value.value} ${value.unit}`);
        for (const value of wrongUnmarkedValues(document.expected, extraction))
          console.log(`    ${document.id} wrong unmarked ${value.printedName} = ${value.qualifier ?? ''}${value.value} ${value.unit}`);
      }
    }
    totals[tuningName] = addOcrScores(totals[tuningName] ?? EMPTY_OCR_SCORE, score);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${`${condition.name} (${tuningName})`.padEnd(40)} ${cells(score)}   ${seconds.padStart(5)}`);
  }
}
for (const tuningName of tuningNames) console.log(`${`ALL (${tuningName})`.padEnd(40)} ${cells(totals[tuningName]!)}`);
process.exit(0);
