import { lineText, type LabReportLine } from './reportLines.js';

/**
 * Page furniture a report or a browser prints on every page: at the top the print date and time with the page title, or
 * the patient and accession line; at the foot the page address. Read as names, these lines would be taken for the test
 * of a result card split by a page break.
 */

/** How far from the top or the foot of a page its furniture may reach, in lines. */
const FURNITURE_LINES = 6;

/** Digits masked, so that page numbers ('Page 2 of 3') and other counters do not tell two pages' furniture apart. */
const furnitureKey = (line: LabReportLine) => lineText(line).replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Of each page's lines from one edge inwards (top down or foot up), the indexes of those down to the first that no other page has there. */
function repeatedAtEdge(pages: ReadonlyMap<number, readonly number[]>, lines: readonly LabReportLine[]): number[] {
  const keyOf = new Map([...pages.values()].flat().map((index) => [index, furnitureKey(lines[index]!)]));
  const keysByPage = new Map([...pages].map(([page, indexes]) => [page, new Set(indexes.map((index) => keyOf.get(index)))]));
  return [...pages].flatMap(([page, indexes]) => {
    const isOnAnotherPage = (index: number) => [...keysByPage].some(([other, keys]) => other !== page && keys.has(keyOf.get(index)));
    const firstOwn = indexes.findIndex((index) => !isOnAnotherPage(index));
    return firstOwn === -1 ? [...indexes] : indexes.slice(0, firstOwn);
  });
}

/** Indexes of the lines repeated at the top or the foot of pages: the running head and foot. */
export function pageFurnitureLineIndexes(lines: readonly LabReportLine[]): Set<number> {
  const linesByPage = new Map<number, number[]>();
  lines.forEach((line, index) => {
    if (line.cells.length === 0) return;
    const pageLines = linesByPage.get(line.page);
    if (pageLines) pageLines.push(index);
    else linesByPage.set(line.page, [index]);
  });
  const tops = new Map([...linesByPage].map(([page, indexes]) => [page, indexes.slice(0, FURNITURE_LINES)]));
  const feet = new Map([...linesByPage].map(([page, indexes]) => [page, indexes.slice(-FURNITURE_LINES).reverse()]));
  return new Set([...repeatedAtEdge(tops, lines), ...repeatedAtEdge(feet, lines)]);
}
