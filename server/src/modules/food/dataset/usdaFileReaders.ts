import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

export async function readGzipText(path: string, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<string> {
  const bytes = gunzipSync(await readFile(path));
  return encoding === 'utf8' ? bytes.toString('utf8') : decodeWindows1252(bytes);
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (curly quotes, dashes, …); SR28 uses a few.
const WINDOWS_1252_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x99: '™',
};

function decodeWindows1252(bytes: Buffer): string {
  const latin1 = bytes.toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0)] ?? char);
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. Returns data rows as header-keyed records. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const rows = parseCsvRows(text);
  const header = (rows.shift() ?? []).map((cell) => cell.replace(/\s+/g, ' ').trim());
  return rows.filter((row) => row.length > 1 || (row[0] ?? '') !== '').map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      isQuoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * SR28 ASCII files: `^`-separated fields, text wrapped in `~`, CRLF lines, no header. Stripping one
 * leading and one trailing `~` reads both the USDA style (`~~` for empty) and the NUT_DATA copy's
 * style (nothing between carets).
 */
export function parseCaretRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split('^').map((field) => field.replace(/^~/, '').replace(/~$/, '')));
}
