import { isLabUnit } from '../markers/labUnits.js';

/** Cells of a row are joined with a tab so that tokens never run across a column boundary. */
export const CELL_BREAK = '\t';

/** A box's side bar ('|' ruled down each side of a boxed panel) that came out as a cell of its own. */
export const isSideBar = (text: string) => /^[|¦]$/.test(text.trim());

/** A box's side bar set close enough to be rebuilt into the first or last cell ('| AST'). */
export const withoutSideBars = (text: string) =>
  text
    .trim()
    .replace(/^[|¦]\s+/, '')
    .replace(/\s+[|¦]$/, '');

const FLAG_WORDS =
  '(?:Above|Below|Out of|In|Within) Range|Optimal|Normal|High|Low|Borderline(?: High| Low)?|Critical(?: High| Low)?|Abnormal|Panic|Hoch|Niedrig|Erh[öo]ht|Erniedrigt|Magas|Alacsony|Alto|Bajo|[ÉE]lev[ée]|Bas';
const FLAG_WORD = new RegExp(`^\\(?(?:${FLAG_WORDS})\\)?(?=[\\s]|$)`, 'i');
const FLAG_LETTERS = /^(?:[([]?(?:HH|LL|HI|LO|H|L|CH|CL|AH|AL|A)[)\]]?\*?|\*{1,3}|!{1,2}|↑{1,2}|↓{1,2}|\+{1,3}|[-−](?=[ ]*(?:\t|$)))(?=\s|$)/;

/** A flag printed beside a value: H/L letters, High/Low/Borderline/Critical words, arrows, asterisks, exclamation marks, +/−. */
export function readFlagAt(text: string): string | null {
  const match = FLAG_LETTERS.exec(text) ?? FLAG_WORD.exec(text);
  return match ? match[0] : null;
}

export function cleanFlag(printed: string): string {
  return printed
    .replace(/[()[\]]/g, '')
    .replace(/−/g, '-')
    .trim();
}

/** Whether a whole word, standing alone, is a flag (used for letters printed left of the value). */
export function isFlagToken(token: string): boolean {
  const flag = readFlagAt(token);
  return flag !== null && flag.length === token.length;
}

/** The longest run of up to four tokens at the start of `text`, inside one cell, that reads as a unit ('mg / dl'). */
export function readUnitAt(text: string): { unit: string; length: number } | null {
  const cellText = text.split(CELL_BREAK)[0] ?? '';
  const tokens = [...cellText.matchAll(/\S+/g)];
  for (let count = Math.min(tokens.length, 4); count >= 1; count -= 1) {
    const last = tokens[count - 1];
    if (!last || last.index === undefined) continue;
    const end = last.index + last[0].length;
    const candidate = cellText.slice(0, end).trim();
    const withoutBracket = candidate.replace(/^\(|\)$/g, '');
    // A number is no unit, but a power of ten printed raised or after a caret or star ('10³/µL', '10^3/uL', '10*9/L') is one.
    if (isLabUnit(withoutBracket) && (!/^\d/.test(withoutBracket) || /^10(?:[¹²³⁴⁵⁶⁷⁸⁹]|[*^]\d)/.test(withoutBracket)))
      return { unit: withoutBracket.replace(/\s+/g, ' '), length: end };
  }
  const first = tokens[0];
  if (first && UNIT_SHAPE.test(first[0])) return { unit: first[0], length: first[0].length };
  return null;
}

/**
 * Units the catalog does not spell yet but that are unmistakably units: a mass, volume, amount or count
 * prefix over a volume or time ('Giga/L', 'Tera/L', 'ml/perc/1.73', 'mmol/24h', 'Zellen/µl').
 */
const UNIT_SHAPE =
  /^(?:[munpfkµ]?(?:g|l|mol|eq|iu|u|kat|osm)|giga|tera|mega|zellen|cells|sejt|10[*^]\d{1,2}|x10[*^eE]?\d{1,2})\/(?:[dmµunp]?l|kg|g|h|hr|24 ?h|min|perc|std|hpf|lpf|nl|pl|mmol)(?:\/1[.,]73(?: ?m[2²]?)?)?$/i;

const DATE_TOKEN = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{1,2}[- ][A-Za-z]{3}[- ]\d{2,4})\.?(?=\s|$)/;

export function readDateAt(text: string): number {
  return DATE_TOKEN.exec(text)?.[0].length ?? 0;
}

export function readNumberAt(text: string): number {
  return /^(?:[<>]=?|[≤≥])?\s?\d[\d.,]*(?=\s|$|\))/.exec(text)?.[0].length ?? 0;
}
