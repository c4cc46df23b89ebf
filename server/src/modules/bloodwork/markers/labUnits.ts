import { lookupTable } from '../../../lookupTable.js';
/**
 * Lab units are printed in many spellings ('µmol/L', 'umol/l', 'mcmol/L'; 'cumm', 'cu.mm', 'mm³';
 * 'x10³/µL', '10^3/uL', 'K/uL'; 'lakhs/cumm'). normaliseUnit reduces them to one lower-case key so
 * that units can be compared and converted; the printed form is kept elsewhere for display.
 */

const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = lookupTable({
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9',
});

/** Superscript digits as plain ones ('¹²' → '12'). */
export function withPlainDigits(text: string): string {
  return text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (digit) => SUPERSCRIPT_DIGITS[digit] ?? digit);
}

const COUNT_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:lakhs?|lacs?|lakh)\b/g, '10^5'],
  [/\b(?:millions?|millones|milh[õo]es|milioni|mill)\b/g, '10^6'],
  [/\b(?:thousands?|thou|miles)\b/g, '10^3'],
  // Polish 'tys/µl' (tysięcy, thousands) and 'mln/µl' (milionów).
  [/\btys\b/g, '10^3'],
  [/\bmln\b/g, '10^6'],
];

/**
 * 'mil' is a thousand in Spanish and Portuguese ('250 mil/mm³' platelets) and short for million in Indian reports
 * ('4.5 mil/cumm' red cells); only the value and the marker it belongs to can tell which.
 */
const AMBIGUOUS_COUNT_WORD = /\bmil\b/i;

/** A unit with an ambiguous count word, printed both ways it can be read ('mil/mm³' → '10³/mm³', '10⁶/mm³'); [] for any other unit. */
export function countWordReadings(printed: string): string[] {
  if (!AMBIGUOUS_COUNT_WORD.test(printed)) return [];
  return ['10³', '10⁶'].map((power) => printed.replace(AMBIGUOUS_COUNT_WORD, power));
}

/** Giga and tera per litre are written with capitals ('G/L', 'T/l', 'Giga/L') and would read as grams once lower-cased. */
function replaceSiCountPrefixes(unit: string): string {
  return unit.replace(/^(?:G|Giga|giga)\s*\/\s*[lL]$/, '10^9/l').replace(/^(?:T|Tera|tera)\s*\/\s*[lL]$/, '10^12/l');
}

