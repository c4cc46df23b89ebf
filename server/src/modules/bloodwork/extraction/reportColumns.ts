import { isLabUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';
import { headerRoleOf, isResultHistoryHeading, isStatusText, sectionSpecimenOf, type HeaderRole, type SectionSpecimen } from './nonResultText.js';
import { detectDayMonthOrder, findDate, type DayMonthOrder } from './reportContext.js';
import { cellPart, lineFontSize, lineText, type LabReportCell, type LabReportLine } from './reportLines.js';
import { splitAtNumberAfterName } from './resultRow.js';

export interface HeaderColumn {
  /** 'cutoff': a risk or tertile column beside the result column (its numbers are cut-offs). */
  role: HeaderRole | 'cutoff';
  x: number;
  /** The header as printed; for risk tiers it is the flag a value in that column carries. */
  text: string;
  /** A collection date as column title (cumulative report). */
  date?: string;
}

/** A header cell that is only a date ('03/14/2024', '2024-03-14', 'Mar 14, 2024'): a column of one collection's results. */
const DATE_CELL =
  /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2}\.?|\d{1,2}[\s-]\p{L}{3,9}\.?[\s-]\d{4}|\p{L}{3,9}\.? \d{1,2},? \d{4})(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?)?$/iu;

function dateOfCell(text: string, order: DayMonthOrder): string | null {
  const trimmed = text.trim();
  return DATE_CELL.test(trimmed) ? findDate(trimmed, order) : null;
}

const isSorted = (dates: readonly string[]) => dates.every((date, index) => index === 0 || date >= dates[index - 1]!);

/**
 * The order to read the date columns in when the report does not settle it: date columns run oldest to newest or
 * newest to oldest, so a reading that puts them out of sequence is wrong. `settled` is false when both readings stay in
 * sequence and disagree on the newest date.
 */
function orderOfDateColumns(line: LabReportLine): { order: DayMonthOrder; settled: boolean } {
  const readings = (['day_first', 'month_first'] as const).map((order) => {
    const dates = line.cells.flatMap((cell) => dateOfCell(cell.text, order) ?? []);
    return { order, dates, inSequence: isSorted(dates) || isSorted([...dates].reverse()), newest: [...dates].sort().at(-1) };
  });
  const [dayFirst, monthFirst] = readings as [(typeof readings)[number], (typeof readings)[number]];
  if (dayFirst.inSequence !== monthFirst.inSequence) return { order: dayFirst.inSequence ? 'day_first' : 'month_first', settled: true };
  return { order: 'day_first', settled: dayFirst.newest === monthFirst.newest && dayFirst.dates.length === monthFirst.dates.length };
}

/**
 * Cumulative reports print one column per collection date instead of one result column: the newest date's column is
 * the result column (the draft takes that date), older ones are previous results. Returns the header cells with the
 * dates given those roles, or null when the line has fewer than one date column. `newest` is null when the dates read
 * two ways and nothing settles which (the user is asked).
 */
function dateColumnsOf(line: LabReportLine, reportOrder: DayMonthOrder | null): { columns: HeaderColumn[]; newest: string | null } | null {
  const fromColumns = reportOrder === null ? orderOfDateColumns(line) : { order: reportOrder, settled: true };
  const { order } = fromColumns;
  const dated = line.cells.map((cell) => ({ cell, date: dateOfCell(cell.text, order) })).filter((item) => item.date !== null);
  if (dated.length === 0) return null;
  const newest = dated
    .map((item) => item.date!)
    .sort()
    .at(-1)!;
  const columns = dated.map(({ cell, date }): HeaderColumn => ({
    role: date === newest ? 'value' : 'previous',
    x: cell.x,
    text: cell.text.trim(),
    date: date!,
  }));
  return { columns, newest: fromColumns.settled ? newest : null };
}

/**
 * Two column titles set so close that they come out as one cell ('Units Reference Interval', 'Moderate risk High risk')
 * are split where both halves are titles; the second title's position is estimated from its share of the characters.
 */
const isColumnTitle = (text: string) => headerRoleOf(text) !== null || DATE_CELL.test(text);

