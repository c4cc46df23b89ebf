import { parseLabReportLines, type ExtractedLabValue, type LabReportExtraction, type LabReportParseOptions } from '../extraction/labReportParser.js';
import { buildReportLines, type LabReportLine, type PositionedPage, type PositionedText } from '../extraction/reportLines.js';
import { LOW_CONFIDENCE_BELOW } from './ocrLimits.js';
import { withSnappedForReview, withTestNamesSnapped } from './ocrNames.js';
import { withRangeDashesRestored } from './ocrRangeDashes.js';
import { isBesideResult, snappedUnit, withUnitsFittingMarkers } from './ocrUnits.js';
import { median } from '../extraction/median.js';

/** One recognised word in image pixels: its box, the baseline under it, the size of its line and the engine's confidence. */
export interface OcrWord {
  text: string;
  /** 0–100. */
  confidence: number;
  x0: number;
  x1: number;
  baseline: number;
  /** The height of the words on its line, about one em. */
  lineHeight: number;
  /** The top and bottom of the word's box (image pixels), where known. */
  top?: number;
  bottom?: number;
  /** What the engine read, when a dropped decimal point was put back (see ocrNumbers.ts). */
  repairedFrom?: string;
}

export interface OcrPage {
  page: number;
  words: OcrWord[];
  /** How much the text lines fall per pixel to the right (a crooked scan): the median slope of the long lines. */
  skew?: number;
}

/** A word placed like PDF text: body text becomes 10 pt, so gaps and sizes read the same at any resolution. */
interface PlacedWord extends PositionedText {
  page: number;
  confidence: number;
}

const BODY_FONT_SIZE = 10;
/** A word box is about as tall as a capital letter, ~0.72 em in the sans-serif faces reports use; PDF sizes are in em. */
const BOX_HEIGHT_EM = 0.72;

/**
 * Specks and ruling read as ')', '|' or ':' with next to no confidence are not text. '%' is a unit and '<', '>' are
 * the qualifier of a result or the open side of a range ('< 200'): kept, since the engine is often unsure of them.
 */
const isSpeck = (word: OcrWord) => word.confidence < 40 && !/[\p{L}\p{N}%<>≤≥]/u.test(word.text);

/**
 * A word that is a unit with a character or two misread is read as that unit, and its value goes to review. Only a
 * word printed beside a number (or a flag after one) on its row is taken for a unit: column headers ('Min' is one
 * misread from 'Ml/L') and words of names are not.
 */
function withUnitSnapped(word: OcrWord, row: readonly OcrWord[]): OcrWord {
  const unit = snappedUnit(word.text.trim());
  if (!unit) return word;
  const left = row.filter((other) => other.x1 <= word.x0).sort((a, b) => b.x1 - a.x1)[0];
  const right = row.filter((other) => other.x0 >= word.x1).sort((a, b) => a.x0 - b.x0)[0];
  return isBesideResult([left?.text, right?.text]) ? { ...word, text: unit, confidence: Math.min(word.confidence, LOW_CONFIDENCE_BELOW - 1) } : word;
}

/** Width per character of a run of words (their box widths over their characters). */
function advance(words: readonly OcrWord[]): number {
  const width = words.reduce((sum, word) => sum + Math.max(0, word.x1 - word.x0), 0);
  const characters = words.reduce((sum, word) => sum + word.text.trim().length, 0);
  return width / Math.max(1, characters);
}

/**
 * A title's letters are wider than body text's as well as taller. A line whose word boxes are tall but whose letters
 * are no wider than the page's body text is body text the engine boxed too tall (on a photo it can stretch a short
 * line's boxes over a speck or the row above: '8.7 g/dL' boxed 43 px tall among 18 px rows); read as a title, its
 * result left the table.
 */
const TITLE_ADVANCE_RATIO = 1.15;

/**
 * Box heights vary with the letters ('250' is shorter than 'Glucose'), while a report's body text has one size:
 * heights within a third of the page's median are body text; clearly larger ones (titles) keep their size, when their
 * letters are wider too (TITLE_ADVANCE_RATIO).
 */
