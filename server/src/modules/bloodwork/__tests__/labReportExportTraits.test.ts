import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';
import { matchMarker } from '../markers/markerCatalog.js';

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);
}

const cell = (text: string, x: number, fontSize = 7) => ({ text, x, width: text.length * fontSize * 0.5, fontSize });

/** One line of cells at the given x positions. */
function row(y: number, cells: ReadonlyArray<[string, number]>): LabReportLine {
  return { page: 1, y, cells: cells.map(([text, x]) => cell(text, x)) };
}

describe('data-export tables', () => {
  it('reads name, value, unit and Ref Low / Ref High limits past LOINC, status, collection-time and specimen columns', () => {
    const { values, collectedOn } = parseLabReportLines([
      row(100, [
        ['Observation', 30],
        ['LOINC', 120],
        ['Value', 160],
        ['Units', 200],
        ['Ref Low', 260],
        ['Ref High', 295],
        ['Status', 330],
        ['Collected', 370],
        ['Specimen ID', 430],
      ]),
      row(112, [
        ['Potassium', 30],
        ['2823-3', 120],
        ['4.8', 160],
        ['mmol/L', 200],
        ['3.5', 260],
        ['5.1', 295],
        ['Final', 330],
        ['202503140745', 370],
        ['W39292576', 430],
      ]),
      row(124, [
        ['HDL Cholesterol', 30],
        ['2085-9', 120],
        ['32', 160],
        ['mg/dL', 200],
        ['40', 260],
        ['Final', 330],
        ['202503140745', 370],
        ['W39292576', 430],
      ]),
    ]);
    expect(summary(values)).toEqual([
      ['Potassium', 4.8, 'mmol/L', 3.5, 5.1],
      ['HDL Cholesterol', 32, 'mg/dL', 40, null],
    ]);
    expect(collectedOn).toBe('2025-03-14');
  });

  it("splits titles set so tight that they run together ('LOINC CodeObs ValueUOM')", () => {
    const { values } = parseLabReportLines([
      {
        page: 1,
        y: 100,
        cells: [cell('Observation', 30), { ...cell('LOINC CodeObs ValueUOM', 118), width: 90 }, cell('Low', 244), cell('High', 276), cell('Accession', 320)],
      },
      row(112, [
        ['Urea', 30],
        ['3094-0', 118],
        ['60', 160],
        ['mg/dL', 190],
        ['15', 244],
        ['45', 276],
        ['S50490322', 320],
      ]),
    ]);
    expect(summary(values)).toEqual([['Urea', 60, 'mg/dL', 15, 45]]);
  });

  it('takes a LOINC-shaped code beside the name for no part of it, whatever its column is titled', () => {
    const { values } = parseLabReportLines([
      row(100, [
        ['Code', 30],
        ['Component', 70],
        ['Result', 160],
        ['Units', 200],
        ['Range', 250],
      ]),
      row(112, [
        ['2345-7', 30],
        ['Glucose', 70],
        ['92', 160],
        ['mg/dL', 200],
        ['70 - 99', 250],
      ]),
    ]);
    expect(summary(values)).toEqual([['Glucose', 92, 'mg/dL', 70, 99]]);
  });

  it('splits a specimen identifier that runs into the name column off the name', () => {
    const { values } = parseLabReportLines([
      row(100, [
        ['Spec #', 30],
        ['Test Description', 80],
        ['Result', 180],
        ['Units', 220],
        ['Range', 270],
      ]),
      { page: 1, y: 112, cells: [{ ...cell('S39415451 Triglycerides', 30), width: 110 }, cell('95', 180), cell('mg/dL', 220), cell('< 150', 270)] },
    ]);
    expect(summary(values)).toEqual([['Triglycerides', 95, 'mg/dL', null, 150]]);
  });

  it('splits a limit off a long unit it ran into where the limit lies in the Low column', () => {
    const { values } = parseLabReportLines([
      row(100, [
        ['Component', 30],
        ['Obs Value Units', 120],
        ['Low', 210],
        ['High', 250],
      ]),
      row(112, [
        ['Sodium', 30],
        ['140', 120],
        ['mmol/L', 160],
        ['136', 210],
        ['145', 250],
      ]),
      // 'mL/min/1.73m2' from x 160 to 205.5, '60' from 205.5 to 212.5, under 'Low'.
      row(124, [
        ['eGFR', 30],
        ['96', 120],
        ['mL/min/1.73m260', 160],
      ]),
    ]);
    expect(summary(values)).toEqual([
      ['Sodium', 140, 'mmol/L', 136, 145],
      ['eGFR', 96, 'mL/min/1.73m2', 60, null],
    ]);
  });

  it("reads a 'Collected:' label with its date as a report detail, not as column titles", () => {
    const { values, collectedOn } = parseLabReportLines([
      row(80, [
        ['Collected:', 30],
        ['Jun 27, 2022', 80],
      ]),
      row(100, [
        ['Test Name', 30],
        ['Result', 160],
        ['Units', 200],
        ['Reference Range', 250],
      ]),
      row(112, [
        ['Sodium', 30],
        ['143', 160],
        ['mmol/L', 200],
        ['136 - 145', 250],
      ]),
    ]);
    expect(summary(values)).toEqual([['Sodium', 143, 'mmol/L', 136, 145]]);
    expect(collectedOn).toBe('2022-06-27');
  });
});

describe('bilingual names', () => {
  it("recognises a name printed in two languages by either half ('Kaliémie / Potassium', 'Créatinine / Kreatinin')", () => {
    expect(matchMarker('Kaliémie / Potassium')?.key).toBe('potassium');
    expect(matchMarker('Créatinine / Kreatinin')?.key).toBe('creatinine');
  });

  it("names no marker when the two halves name different markers ('Sodium / Potassium')", () => {
    expect(matchMarker('Sodium / Potassium')).toBeNull();
  });
});

describe('biometric screening', () => {
  it('reads body measures and vital signs beside lab results as no results', () => {
    const { values } = parseLabReportLines([
      'Body Mass Index (BMI)   22.6   kg/m2   18.5 - 24.9',
      'Resting Pulse   81   bpm   60 - 100',
      'Waist Circumference   40   in   < 40',
      'Glucose   92   mg/dL   70 - 99',
    ]);
    expect(summary(values)).toEqual([['Glucose', 92, 'mg/dL', 70, 99]]);
  });
});