/** The titles a run of words splits into, longest first title first; null when it is not all titles. */
function titlesOf(words: readonly string[]): string[] | null {
  for (let cut = words.length; cut >= 1; cut -= 1) {
    const first = words.slice(0, cut).join(' ');
    if (!isColumnTitle(first)) continue;
    if (cut === words.length) return [first];
    const rest = titlesOf(words.slice(cut));
    if (rest) return [first, ...rest];
  }
  return null;
}

function splitJoinedTitles(line: LabReportLine): LabReportLine {
  // Only within a line already set out in columns: a sentence ('Previous result 04/18/2024') is no header.
  if (line.cells.length < 2) return line;
  const cells = line.cells.flatMap((cell): LabReportCell[] => {
    const text = cell.text.replace(/\s+/g, ' ').trim();
    // A label with its value ('Collected: Jun 12, 2023', 'Specimen ID: 355-393') is a detail, not two titles.
    if (isColumnTitle(text) || /:\s*\S/.test(text)) return [cell];
    // Bold titles set tight run into each other with no space ('LOINC CodeObs Value', 'No.Item'): a capital after a small letter or a full stop starts a word.
    const titles = titlesOf(text.replace(/(?<=\p{Ll}|\.)(?=\p{Lu})/gu, ' ').split(' '));
    if (!titles || titles.length < 2) return [cell];
    let offset = 0;
    return titles.map((title) => {
      // Placed where the title stands in the printed text, which has no space where titles ran together ('No.Item').
      const start = text.indexOf(title, offset);
      if (start >= 0) offset = start;
      const split = cellPart({ ...cell, text }, title, offset);
      offset += title.length;
      return split;
    });
  });
  return cells.length === line.cells.length ? line : { ...line, cells };
}

/** A table header names at least two columns, one of them the result or the reference range, or two risk tiers. */
export function headerColumnsOf(printedLine: LabReportLine, order: DayMonthOrder | null = 'day_first'): HeaderColumn[] | null {
  // 'Previous results' over a test's earlier results is a heading, not the titles 'Previous' and 'Results'.
  if (printedLine.cells.length === 1 && isResultHistoryHeading(printedLine.cells[0]!.text)) return null;
  const line = splitJoinedTitles(printedLine);
  // A measured value ('10 mg/dL') is never a column title: a dated result row ('07/21/2022  10 mg/dL  Low') is no header.
  if (line.cells.some((cell) => /^[<>]?\d+(?:[.,]\d+)?(?:\s+\S+)?$/.test(cell.text.trim()))) return null;
  // Status lines of result cards side by side ('Optimal | In Range') use header words but title no column.
  if (line.cells.every((cell) => isStatusText(cell.text))) return null;
  const named = line.cells
    .map((cell) => ({ role: headerRoleOf(cell.text), x: cell.x, text: cell.text.trim() }))
    .flatMap(({ role, x, text }): HeaderColumn[] => (role === null ? [] : [{ role, x, text }]));
  // Date columns count only beside other column titles (a test name, units or range), never on their own.
  const dates = named.length > 0 && !named.some((column) => column.role === 'value') ? dateColumnsOf(line, order) : null;
  let columns = [...named, ...(dates?.columns ?? [])];
  // 'Low | Moderate | High' are risk categories, the lowest first; 'Low | High' next to each other are the two limit
  // columns, not a 'High' risk tier.
  for (const [index, column] of columns.entries()) {
    const next = columns[index + 1];
    if (column.role === 'low' && /^low$/i.test(column.text) && next?.role === 'tier' && !/^high$/i.test(next.text)) column.role = 'tier';
  }
  if (columns.some((column) => column.role === 'low')) {
    for (const column of columns) if (column.role === 'tier' && /^high$/i.test(column.text)) column.role = 'high';
  }
  // A data export titles its name column 'Observation' beside a 'Value' or 'Result' column.
  const valueColumns = columns.filter((column) => column.role === 'value');
  if (valueColumns.length > 1) for (const column of valueColumns) if (/^observation$/i.test(column.text)) column.role = 'name';
  // A 'Code' title beside a titled name column heads the tests' codes; without one, the codes may stand under it with the
  // names on the line above (two-line rows), so it titles nothing to drop.
  const hasNameColumn = columns.some((column) => column.role === 'name');
  for (const column of columns) if (column.role === 'code' && hasNameColumn) column.role = 'identifier';
  if (!hasNameColumn) columns = columns.filter((column) => column.role !== 'code');
  const roles = new Set(columns.map((column) => column.role));
  if (columns.length < 2 || columns.length < line.cells.length - 1) return null;
  const tiers = columns.filter((column) => column.role === 'tier').length;
  if (!(roles.has('value') || roles.has('range') || tiers >= 2)) return null;
  // Risk or tertile columns beside a result column hold cut-offs, not results: the result column says where the value is.
  // With no range column beside them, the best category's cut-off is the range the report gives, as under tiers alone.
  if (!roles.has('value')) return columns;
  const isRangeGiven = roles.has('range') || roles.has('low') || roles.has('high');
  const tierColumns = columns.filter((column) => column.role === 'tier');
  for (const column of tierColumns) column.role = !isRangeGiven && column === tierColumns[0] ? 'range' : 'cutoff';
  return columns;
}

