import { isLabUnit } from '../markers/labUnits.js';
import { INDIAN_GROUPED, parseLabNumber, type DecimalStyle } from './labNumbers.js';

export type PatientSex = 'male' | 'female';

export interface ReferenceRangeReading {
  refLow: number | null;
  refHigh: number | null;
  refText: string;
  /** A unit printed inside the range ('Up to 46 U / L'), '' when none. */
  unit: string;
  /** Set when the range was printed for one sex only ('Female : 12 - 14'). */
  sex?: PatientSex;
  /** Set when the range was printed for one age band or, for women, one phase of the cycle ('Adults: 44 - 147', 'Luteal phase: 1.7 - 7.7'). */
  band?: RangeBand;
}

export type CyclePhase = 'follicular' | 'ovulation' | 'luteal' | 'postmenopausal';
export type RangeBand = 'adult' | 'child' | CyclePhase;

/** Labels of age bands and cycle phases before a range; an age span is an adult's when it starts at 18 or later. */
const BAND_LABELS: ReadonlyArray<[RangeBand | 'age_span', string]> = [
  ['adult', String.raw`adults?(?:\s*\([^)]*\))?`],
  ['child', String.raw`(?:child(?:ren)?|infants?|newborns?|p(?:a)?ediatric)(?:\s*\([^)]*\))?`],
  ['age_span', String.raw`\d{1,2}\s*-\s*\d{1,3}\s*(?:years|yrs|y)`],
  ['follicular', String.raw`follicular(?:\s+phase)?`],
  ['ovulation', String.raw`(?:ovulat(?:ion|ory)(?:\s+phase)?|mid-?cycle(?:\s+peak)?)`],
  ['luteal', String.raw`luteal(?:\s+phase)?`],
  ['postmenopausal', String.raw`post-?menopaus(?:al|e)`],
];
const BAND_WORDS = BAND_LABELS.map(([, pattern]) => pattern).join('|');

/** A phase stated on its own or after a label ('Clinical information: Luteal phase', 'Cycle phase: luteal'), not in a sentence. */
export const CYCLE_PHASE_WORDS: ReadonlyArray<[CyclePhase, RegExp]> = BAND_LABELS.flatMap(([band, pattern]) =>
  band === 'adult' || band === 'child' || band === 'age_span' ? [] : [[band, new RegExp(String.raw`^(?:[^:]{1,40}:\s*)?(?:${pattern})\.?$`, 'i')]],
);