function placeWords({ page, words, skew = 0 }: OcrPage): PlacedWord[] {
  const bodyHeight = Math.max(1, median(words.map((word) => word.lineHeight)));
  const scale = (BODY_FONT_SIZE * BOX_HEIGHT_EM) / bodyHeight;
  // Straightened: cells of one printed row sit on one baseline even when the sheet lay crooked.
  const straight = (word: OcrWord) => word.baseline - ((word.x0 + word.x1) / 2) * skew;
  const kept = words.filter((word) => word.text.trim().length > 0 && !isSpeck(word));
  const isTallBox = (word: OcrWord) => word.lineHeight > bodyHeight * 1.33;
  const bodyAdvance = median(kept.filter((word) => !isTallBox(word) && word.text.trim().length >= 2).map((word) => advance([word])));
  // The engine gives every word of a line the same height: the line's words are measured together.
  const isTitle = (word: OcrWord) =>
    isTallBox(word) &&
    !(
      bodyAdvance > 0 &&
      advance(kept.filter((other) => other.lineHeight === word.lineHeight && Math.abs(straight(other) - straight(word)) <= bodyHeight / 2)) <
        bodyAdvance * TITLE_ADVANCE_RATIO
    );
  return kept
    .map((word) =>
      withUnitSnapped(
        word,
        kept.filter((other) => other !== word && Math.abs(straight(other) - straight(word)) <= word.lineHeight / 2),
      ),
    )
    .map((word) => ({
      page,
      text: word.text.trim(),
      x: word.x0 * scale,
      width: Math.max(0, word.x1 - word.x0) * scale,
      y: straight(word) * scale,
      fontSize: isTitle(word) ? (word.lineHeight * scale) / BOX_HEIGHT_EM : BODY_FONT_SIZE,
      confidence: word.confidence,
    }));
}

/** OCR output as the positioned lines the report parser reads, rebuilt the same way as lines of a text PDF. */
export function ocrReportLines(pages: readonly OcrPage[]): LabReportLine[] {
  return buildReportLines(pages.map((page) => ({ page: page.page, items: placeWords(page) })));
}

/** The number a recognised word shows ('5,4', '<0.5', '140H'), or null. */
function wordNumber(text: string): number | null {
  const digits = text.replace(/^[<>≤≥=]+/, '').match(/^\d+(?:[.,]\d+)?/)?.[0];
  return digits === undefined ? null : Number(digits.replace(',', '.'));
}

const nameTokens = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 1);

/**
 * A value read by OCR is low-confidence when its printed row (name, number, unit, range) has a word recognised with
 * less than LOW_CONFIDENCE_BELOW, or when the number cannot be found again. The review asks the user to check those.
 */
export function markOcrConfidence(values: readonly ExtractedLabValue[], pages: readonly OcrPage[]): ExtractedLabValue[] {
  const placed = pages.flatMap(placeWords);
  return values.map((value) => {
    const onPage = placed.filter((word) => word.page === value.page);
    const tokens = nameTokens(value.printedName);
    const rows = onPage
      .filter((word) => wordNumber(word.text) === value.value)
      .map((word) => onPage.filter((other) => Math.abs(other.y - word.y) <= word.fontSize * 0.5))
      .sort((a, b) => nameWordCount(b, tokens) - nameWordCount(a, tokens));
    const row = rows[0];
    const isLow = !row || Math.min(...row.map((word) => word.confidence)) < LOW_CONFIDENCE_BELOW;
    return { ...value, foundBy: 'ocr', ...(isLow ? { needsReview: true } : {}) };
  });
}

const nameWordCount = (row: readonly PlacedWord[], tokens: readonly string[]) =>
  row.filter((word) => tokens.some((token) => word.text.toLowerCase().includes(token))).length;

/**
 * Reads results from recognised pages: lines rebuilt, test names and units one misread character away from a known
 * one read as that, ranges that lost their dash read as ranges (ocrRangeDashes.ts), parsed like a text PDF, and unsure
 * values (those put right among them) marked for review. Pages of a PDF whose text layer could be read (`textPages`)
 * are parsed with them, in page order, and keep their text as it is. Returns the rebuilt lines too (the report text).
 */
export function readOcrReport(
  pages: readonly OcrPage[],
  options: LabReportParseOptions = {},
  textPages: readonly PositionedPage[] = [],
): { lines: LabReportLine[]; extraction: LabReportExtraction } {
  const { lines: namedLines, snapped } = withTestNamesSnapped(ocrReportLines(pages));
  const textLines = buildReportLines(textPages);
  const inPageOrder = (ocrLines: readonly LabReportLine[]) => [...ocrLines, ...textLines].sort((a, b) => a.page - b.page);
  const asRecognised = parseLabReportLines(inPageOrder(namedLines), options);
  const { lines: ocrLines, restoredNames } = withRangeDashesRestored(namedLines, asRecognised.values);
  const lines = inPageOrder(ocrLines);
  // The report is parsed again only when a range got its dash back.
  const extraction = restoredNames.size > 0 ? parseLabReportLines(lines, options) : asRecognised;
  const ocrPageNumbers = new Set(pages.map((page) => page.page));
  const isRecognised = (value: ExtractedLabValue) => ocrPageNumbers.has(value.page);
  const recognised = withSnappedForReview(withUnitsFittingMarkers(extraction.values.filter(isRecognised), ocrLines), snapped, (value) =>
    restoredNames.has(value.printedName),
  );
  const marked = markOcrConfidence(recognised, pages);
  let next = 0;
  const values = extraction.values.map((value) => (isRecognised(value) ? marked[next++]! : { ...value, foundBy: 'text' as const }));
  return { lines, extraction: { ...extraction, values } };
}