/**
 * The newest collection date of a cumulative table (dates as column titles), which is the date its results are read
 * for; `date` is null when the column dates read two ways. Null when the report has no such table.
 */
export function tableResultDate(lines: readonly LabReportLine[]): { date: string | null } | null {
  const order = detectDayMonthOrder(lines.map(lineText));
  for (const line of lines) {
    const header = headerColumnsOf(line, order);
    const dates = header ? dateColumnsOf(splitJoinedTitles(line), order) : null;
    if (dates) return { date: dates.newest };
  }
  return null;
}

/** An HL7 timestamp ('202503140745', '20250314'): year, month and day run together, then the time. */
const HL7_TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(?:\d{4}(?:\d{2})?)?$/;

/**
 * The collection date printed on the first row of a table's collection-time column ('Collected', 'Coll. Date'), as
 * data exports print it on every row; null when the report has no such column or the date reads two ways.
 */
export function collectedColumnDate(lines: readonly LabReportLine[]): string | null {
  const order = detectDayMonthOrder(lines.map(lineText));
  let columns: HeaderColumn[] | null = null;
  for (const line of lines) {
    const header = headerColumnsOf(line, order);
    if (header) columns = header.some((column) => column.role === 'collected') ? [...header].sort((a, b) => a.x - b.x) : null;
    if (header || !columns) continue;
    // Dates stand left-aligned under their title and may run into the next column: the cell's start places it.
    const cell = line.cells.find((candidate) => roleOf({ ...candidate, width: 0 }, columns!) === 'collected');
    if (!cell) continue;
    const timestamp = HL7_TIMESTAMP.exec(cell.text.trim());
    return timestamp ? `${timestamp[1]}-${timestamp[2]}-${timestamp[3]}` : findDate(cell.text, order);
  }
  return null;
}

/**
 * Previous-result, method, code, identifier, judgement and collection-time columns hold numbers and words that are not part
 * of the current result; the specimen column is read for the row's specimen and is no part of the test name.
 */
const IGNORED_ROLES: ReadonlySet<HeaderColumn['role']> = new Set([
  'previous',
  'method',
  'cutoff',
  'specimen',
  'identifier',
  'number',
  'judgement',
  'collected',
]);

/** A LOINC code ('2345-7', '718-7'): digits, a hyphen and one check digit; beside a test's name it is never part of it. */
const LOINC_CODE = /^\d{3,5}-\d$/;

const isIgnoredCell = (cell: LabReportCell, columns: readonly HeaderColumn[]) => {
  const role = roleOf(cell, columns) ?? 'name';
  return IGNORED_ROLES.has(role) || (role === 'name' && LOINC_CODE.test(cell.text.trim()));
};

/** A star hung in front of a value ('*132') stands left of the column, so that the digits keep their alignment. */
const HUNG_MARK = /^\*{1,3}(?=\d)/;

