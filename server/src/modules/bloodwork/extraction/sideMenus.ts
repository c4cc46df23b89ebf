import { matchMarker } from '../markers/markerCatalog.js';
import { sectionSpecimenOf } from './nonResultText.js';
import type { LabReportCell, LabReportLine } from './reportLines.js';

/**
 * A web page printed from a browser keeps the site's side menu ('Home', 'Messages', 'Test Results', …) down its left
 * margin: short words in a column of their own, with the results' lines beside and between its items. Read as names,
 * the items would be taken for the test above a value; they are dropped.
 */

const MIN_MENU_ITEMS = 4;

/** A menu item: a few words without digits that name neither a test nor a specimen section. */
function isMenuItem(cell: LabReportCell): boolean {
  const text = cell.text.trim();
  return text.length <= 24 && text.split(/\s+/).length <= 3 && !/\d/.test(text) && matchMarker(text) === null && sectionSpecimenOf(text) === null;
}

/**
 * Indexes of the lines of one page whose first cell is an item of a side menu: four or more items in one column, with
 * lines of results beside them that start right of the widest item and name a test there (so the column is not the
 * names column of a table).
 */
function sideMenuLines(page: ReadonlyArray<{ line: LabReportLine; index: number }>): number[] {
  const menuLines: number[] = [];
  const isItem = page.map(({ line }) => isMenuItem(line.cells[0]!));
  const itemColumns = page.filter((_, position) => isItem[position]).map(({ line }) => Math.round(line.cells[0]!.x));
  for (const x of new Set(itemColumns.filter((column) => itemColumns.filter((other) => other === column).length >= MIN_MENU_ITEMS))) {
    let run: Array<{ line: LabReportLine; index: number }> = [];
    let resultsBeside: LabReportCell[] = [];
    let sinceLastItem: LabReportCell[] = [];
    const closeRun = () => {
      const isMenu =
        run.length >= MIN_MENU_ITEMS && resultsBeside.length * 2 >= run.length - 1 && resultsBeside.some((cell) => matchMarker(cell.text) !== null);
      if (isMenu) menuLines.push(...run.map(({ index }) => index));
      run = [];
      resultsBeside = [];
      sinceLastItem = [];
    };
    page.forEach((entry, position) => {
      const [first, second] = entry.line.cells;
      const isAtColumn = Math.abs(first!.x - x) <= 1;
      if (isAtColumn && isItem[position]) {
        if (run.length > 0) resultsBeside.push(...sinceLastItem);
        sinceLastItem = [];
        if (second) resultsBeside.push(second);
        run.push(entry);
        return;
      }
      // The results beside a menu start right of its widest item; anything else in the column ends the menu.
      const menuRight = x + Math.max(0, ...run.map(({ line }) => line.cells[0]!.width));
      if (isAtColumn || first!.x <= menuRight) closeRun();
      else sinceLastItem.push(first!);
    });
    closeRun();
  }
  return menuLines;
}

export function withoutSideMenus(lines: readonly LabReportLine[]): LabReportLine[] {
  const pages = new Map<number, Array<{ line: LabReportLine; index: number }>>();
  lines.forEach((line, index) => {
    if (line.cells.length > 0) pages.set(line.page, [...(pages.get(line.page) ?? []), { line, index }]);
  });
  const menuLines = new Set([...pages.values()].flatMap(sideMenuLines));
  return lines.flatMap((line, index) => {
    if (!menuLines.has(index)) return [line];
    return line.cells.length > 1 ? [{ ...line, cells: line.cells.slice(1) }] : [];
  });
}