function bandOfLabel(label: string): RangeBand {
  const text = label.trim();
  const [band] = BAND_LABELS.find(([, pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(text)) ?? ['adult'];
  if (band !== 'age_span') return band;
  return Number(/^\d+/.exec(text)?.[0] ?? 0) >= 18 ? 'adult' : 'child';
}

const NUMBER = String.raw`${INDIAN_GROUPED}|\d{1,3}(?:[ ,.]\d{3})+(?:[.,]\d+)?|\d*[.,]?\d+`;
// '3.9--6.1' and '3.90~6.10' as Chinese hospital systems print them.
const DASH = String.raw`\s*(?:--?|–|—|~|\.\.|to|bis|a|à)\s*`;
const UPPER_WORDS = String.raw`<=?|=<|≤|up\s*to|upto|less\s+than|below|under|max\.?|maximum|bis|unter|kisebb\s+mint|hasta|men(?:or|os)\s+(?:a|de|que)|inf[ée]rieur\s+[àa]|inferiore?\s+a|at[ée]|abaixo\s+de|fino\s+a`;
const LOWER_WORDS = String.raw`>=?|=>|≥|more\s+than|greater\s+than|above|over|min\.?|minimum|ab|über|nagyobb\s+mint|may(?:or|ores)\s+(?:a|de|que)|maior(?:es)?\s+(?:a|de|que)|sup[ée]rieur\s+[àa]|superiore?\s+a|acima\s+de`;
const MALE_WORDS = String.raw`males?|men|man|m|f[ée]rfi(?:ak)?|m[äa]nner|m[äa]nnlich|hombres?|homme?s?|homens?|homem|uomini|masculin[oe]?`;
const FEMALE_WORDS = String.raw`females?|women|woman|f|n[őöõo]k?|frauen|weiblich|mujer(?:es)?|mulher(?:es)?|donne|femmes?|f[ée]menin[oe]?|f[ée]minin[oa]?`;

/**
 * Japanese standard values print a one-sided limit as a range with one end left open: '-30' or '~30' is 30 or less, '60.0-'
 * or '60~' is 60 or more. The dash touches the number and no other number follows, so '-2.0 - 2.0' (a range with a
 * negative limit) and '60 - 70' stay what they are; the open dash ends a word, so a name that starts with a number and
 * a hyphen ('25-OH Vitamin D', '17-OH Progesterone') is no range.
 */
const OPEN_BELOW = String.raw`[-~–](${NUMBER})(?![\d.,]*\d)(?!\s*[-–~]\s*[+-]?[.,]?\d)`;
const OPEN_ABOVE = String.raw`(${NUMBER})[-~–](?=\s|$)(?!\s*[+-]?[.,]?\d)`;

/** Matches one range at the start of a text, with an optional sex label and an optional trailing unit. */
export const RANGE_START = new RegExp(
  String.raw`^[(\[]?\s*(?:(?:${MALE_WORDS}|${FEMALE_WORDS})\s*[:=\-.]?\s*|(?:${BAND_WORDS})\s*:?\s*)?` +
    String.raw`(?:(?:${NUMBER})${DASH}(?:${NUMBER})|(?:${UPPER_WORDS}|${LOWER_WORDS})\s*(?:${NUMBER})|(?:${NUMBER})\s*(?:and\s+above|or\s+more|and\s+below|or\s+less)|${OPEN_BELOW}|${OPEN_ABOVE})(?![\d.,]*\d)`,
  'i',
);

/**
 * Sex labels shortened to one letter whose meaning depends on the language, told by the other letter beside it:
 * Hungarian Férfi (men) and Nő (women) as 'F' and 'N' ('F: 202-417 / N: 178-375'), where 'F' is the men's range, not
 * the women's as in English; Spanish and Portuguese Hombres/Homens and Mujeres/Mulheres as 'H' and 'M' ('H: 13-17 / M:
 * 12-16'), where 'M' is the women's range, not the men's as in English.
 */
const SEX_LETTER_PAIRS: ReadonlyArray<{ male: string; female: string; maleWord: string; femaleWord: string }> = [
  { male: 'F', female: 'N', maleWord: 'Férfi', femaleWord: 'Nő' },
  { male: 'H', female: 'M', maleWord: 'Hombres', femaleWord: 'Mujeres' },
];

type SexLetters = (typeof SEX_LETTER_PAIRS)[number];

const letterLabel = (letter: string) => new RegExp(String.raw`(?<=^|[\s/;,(])${letter}(?=\s*:)`, 'g');

/** The pair of SEX_LETTER_PAIRS whose two letters both label ranges in a text, if any. */
export function sexLettersOf(text: string): SexLetters | null {
  return SEX_LETTER_PAIRS.find(({ male, female }) => letterLabel(male).test(text) && letterLabel(female).test(text)) ?? null;
}

/** The text with the pair's letters spelled out, so that each range reads for the right sex. */
export function withSexLettersSpelledOut(text: string, letters: SexLetters): string {
  return text.replace(letterLabel(letters.male), letters.maleWord).replace(letterLabel(letters.female), letters.femaleWord);
}

/** A range read from spelled-out text keeps the letter as printed in its text ('N: 178-375', not 'Nő: 178-375'). */
export function withSexLetterAsPrinted(reading: ReferenceRangeReading, letters: SexLetters): ReferenceRangeReading {
  const printed = reading.refText
    .replace(new RegExp(String.raw`^(\(?)${letters.maleWord}(?=\s*:)`), `$1${letters.male}`)
    .replace(new RegExp(String.raw`^(\(?)${letters.femaleWord}(?=\s*:)`), `$1${letters.female}`);
  return { ...reading, refText: printed };
}

const SEX_LABEL_AT_END = new RegExp(String.raw`(?:^|[\s;,/(])(${MALE_WORDS}|${FEMALE_WORDS})\s*:\s*$`, 'i');

/**
 * The sex label a range cell ends in when it wraps in the middle of a band ('Male: 13 - 17  Female:', 'Nő:', 'M :'), a
 * letter of SEX_LETTER_PAIRS spelled out: its numbers are on the next line of the cell. Null when the text ends otherwise.
 */
export function sexLabelAtEnd(text: string): string | null {
  const letters = sexLettersOf(text);
  return SEX_LABEL_AT_END.exec((letters ? withSexLettersSpelledOut(text, letters) : text).trimEnd())?.[1] ?? null;
}

/** A range read out of a bracketed list of ranges ('(Male: 14 - 18  Female: 12 - 16)') keeps none of the list's brackets. */
function withoutUnpairedBracket(text: string): string {
  const opening = (text.match(/[([]/g) ?? []).length;
  const closing = (text.match(/[)\]]/g) ?? []).length;
  if (opening > closing) return text.replace(/^[([]\s*/, '');
  if (closing > opening) return text.replace(/\s*[)\]]\.?$/, '');
  return text;
}

function sexOfLabel(label: string): PatientSex {
  return new RegExp(`^(?:${FEMALE_WORDS})$`, 'i').test(label.trim()) ? 'female' : 'male';
}

function readNumber(text: string, decimalStyle: DecimalStyle): number | null {
  return parseLabNumber(text, decimalStyle)?.value ?? null;
}

function trailingUnit(rest: string): string {
  const candidate = rest
    .replace(/[)\]]+$/, '')
    .replace(/\.$/, '')
    .trim();
  return candidate.length > 0 && isLabUnit(candidate) ? candidate : '';
}