function columnIndexOf(cell: LabReportCell, columns: readonly HeaderColumn[]): number {
  const hung = (HUNG_MARK.exec(cell.text)?.[0].length ?? 0) * (cell.width / Math.max(cell.text.length, 1));
  const centre = cell.x + hung + (cell.width - hung) / 2;
  for (let index = columns.length - 1; index >= 0; index -= 1) {
    const column = columns[index]!;
    const next = columns[index + 1];
    if (centre >= column.x - 2 && centre < (next ? next.x - 2 : Number.POSITIVE_INFINITY)) return index;
  }
  return -1;
}

function roleOf(cell: LabReportCell, columns: readonly HeaderColumn[]): HeaderColumn['role'] | null {
  return columns[columnIndexOf(cell, columns)]?.role ?? null;
}

const BARE_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Low and high limits printed in two columns ('136 | 145') become one range cell ('136 - 145'). */
function joinLimitColumns(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): LabReportCell[] {
  const low = cells.find((cell) => roleOf(cell, columns) === 'low' && BARE_NUMBER.test(cell.text));
  const high = cells.find((cell) => roleOf(cell, columns) === 'high' && BARE_NUMBER.test(cell.text));
  if (!low && !high) return [...cells];
  const text = low && high ? `${low.text} - ${high.text}` : low ? `>= ${low.text}` : `<= ${high!.text}`;
  const first = low ?? high!;
  const last = high ?? low!;
  const joined: LabReportCell = { text, x: first.x, width: last.x + last.width - first.x, fontSize: first.fontSize };
  return cells.flatMap((cell) => (cell === first ? [joined] : cell === low || cell === high ? [] : [cell]));
}

/** A value run into its unit, with or without a mark between them ('5,4mmol/l', '7,6↑↑mg/L', '5,9*mmol/l'). */
const GLUED_VALUE_AND_UNIT = /^((?:[<>]=?|[≤≥])?\s?\d+(?:[.,]\d+)?(?:\*+|!{1,2}|↑{1,2}|↓{1,2})?)([A-Za-zµ%][^\s]*)$/;

const UNIT_THEN_RANGE = /^(\S+?)((?:[<>]=?|[≤≥])\s?\d[\d.,]*)$/;

/** A long unit run into the result printed after it ('mL/min/1.73m2 86' where units come before the result). */
const UNIT_THEN_NUMBER = /^(\S+)\s([<>]?\d+(?:[.,]\d+)?)$/;

/** A unit run into the value repeated in other units ('mmol/mol(3,5 %)'). */
const UNIT_THEN_BRACKET = /^(\S+?)\s?(\(\s?\d[^)]*\))$/;

/**
 * A unit drawn in pieces, its own numbers in runs of their own ('mL/min/' '1.73' 'm2', 'mL/min/1.73 m' '2'): cells that
 * read as one unit only together, the later ones holding its digits, are one cell, so that the unit's numbers are never
 * read as a result or a limit.
 */
function joinUnitPieces(cells: readonly LabReportCell[]): LabReportCell[] {
  const joined: LabReportCell[] = [];
  for (let index = 0; index < cells.length; index += 1) {
    const first = cells[index]!;
    const pieces = [3, 2]
      .map((count) => cells.slice(index, index + count))
      .find(
        (run) =>
          run.length > 1 &&
          !isLabUnit(first.text) &&
          /\p{L}/u.test(first.text) &&
          run.slice(1).every((cell) => /\d/.test(cell.text)) &&
          isLabUnit(run.map((cell) => cell.text).join(' ')),
      );
    if (!pieces) {
      joined.push(first);
      continue;
    }
    const last = pieces.at(-1)!;
    joined.push({ ...first, text: pieces.map((cell) => cell.text).join(' '), width: last.x + last.width - first.x });
    index += pieces.length - 1;
  }
  return joined;
}

function splitAt(cell: LabReportCell, first: string, second: string): LabReportCell[] {
  const firstWidth = (cell.width * first.length) / cell.text.length;
  return [
    { ...cell, text: first, width: firstWidth },
    { ...cell, text: second, x: cell.x + firstWidth + cell.fontSize * 0.9, width: cell.width - firstWidth },
  ];
}

/**
 * A value run together with its unit ('>90ml/perc/1.73', '5,4mmol/l', '7,6↑↑mg/L'), or a unit run into a one-sided range in
 * a tight table ('mL/min/1.73m2>60'), is split into two cells.
 */