function normalisePowers(unit: string): string {
  return unit
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${withPlainDigits(digits)}`)
    .replace(/\^\^/g, '^')
    .replace(/10\s*(?:\*\*|\*|e|E|\^)\s*(\d+)/g, '10^$1')
    .replace(/(?:^|(?<=[\s(]))[xX×*]\s*(?=10\^)/g, '')
    .replace(/^(?:k|K)\s*\/\s*(?=u|µ)/, '10^3/')
    .replace(/^(?:m|M)\s*\/\s*(?=u|µ)/, '10^6/');
}

/**
 * Micro is printed with the micro sign (U+00B5) or the Greek small mu (U+03BC): fonts draw them alike, PDF text layers
 * and OCR give either (NFKC even turns the sign into mu). Text is read with the micro sign, as the catalog writes it.
 */
export function withMicroSign(text: string): string {
  return text.replace(/\u03bc/g, '\u00b5');
}

/**
 * A count per microlitre that names what a urine strip or analyser counted ('Ery/µl', 'Leu/µl', 'RBC/µL', 'WBC/µL'):
 * blood counts are printed per microlitre in thousands or millions ('10³/µL', 'mill/µL') and name no cells in the unit.
 * Or a count per microscope field ('/hpf', '/LPF', 'p/campo'), which only a urine sediment is counted in.
 */
export function isUrineCellCountUnit(printed: string): boolean {
  const unit = withMicroSign(printed).trim();
  return /^(?:rbc|wbc|ery|eri|leu|leuko|leuc|erythrocytes?|leukocytes?)\s*\/\s*[uµ]l$/i.test(unit) || ['/hpf', '/lpf'].includes(normaliseUnit(unit));
}

function normaliseVolumes(unit: string): string {
  return unit
    // Italian 'mmc' is millimetro cubo.
    .replace(/\bcu\.?\s*mm\b|\bc\.?mm\b|\bcumm\b|\bmm\^3\b|\bmm3\b|\bmmc\b/g, 'ul')
    .replace(/µ/g, 'u')
    .replace(/\bmc(?=(?:g|mol|l|iu|u)\b)/g, 'u')
    .replace(/\blitre\b|\bliter\b|\bltr\b/g, 'l')
    .replace(/\bgms?\b/g, 'g')
    .replace(/\bcells?\b/g, '');
}

/** Per-field counts in each language: 'p/HPF', '/LF' and 'db/LF' (Hungarian látótér), '/GF' (Gesichtsfeld), '/campo', '/champ'. */
const HIGH_POWER_FIELD = /^(?:p|db|x|per|por|par)?\s*\/?\s*(?:hpf|lf|gf|campo|champ)$|^p\/c$|^(?:x|por|per|par|pro)\s+(?:campo|champ|gesichtsfeld|hpf)$/;
const LOW_POWER_FIELD = /^(?:p|db|x|per)?\s*\/?\s*lpf$/;
/** Counted things written before the slash: 'Leu/µl', 'Ery/µl', 'db/µl', 'Zellen/µl', 'células/µl'. */
const COUNTED_THINGS = /^(?:leu|leuko|leuc|ery|eri|db|zellen|cellules|celulas|cellule|sejt|partikel|particles)\s*(?=\/)/;
/**
 * Hungarian 'perc' and Turkish 'dk' (dakika) are a minute; eGFR is printed as 'ml/perc/1,73m2', 'mL/dk/1,73 m²',
 * 'mL/min/1.73 m²' or without the area, its power sometimes set apart ('1.73 m 2', a raised ² drawn as a run of its own).
 */
const EGFR_UNIT = /^ml\/min\/1[.,]73\s*(?:m\s?\^?2|qm)?$/;

function normaliseLanguages(unit: string): string {
  return unit
    .replace(/\b(?:perc|dk)\b/g, 'min')
    // Turkish hours and seconds: 'mm/saat' or 'mm/sa' (ESR), 'sn' or 'saniye' (clotting times).
    .replace(/\/(?:saat|sa)$/, '/h')
    .replace(/^(?:sn|saniye)$/, 's')
    .replace(/\b(m|u|k)?ui\b/g, '$1iu')
    .replace(/^(m|u|k)?e\/(l|ml|dl)$/, '$1u/$2')
    // German and Nordic 'IE' (internationale Einheit, internationell enhet): 'mIE/L'.
    .replace(/^(m|u|k)?ie\/(l|ml)$/, '$1iu/$2')
    .replace(/\bmval\b/g, 'meq')
    .replace(/\/(?:24\s*h(?:rs?|ours?)?|24\s*óra|24\s*std|24\s*saat|d|day|die|tag|nap)$/, '/24h')
    .replace(/å/g, 'angstrom')
    .replace(/‰/g, 'permille')
    .replace(COUNTED_THINGS, '');
}

function normaliseShorthands(unit: string): string {
  if (HIGH_POWER_FIELD.test(unit)) return '/hpf';
  if (LOW_POWER_FIELD.test(unit)) return '/lpf';
  if (EGFR_UNIT.test(unit)) return 'ml/min/1.73m^2';
  if (/^g(?:m)?\s*%$/.test(unit) || unit === 'g/100ml') return 'g/dl';
  if (/^mg\s*%$/.test(unit) || unit === 'mg/100ml') return 'mg/dl';
  if (/^mm\s*\/?\s*(?:1st\s*)?(?:1\s*)?(?:hr|hour|h)$/.test(unit) || /^mm\s+in\s+1st\s+hour$/.test(unit)) return 'mm/h';
  if (unit === 'ul') return '/ul';
  // The counted cells named before the volume ('RBC/µL', 'Ery/µl', 'cells/ul') are no part of the unit; 'RBC/HPF' is a test name.
  if (/^(?:rbc|wbc|leu|leuko|cells?|erythrocytes?|leukocytes?|zellen)\/ul$/.test(unit)) return '/ul';
  if (/^10\^\d+$/.test(unit)) return `${unit}/ul`;
  return unit;
}

/**
 * Urine results corrected for creatinine name it after the unit ('mg/g creat', 'mg/g Cr', 'mg/mmol creatinine', 'µg/mg
 * Crea'): per gram or mole of creatinine is the unit itself, since no other substance is printed there.
 */
const PER_CREATININE = /(?<=\/(?:g|mg|mmol|mol))\s*(?:creat(?:inine)?|crea|cre|cr)$/;

/** Reduces a printed unit to a comparison key, e.g. 'x10³/µL' → '10^3/ul', 'mg / dl' → 'mg/dl', 'cumm' → '/ul'. */
export function normaliseUnit(printed: string): string {
  let unit = withMicroSign(printed).trim().replace(/\.$/, '').replace(/^\(|\)$/g, '').trim();
  unit = replaceSiCountPrefixes(unit);
  unit = normalisePowers(unit);
  unit = unit.toLowerCase();
  for (const [pattern, replacement] of COUNT_WORDS) unit = unit.replace(pattern, replacement);
  unit = normaliseVolumes(unit);
  unit = unit.replace(/\s*\/\s*/g, '/').replace(/\s+/g, ' ').trim();
  unit = normaliseLanguages(unit).replace(PER_CREATININE, '');
  unit = unit.replace(/^(10\^\d+) ?\/?(?=ul$|l$)/, '$1/').replace(/^\/+/, '/');
  return normaliseShorthands(unit);
}

const UNIT_NUMERATORS = [
  'g', 'mg', 'ug', 'ng', 'pg', 'kg', 'mol', 'mmol', 'umol', 'nmol', 'pmol', 'meq', 'mosm', 'iu', 'miu', 'uiu', 'u', 'uu', 'mu', 'ku', 'kiu',
  'ukat', 'kat', 'ml', 'l', 'mm', 'mg/g', '10^3', '10^5', '10^6', '10^9', '10^12', '',
].join('|');
const UNIT_DENOMINATORS = ['l', 'dl', 'ml', 'ul', 'nl', 'pl', 'kg', 'g', 'mg', 'h', 'hr', 'min', '24h', 'mmol', 'day', 'hpf', 'lpf', 'min/1.73m^2', 'min/1.73 m^2', 'min/1.73m2', 'min/1.73 m2'].join('|').replace(/\./g, '\\.').replace(/\^/g, '\\^');
const RATIO_UNIT = new RegExp(`^(?:${UNIT_NUMERATORS})/(?:${UNIT_DENOMINATORS})$`);
const STANDALONE_UNITS = new Set([
  '%', 'fl', 'pg', 'g/dl', 'mm/h', 's', 'sec', 'seconds', 'ratio', 'mosm/kg', 'u', 'iu', 'mu', 'eu', 'gpl', 'mpl',
  'mg/dl', 'meq/l', '/hpf', '/lpf', '/ul', '/l', 'ku/l', 'au/ml', 'u/ml', 'copies/ml', 'mg/mmol', 'mmol/mol',
  'ml/min/1.73m^2', 'nm', 'angstrom', 'permille', 'ng/ml/h', 'nmol/min/ml', 'mg/24h', 'g/24h', 'eu/dl', '/100 wbc',
]);

/** Whether a printed token reads as a lab unit; used to tell units from words in a result row. */
export function isLabUnit(printed: string): boolean {
  const text = printed.trim();
  if (text.length === 0 || text.length > 24) return false;
  if (/^\d+([.,]\d+)?$/.test(text)) return false;
  const readings = countWordReadings(text);
  if (readings.length > 0) return readings.some(isLabUnit);
  const unit = normaliseUnit(text);
  if (STANDALONE_UNITS.has(unit)) return true;
  if (RATIO_UNIT.test(unit)) return true;
  return /^10\^\d+\/(?:ul|l|nl|ml)$/.test(unit);
}
