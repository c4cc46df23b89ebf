import { matchMarker } from '../markers/markerCatalog.js';
import { splitUnitFromName, unitAlone } from './resultRow.js';

/** A line holding only a test name, or part of one wrapped over several lines. */
export interface NameLine {
  text: string;
  page: number;
  y: number;
  x: number;
  fontSize: number;
  isUsed: boolean;
}

/** What joining a wrapped name needs of a result row; the row's name and unit are completed in place. */
interface RowWithName {
  printedName: string;
  unit: string;
  page: number;
  y: number;
  /** Where the name sits when it is printed on its own line above the value. */
  nameY?: number;
  nameX: number;
  fontSize: number;
}

const OPEN_ENDING = /(?:[-,&/+(]|(?<!\p{L})(?:and|of|to|with|in|for|on|und|és|de|del|des|du))$/iu;

/**
 * `second` continues the name `first` on the next line; `valueWithSecond` when the value is printed beside the second line,
 * `firstHasUnit` when a unit was read after the first line's name ('Total, mg/dl': that name is finished).
 */
function continuesName(first: string, second: string, { valueWithSecond = false, firstHasUnit = false } = {}): boolean {
  if (OPEN_ENDING.test(first.trim()) || unitAlone(second) !== null) return true;
  // A lower-case or bracketed start continues the name above, unless it is a test name itself ('eGFR', 'pH', 'hs-CRP').
  if (/^[\p{Ll}(]/u.test(second)) return matchMarker(second) === null;
  // The joined name must name a test as a whole: commas dropped, so 'T4, Free' + 'Electrical Impedance' is not 'T4'.
  const joinedText = `${first} ${second}`.replace(/,/g, ' ');
  const joined = matchMarker(splitUnitFromName(joinedText)?.name ?? joinedText);
  const secondText = splitUnitFromName(second)?.name ?? second;
  // With the value beside the last line, a line above that names nothing by itself ('Red Blood Cell', 'C-Reactive') starts
  // the name, even when the last line alone would name another test ('Protein').
  // A line above that names the same test as the whole ('LDL' / 'Cholesterol,') starts it too.
  if (valueWithSecond) return joined !== null && (matchMarker(first) ?? joined) === joined && joined !== matchMarker(secondText);
  // With the value beside the first line, a first line that names nothing by itself and has no unit after it ('C-Reactive',
  // 'Total') is an unfinished name: the line below finishes it even when it alone would name another test ('Protein [mg/L]').
  const firstMarker = matchMarker(first);
  const isUnfinished = firstMarker === null && !firstHasUnit;
  return joined !== null && joined !== firstMarker && (isUnfinished || matchMarker(secondText) === null);
}

/**
 * A name cell with its unit wrapped over the lines under the value ('Creatinine,' / 'Serum, mg/dL'; 'Vitamin D,' /
 * '25-Hydroxy,' / 'ng/mL'): the one or two lines below that end the name in a unit while it still names the same test
 * (or first names one), or none. A line that names another test ('Sodium, mmol/L') starts that test's name instead.
 */
function linesEndingInUnit(name: string, first: NameLine | undefined, nextBelow: (y: number) => NameLine | undefined): NameLine[] {
  const second = first ? nextBelow(first.y) : undefined;
  const nameMarker = matchMarker(name);
  for (const lines of [[first], [first, second]]) {
    if (lines.some((line) => line === undefined || line.isUsed)) return [];
    const taken = lines.filter((line) => line !== undefined);
    const split = splitUnitFromName([name, ...taken.map((line) => line.text)].join(' '));
    const joined = split ? matchMarker(split.name.replace(/,/g, ' ')) : null;
    if (joined !== null && (nameMarker === null || joined === nameMarker)) return taken;
  }
  return [];
}

/** Joins names wrapped over two or three lines ('Mean Corpuscular Haemoglobin' / 'Concentration'). */
export function joinWrappedNames(rows: readonly RowWithName[], nameLines: readonly NameLine[]): void {
  for (const row of rows) {
    // A name line belongs to the nearest result row: with loose line spacing, a wrapped line sits nearer its own row than the next.
    const isNearest = (name: NameLine, distance: number) =>
      !rows.some((other) => other !== row && other.page === name.page && Math.abs(other.y - name.y) < distance);
    const isNear = (name: NameLine, from: number) => {
      const distance = Math.abs(name.y - from);
      return (
        !name.isUsed &&
        name.page === row.page &&
        Math.abs(name.x - row.nameX) <= row.fontSize * 1.5 &&
        name.fontSize >= row.fontSize * 0.8 &&
        distance <= row.fontSize * 1.9 &&
        isNearest(name, distance)
      );
    };
    const nearBelow = (lastY: number) => nameLines.find((name) => name.y > lastY && isNear(name, lastY));
    // A name printed above its value ends there: the lines under the value start the next name.
    const nameEndsAbove = row.nameY !== undefined;
    const unitLines = row.unit === '' && !nameEndsAbove ? linesEndingInUnit(row.printedName, nearBelow(row.y), nearBelow) : [];
    for (const line of unitLines) {
      line.isUsed = true;
      row.printedName = `${row.printedName} ${line.text}`;
    }
    for (let lastY = row.y; unitLines.length === 0 && !nameEndsAbove;) {
      const below = nearBelow(lastY);
      if (!below || !continuesName(row.printedName, below.text, { firstHasUnit: row.unit !== '' })) break;
      below.isUsed = true;
      row.printedName = `${row.printedName} ${below.text}`;
      lastY = below.y;
    }
    for (let firstY = row.nameY ?? row.y; ;) {
      const above = nameLines.find((name) => name.y < firstY && isNear(name, firstY));
      if (!above || !continuesName(above.text, row.printedName, { valueWithSecond: true })) break;
      above.isUsed = true;
      row.printedName = `${above.text} ${row.printedName}`;
      firstY = above.y;
    }
    const nameUnit = row.unit === '' ? splitUnitFromName(row.printedName) : null;
    if (nameUnit) Object.assign(row, { printedName: nameUnit.name, unit: nameUnit.unit });
  }
}