function splitGluedUnits(cells: readonly LabReportCell[]): LabReportCell[] {
  return cells.flatMap((cell) => {
    const unitThenNumber = UNIT_THEN_NUMBER.exec(cell.text);
    if (unitThenNumber && /[/%]/.test(unitThenNumber[1] ?? '') && isLabUnit(unitThenNumber[1] ?? ''))
      return splitAt(cell, unitThenNumber[1] ?? '', unitThenNumber[2] ?? '');
    const unitThenBracket = UNIT_THEN_BRACKET.exec(cell.text);
    if (unitThenBracket && isLabUnit(unitThenBracket[1] ?? '')) return splitAt(cell, unitThenBracket[1] ?? '', unitThenBracket[2] ?? '');
    const unitThenRange = UNIT_THEN_RANGE.exec(cell.text);
    if (unitThenRange && isLabUnit(unitThenRange[1] ?? '')) return splitAt(cell, unitThenRange[1] ?? '', unitThenRange[2] ?? '');
    const glued = GLUED_VALUE_AND_UNIT.exec(cell.text);
    const unit = glued?.[2] ?? '';
    // '10E3/uL' is a unit, not ten of 'E3/uL'.
    if (!glued || /^[eE]\d/.test(unit) || !(unit.includes('/') || isLabUnit(unit))) return [cell];
    return splitAt(cell, glued[1] ?? '', unit);
  });
}

/**
 * A number run into the cell left of it when the gap between columns is narrow ('ELECTRICAL IMPEDANCE 4.51' across a
 * Technology and a Value column, or with no space at all, 'ELECTRICAL IMPEDANCE4.35') is split off when its estimated
 * position lies in the value column and the cell starts in another: it is the row's result, not part of the method or
 * the name (a name's own digits, 'Vitamin B12', lie in the name column).
 */
function splitValuesRunIntoCells(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): LabReportCell[] {
  const valueColumn = columns.find((column) => column.role === 'value');
  if (!valueColumn) return [...cells];
  return cells.flatMap((cell) => {
    const trailing = /^(.*\S)\s+([<>]?\d+(?:[.,]\d+)?)$/.exec(cell.text) ?? /^(.*[\p{L})])([<>]?\d+(?:[.,]\d+)?)$/u.exec(cell.text);
    // A unit's own digits ('mL/min/1.73m2') are never a result, nor are those of a test's name ('Vitamin B12', where
    // 'Vitamin B' names none) when the names overrun an untitled name column.
    const isNamesOwnDigits = matchMarker(cell.text) !== null && matchMarker(trailing?.[1] ?? '') === null;
    if (!trailing || roleOf(cell, columns) === 'value' || isLabUnit(cell.text) || isNamesOwnDigits) return [cell];
    const perCharacter = cell.width / cell.text.length;
    const numberCentre = cell.x + perCharacter * (cell.text.length - (trailing[2] ?? '').length / 2);
    const numberCell = { ...cell, x: numberCentre, width: 0 };
    return columns[columnIndexOf(numberCell, columns)] === valueColumn ? splitAt(cell, trailing[1] ?? '', trailing[2] ?? '') : [cell];
  });
}

const LIMIT_ROLES: ReadonlySet<HeaderColumn['role']> = new Set(['low', 'high', 'range']);

/**
 * A long unit run into the limit printed close after it in a limits column ('mL/min/1.73m2' and '60' under 'Low', read
 * 'mL/min/1.73m260') is split where the digits left after the longest unit lie in that column; the unit's own digits
 * ('1.73m2') lie where the cell starts.
 */
function splitLimitsRunIntoUnits(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): LabReportCell[] {
  if (!columns.some((column) => LIMIT_ROLES.has(column.role))) return [...cells];
  return cells.flatMap((cell) => {
    const number = /\d+(?:[.,]\d+)?$/.exec(cell.text)?.[0] ?? '';
    const isInLimitsAt = (x: number) => LIMIT_ROLES.has(roleOf({ ...cell, x, width: 0 }, columns) ?? 'name');
    if (number.length === 0 || isInLimitsAt(cell.x)) return [cell];
    const perCharacter = cell.width / cell.text.length;
    for (let length = 1; length <= number.length; length += 1) {
      const [unit, limit] = [cell.text.slice(0, -length), cell.text.slice(-length)];
      if (BARE_NUMBER.test(limit) && isLabUnit(unit) && isInLimitsAt(cell.x + perCharacter * (cell.text.length - length / 2)))
        return splitAt(cell, unit, limit);
    }
    return [cell];
  });
}