function readBounds(body: string, decimalStyle: DecimalStyle): { low: number | null; high: number | null; rest: string } | null {
  const twoSided = new RegExp(String.raw`^(${NUMBER})${DASH}(${NUMBER})(.*)$`, 'i').exec(body);
  if (twoSided) {
    return { low: readNumber(twoSided[1] ?? '', decimalStyle), high: readNumber(twoSided[2] ?? '', decimalStyle), rest: twoSided[3] ?? '' };
  }
  const upper = new RegExp(String.raw`^(?:${UPPER_WORDS})\s*(${NUMBER})(.*)$`, 'i').exec(body);
  if (upper) return { low: null, high: readNumber(upper[1] ?? '', decimalStyle), rest: upper[2] ?? '' };
  const lower = new RegExp(String.raw`^(?:${LOWER_WORDS})\s*(${NUMBER})(.*)$`, 'i').exec(body);
  if (lower) return { low: readNumber(lower[1] ?? '', decimalStyle), high: null, rest: lower[2] ?? '' };
  const openBelow = new RegExp(String.raw`^${OPEN_BELOW}(.*)$`).exec(body);
  if (openBelow) return { low: null, high: readNumber(openBelow[1] ?? '', decimalStyle), rest: openBelow[2] ?? '' };
  const openAbove = new RegExp(String.raw`^${OPEN_ABOVE}(.*)$`).exec(body);
  if (openAbove) return { low: readNumber(openAbove[1] ?? '', decimalStyle), high: null, rest: openAbove[2] ?? '' };
  const openEnded = new RegExp(String.raw`^(${NUMBER})\s*(and\s+above|or\s+more|and\s+below|or\s+less)(.*)$`, 'i').exec(body);
  if (openEnded) {
    const bound = readNumber(openEnded[1] ?? '', decimalStyle);
    const isLower = /above|more/i.test(openEnded[2] ?? '');
    return { low: isLower ? bound : null, high: isLower ? null : bound, rest: openEnded[3] ?? '' };
  }
  return null;
}

/** Reads one printed range: '3,9 - 5,8', '<200', '> 40', 'Up to 46 U / L', '(<3.0)', 'male : 14 - 16 g%'. */
export function parseReferenceRange(printed: string, decimalStyle: DecimalStyle = 'point'): ReferenceRangeReading | null {
  const refText = withoutUnpairedBracket(printed.replace(/\s+/g, ' ').trim());
  let body = refText.replace(/^[([]\s*/, '').replace(/\s*[)\]]\.?$/, '');
  let sex: PatientSex | undefined;
  const label = new RegExp(String.raw`^(${MALE_WORDS}|${FEMALE_WORDS})\s*[:=\-.]?\s*(?=[<>≤≥\d]|up\s*to)`, 'i').exec(body);
  if (label) {
    sex = sexOfLabel(label[1] ?? '');
    body = body.slice(label[0].length);
  }
  let band: RangeBand | undefined;
  const bandLabel = label ? null : new RegExp(String.raw`^(${BAND_WORDS})\s*:?\s*(?=[<>≤≥\d]|up\s*to)`, 'i').exec(body);
  if (bandLabel) {
    band = bandOfLabel(bandLabel[1] ?? '');
    body = body.slice(bandLabel[0].length);
  }
  const bounds = readBounds(body, decimalStyle);
  if (!bounds || (bounds.low === null && bounds.high === null)) return null;
  const reading: ReferenceRangeReading = { refLow: bounds.low, refHigh: bounds.high, refText, unit: trailingUnit(bounds.rest) };
  if (sex) reading.sex = sex;
  if (band) reading.band = band;
  return reading;
}

const isPhase = (band: RangeBand | undefined) => band !== undefined && band !== 'adult' && band !== 'child';

/**
 * Of several printed ranges (one per sex, age band or cycle phase, or repeated), keeps the one for the patient: the one for
 * their sex, the adult band, and for a woman whose ranges depend on the cycle the stated phase's, or none when the
 * report does not say the phase. Else the first.
 */
export function chooseRangeForPatient(
  ranges: readonly ReferenceRangeReading[],
  sex: PatientSex | null,
  phase: CyclePhase | null = null,
): ReferenceRangeReading | null {
  const forSex = sex ? ranges.find((reading) => reading.sex === sex) : undefined;
  if (forSex) return forSex;
  if (ranges.some((reading) => isPhase(reading.band))) return (sex === 'female' && ranges.find((reading) => reading.band === phase)) || null;
  return (
    ranges.find((reading) => reading.band === 'adult') ?? ranges.find((reading) => reading.sex === undefined && reading.band === undefined) ?? ranges[0] ?? null
  );
}
