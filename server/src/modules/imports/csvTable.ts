import { badInput } from '../../graphql/errors.js';

/** More rows than any year-long export; a larger file is refused with a clear message before anything is written. */
export const MAX_IMPORT_ROWS = 200_000;
/** Cronometer's full-nutrient export has about 80 columns; a file with far more is not one we read. */
export const MAX_IMPORT_COLUMNS = 250;

export interface CsvTable {
  header: string[];
  /** Read once. */
  rows: Iterable<string[]>;
  /** Whether numbers use a decimal comma (a semicolon-separated European export). */
  decimalComma: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/** UTF-8 (with or without a BOM), UTF-16 with a BOM, or else Windows-1252, the two encodings spreadsheet apps write. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return windows1252.decode(bytes);
  }
}

function delimiterOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((candidate) => ({ candidate, count: firstLine.split(candidate).length - 1 }));
  return counts.sort((a, b) => b.count - a.count)[0]!.count > 0 ? counts[0]!.candidate : ',';
}

/**
 * RFC 4180 rows, one at a time (a 100,000-row file is never held as rows): quoted fields may hold the delimiter,
 * doubled quotes and line breaks. Unquoted fields are slices of the text, not strings built a character at a time.
 */
function* parseRows(text: string, delimiter: string): Generator<string[]> {
  let row: string[] = [];
  let index = 0;
  const isBlank = (fields: string[]) => !fields.some((value) => value.trim() !== '');
  while (index <= text.length) {
    let field: string;
    if (text[index] === '"') {
      let end = index + 1;
      let value = '';
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) throw badInput('The file has a quoted value that never ends, so it could not be read. Export it again and retry.');
        value += text.slice(end, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
      // Anything between the closing quote and the delimiter belongs to the field, as spreadsheet apps read it.
      let stop = end;
      while (stop < text.length && text[stop] !== delimiter && text[stop] !== '\n' && text[stop] !== '\r') stop += 1;
      field = value + text.slice(end, stop);
      index = stop;
    } else {
      let stop = index;
      while (stop < text.length && text[stop] !== delimiter && text[stop] !== '\n' && text[stop] !== '\r') stop += 1;
      field = text.slice(index, stop);
      index = stop;
    }
    row.push(field);
    if (row.length > MAX_IMPORT_COLUMNS) throw tooManyColumns();
    const char = text[index];
    if (char === delimiter) {
      index += 1;
      continue;
    }
    if (char === '\r' && text[index + 1] === '\n') index += 1;
    index += 1;
    if (!isBlank(row)) yield row;
    row = [];
  }
}

const tooManyColumns = () =>
  badInput(`A row of the file has more than ${MAX_IMPORT_COLUMNS} columns, so it is not an export we can read. Choose the CSV your app exported.`);

const tooManyRows = () => badInput(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Export a shorter date range and import each part.`);

/**
 * The header, and the rows to read once, in order; reading them refuses a file past the row limit, and one with no
 * rows at all.
 */
export function readCsv(bytes: Uint8Array): CsvTable {
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw badInput('This is not a CSV file. Choose the CSV your app exported.');
  const delimiter = delimiterOf(text.slice(0, text.search(/\r|\n|$/)));
  const parsed = parseRows(text, delimiter);
  const header = parsed.next().value as string[] | undefined;
  if (!header) throw badInput('The file has no rows to import.');
  function* rows(): Generator<string[]> {
    let count = 0;
    for (const row of parsed) {
      count += 1;
      if (count > MAX_IMPORT_ROWS) throw tooManyRows();
      yield row;
    }
    if (count === 0) throw badInput('The file has no rows to import.');
  }
  return { header: header.map((name) => name.trim()), rows: rows(), decimalComma: delimiter === ';' };
}

/** A number as the file writes it: '1,234.5', '1.234,5' or '12,5' in a decimal-comma file; null when empty or not a number. */
export function readNumber(text: string | undefined, decimalComma: boolean): number | null {
  const trimmed = (text ?? '').trim().replace(/\s/g, '');
  if (trimmed === '' || trimmed === '-' || trimmed === '--') return null;
  const normalised = decimalComma ? trimmed.replaceAll('.', '').replace(',', '.') : trimmed.replaceAll(',', '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

export const columnKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** Column positions by lower-cased header name. */
export function columnsOf(header: readonly string[]): Map<string, number> {
  return new Map(header.map((name, index) => [columnKey(name), index]));
}