/**
 * An identifier or date set tight before the name column runs into the name ('S39415451 Triglycerides'): a cell that
 * starts in an ignored column and ends past the next column's start is split after its first word, a code with a digit.
 */
function splitIgnoredRunIntoNextColumn(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): LabReportCell[] {
  return cells.flatMap((cell) => {
    const index = columnIndexOf({ ...cell, width: 0 }, columns);
    const next = columns[index + 1];
    const parts = /^(\S*\d\S*)\s+(\S.*)$/.exec(cell.text.trim());
    if (index < 0 || !parts || !next || !IGNORED_ROLES.has(columns[index]!.role) || cell.x + cell.width < next.x + 2) return [cell];
    const first = { ...cell, text: parts[1]!, width: next.x - cell.x - 2 };
    return [first, { ...cell, text: parts[2]!, x: next.x, width: cell.x + cell.width - next.x }];
  });
}

/**
 * Long titles wrapped onto a second line under themselves ('Valores de' / 'referencia', 'Resultado' / 'anterior'): each
 * title is read whole, so 'Resultado anterior' heads a previous-result column and not a second result column, and the
 * columns titled on the first line only are kept.
 */
function withWrappedTitles(first: readonly HeaderColumn[], second: readonly HeaderColumn[]): HeaderColumn[] {
  const columns = first.map((column) => ({ ...column }));
  for (const column of second) {
    const above = columns.find((candidate) => Math.abs(candidate.x - column.x) <= 2);
    if (!above) {
      columns.push(column);
      continue;
    }
    const text = `${above.text} ${column.text}`;
    above.role = headerRoleOf(text) ?? column.role;
    above.text = text;
  }
  return columns.sort((a, b) => a.x - b.x);
}

export interface ColumnReading {
  lines: LabReportLine[];
  headerLineIndexes: Set<number>;
  /** For lines under a risk-tier header: the tier columns, left to right. */
  tierColumns: Map<number, HeaderColumn[]>;
  /** For rows of a table with a specimen column ('Serum', 'Random urine'): the specimen that cell names. */
  rowSpecimens: Map<number, SectionSpecimen>;
}

/**
 * Applies the table header to the lines under it: removes cells under 'Previous result' / 'Method' headers, older
 * date columns and cut-off columns, joins separate low and high limit columns, and records risk-tier columns. A table
 * continues onto the next page with its columns until another header is printed (many reports repeat none).
 */
export function readTableColumns(lines: readonly LabReportLine[]): ColumnReading {
  const headerLineIndexes = new Set<number>();
  const tierColumns = new Map<number, HeaderColumn[]>();
  const rowSpecimens = new Map<number, SectionSpecimen>();
  const order = detectDayMonthOrder(lines.map(lineText));
  let columns: HeaderColumn[] = [];
  const kept = lines.map((line, index) => {
    const header = headerColumnsOf(line, order);
    if (header) {
      const above = lines[index - 1];
      const isWrapped = headerLineIndexes.has(index - 1) && above?.page === line.page && line.y - above.y <= lineFontSize(line) * 1.8;
      headerLineIndexes.add(index);
      columns = isWrapped ? withWrappedTitles(columns, header) : [...header].sort((a, b) => a.x - b.x);
      return line;
    }
    const tiers = columns.filter((column) => column.role === 'tier');
    if (tiers.length >= 2) tierColumns.set(index, tiers);
    let cells = splitValuesRunIntoCells(
      splitIgnoredRunIntoNextColumn(splitLimitsRunIntoUnits(splitGluedUnits(joinUnitPieces(line.cells)), columns), columns),
      columns,
    );
    const specimenCell = cells.find((cell) => roleOf(cell, columns) === 'specimen');
    const specimen = specimenCell ? sectionSpecimenOf(specimenCell.text) : null;
    if (specimen) rowSpecimens.set(index, specimen);
    // In a cumulative table a test not done on the newest date has a blank or a dash there: no result for that date.
    const newestColumn = columns.find((column) => column.role === 'value' && column.date !== undefined);
    if (newestColumn && !cells.some((cell) => columns[columnIndexOf(cell, columns)] === newestColumn && /\d/.test(cell.text))) return { ...line, cells: [] };
    if (isRangeWithoutResult(cells, columns)) return { ...line, cells: [] };
    if (columns.length > 0)
      cells = valueCellsFirst(
        joinLimitColumns(
          cells.filter((cell) => !isIgnoredCell(cell, columns)),
          columns,
        ),
        columns,
      );
    return { ...line, cells };
  });
  return { lines: kept, headerLineIndexes, tierColumns, rowSpecimens };
}

