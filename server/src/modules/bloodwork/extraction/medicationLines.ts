import { lineText, type LabReportLine } from './reportLines.js';

/**
 * Letters list the medication after the results ('- Metformin 1000 mg 1-0-1', '- Enoxaparina 4000 UI 1 fl s.c. per 16
 * giorni', 'Ramipril 5 mg tbl. 1x1 reggel', 'Bisoprolol 2.5 mg once daily'). A dose with the schedule it is taken on is
 * a prescription, never a result: its schedule ('1-0-1') is no range and its units ('UI') are no lab units there.
 */
const DOSE = /(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?(?:mg|µg|mcg|g|ml|UI|IE|IU|Amp\.?|gtt)(?![\p{L}/%])/iu;
/** Morning-noon-evening(-night) counts of single digits or halves: '1-0-1', '½-0-½', '1-1-1-1'. */
const DAILY_SCHEDULE = /(?<![\d.,/-])[\d½¼](?:\s?-\s?[\d½¼]){2,3}(?![\d.,/-])/u;
/** Times a day by units a time ('2x1', '1 x 1'), or in words of each language letters are written in (never 'fl', a unit too). */
const FREQUENCY =
  /(?<![\d.,])\d\s?x\s?\d(?![\d.,])|\b(?:once|twice|daily|at night|a day|täglich|tgl\.?|morgens|abends|naponta|reggel|éhgyomorra|al día|cada \d+ ?h|ore \d+|per \d+ giorni|s\.c\.|i\.v\.|tbl\.?)(?!\p{L})/iu;

export function isMedicationLine(text: string): boolean {
  return DOSE.test(text) && (DAILY_SCHEDULE.test(text) || FREQUENCY.test(text));
}

/** Every line but the letter's prescriptions. */
export function withoutMedicationLines(lines: readonly LabReportLine[]): LabReportLine[] {
  return lines.filter((line) => !isMedicationLine(lineText(line)));
}
