import { markerNames, MARKER_CATALOG } from '../markers/markerCatalog.js';
import { isLabUnit } from '../markers/labUnits.js';
import { lineText, type LabReportLine } from './reportLines.js';

/**
 * Fonts without a text mapping (no ToUnicode, made-up glyph names) give a reader only glyph numbers: control and
 * private-use characters, or letters that spell nothing. Such a page is read from its picture (OCR) instead.
 */

/** Fewer glyphs than this are too few to judge (a page number, a stamp); the page is read as it is. */
const MINIMUM_GLYPHS = 80;
/** Real text carries a stray soft hyphen or zero-width space; a page of glyph numbers is full of control characters. */
const MAX_UNREADABLE_SHARE = 0.2;
/** Words (runs between spaces) needed before they are judged. */
const MINIMUM_WORDS = 8;
/**
 * A real report page is mostly test names, numbers, units and table words; glyph numbers that happen to be letters,
 * digits or punctuation make runs that are none of these.
 */
const MIN_RECOGNISED_SHARE = 0.15;

const UNREADABLE = /[\p{Cc}\p{Co}\p{Cn}\p{Cs}\uFFFD]/gu;

/** Words any lab report page prints around its results, in the languages reports come in. */
const REPORT_WORDS = [
  'test result results value range reference ref unit units normal high low flag name date patient report sample',
  'specimen collected received reported doctor page laboratory lab method comment interval age sex male female',
  'the and for with from are not per total serum plasma blood urine',
  // A report's last page may hold no results at all: a signature, contact details, a message's close, the print head.
  'you your our this that have has was will can any please dear regards questions message messages sent subject reply forward',
  'phone fax tel email mail print printed final clinic medical practice hospital health centre center',
  'ergebnis einheit referenzbereich befund untersuchung datum und der die das mit von',
  'resultado unidad unidades rango referencia valores paciente fecha del los las con',
  'résultat resultat unité unite valeurs référence reference patient les des pour avec',
  'unidade referência valores paciente data dos das com',
  'risultato unità unita valori riferimento paziente data per del della',
  // Turkish 'ı' has no mark to drop: such words are listed as printed with it and without ('sonuçları', 'sonuclari').
  'sonuç sonuçları sonuclari tetkik tahlil birim referans aralığı araligi değerleri hasta soyadı soyadi tarihi rapor raporu laboratuvar numune örnek',
  'protokol onay onaylayan onaylanmıştır onaylanmistir uzman hekim sayfa yazdırma yazdirma tıbbi tibbi biyokimya doğum cinsiyet kabul için ile',
  'eredmény eredmeny mértékegység mertekegyseg tartomány tartomany vizsgálat vizsgalat beteg dátum datum név nev és',
].join(' ');

const lettersOnly = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let vocabulary: Set<string> | null = null;

function knownWords(): Set<string> {
  vocabulary ??= new Set(
    [REPORT_WORDS, ...MARKER_CATALOG.flatMap(markerNames)].flatMap((text) => lettersOnly(text).split(/[^\p{L}]+/u)).filter((word) => word.length >= 3),
  );
  return vocabulary;
}

const NUMBER = /^[<>≤≥]?[-+]?\d+(?:[.,]\d+)*[*%]?$/;

function isRecognised(word: string, vocabulary: ReadonlySet<string>): boolean {
  if (NUMBER.test(word) || isLabUnit(word)) return true;
  return (lettersOnly(word).match(/\p{L}{3,}/gu) ?? []).some((letters) => vocabulary.has(letters));
}

/**
 * Whether a page's text layer is glyph numbers rather than text (see above), judged on its rebuilt lines (so text
 * drawn glyph by glyph is judged by its words); sparse pages are never garbled.
 */
export function isGarbledPage(lines: readonly LabReportLine[]): boolean {
  const text = lines.map(lineText).join('\n');
  const glyphs = text.replace(/\s/g, '').length;
  if (glyphs < MINIMUM_GLYPHS) return false;
  const unreadable = text.match(UNREADABLE)?.length ?? 0;
  if (unreadable / glyphs > MAX_UNREADABLE_SHARE) return true;
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  if (words.length < MINIMUM_WORDS) return false;
  const vocabulary = knownWords();
  return words.filter((word) => isRecognised(word, vocabulary)).length / words.length < MIN_RECOGNISED_SHARE;
}

/** The pages (numbers) of a report whose rebuilt lines are glyph numbers rather than text. */
export function garbledPages(lines: readonly LabReportLine[]): number[] {
  const pages = [...new Set(lines.map((line) => line.page))];
  return pages.filter((page) => isGarbledPage(lines.filter((line) => line.page === page)));
}