/**
 * A test's name and a number after it in one cell ('C-Reactive Protein 2.8', where spaces set the columns in a proportional
 * font): the result run into the name's cell, unless the number is the name's own ('Vitamin B 12').
 */
function isResultRunIntoName(text: string): boolean {
  const split = splitAtNumberAfterName(text.trim());
  return split !== null && /^\s*[<>]?[\d.,]+$/.test(split.rest) && matchMarker(split.name) !== null && matchMarker(text) === null;
}

const ONE_SIDED_LIMIT = /^(?:[<>]=?|[≤≥])\s?\d+(?:[.,]\d+)?$/;

/**
 * In a table with a result column and a range column, a row whose only number is a one-sided limit ('<5.0') in the range
 * column has no result (pending, not done, or worded): the limit is its range, never a value read with a qualifier.
 */
function isRangeWithoutResult(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): boolean {
  if (!columns.some((column) => column.role === 'value') || !columns.some((column) => column.role === 'range')) return false;
  if (cells.some((cell) => roleOf(cell, columns) === 'name' && isResultRunIntoName(cell.text))) return false;
  const numbers = cells.filter((cell) => roleOf(cell, columns) !== 'name' && /\d/.test(cell.text));
  return numbers.length === 1 && roleOf(numbers[0]!, columns) === 'range' && ONE_SIDED_LIMIT.test(numbers[0]!.text.trim());
}

/**
 * Tables that print units and range before the result ('Test | Units | Reference Range | 03/14/2025 | …', 'Test | Units |
 * Result') have their row read in the usual order: name, result (and flag), then the rest.
 */
function valueCellsFirst(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): LabReportCell[] {
  // Under risk tiers with no result or range column ('Test | Units | Optimal | Moderate | High'), the value stands in its tier's column.
  const hasRole = (role: HeaderColumn['role']) => columns.some((column) => column.role === role);
  const isTierTable = !hasRole('range') && columns.filter((column) => column.role === 'tier').length >= 2;
  const valueRole = hasRole('value') ? 'value' : isTierTable ? 'tier' : null;
  const valueColumn = columns.find((column) => column.role === valueRole);
  if (!valueColumn || !columns.some((column) => (column.role === 'unit' || column.role === 'range') && column.x < valueColumn.x)) return [...cells];
  const role = (cell: LabReportCell) => roleOf(cell, columns) ?? 'name';
  // A '<' or '>' standing alone just before the value is the censored result's qualifier, whichever column it falls in.
  const isQualifierOfValue = (cell: LabReportCell, index: number) => /^[<>≤≥]=?$/.test(cell.text.trim()) && role(cells[index + 1] ?? cell) === valueRole;
  const names = cells.filter((cell, index) => role(cell) === 'name' && !isQualifierOfValue(cell, index));
  const values = cells.filter((cell, index) => [valueRole, 'qualifier', 'flag'].includes(role(cell)) || isQualifierOfValue(cell, index));
  return [...names, ...values, ...cells.filter((cell) => !names.includes(cell) && !values.includes(cell))];
}

/** The index of the tier column a cell sits in, -1 when outside them. */
export function tierIndexOf(cell: LabReportCell, tiers: readonly HeaderColumn[]): number {
  return columnIndexOf(cell, tiers);
}
