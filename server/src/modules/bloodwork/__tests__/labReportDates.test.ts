import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';

const GLUCOSE_US = 'Glucose   92   mg/dL   70 - 99';

function collectedOn(...lines: string[]): string | null {
  return parseLabReportLines([...lines, GLUCOSE_US]).collectedOn;
}

describe('collection date labels', () => {
  it("reads the abbreviated labels of hospital system printouts ('COLL:', 'RECD:')", () => {
    expect(collectedOn('PT: DOE, JANE   DOB: 07/22/1961   SEX: F', 'COLL: 03/14/2024 07:45   RECD: 03/15/2024 13:10')).toBe('2024-03-14');
    expect(collectedOn('PT: DOE, JANE   DOB: 07/22/1961   SEX: F', 'RECD: 03/15/2024 13:10')).toBe('2024-03-15');
  });

  it("reads the time a haematology analyser ran the sample ('Analysis Time:', 'Run:') before its print time", () => {
    expect(collectedOn('Sample ID: 221017-59   Mode: CBC+DIFF', 'Analysis Time: 17/10/2022 14:30:40   Operator: lab01', 'Print Time: 18/10/2022 07:09')).toBe(
      '2022-10-17',
    );
    expect(collectedOn('Run: 2024-11-22 09:12   Operator: admin', 'Print Time: 2024-11-23 08:00')).toBe('2024-11-22');
  });
});

describe('Turkish date labels and dated panel headings', () => {
  it("reads the sample's date under Turkish labels before the acceptance and approval dates, with or without the Turkish letters", () => {
    const approvedFirst = ['Sonuç Onay Tarihi : 10.02.2022 16:10', 'Kabul Tarihi : 09.02.2022 12:03'];
    expect(collectedOn('İstek Tarihi : 07.02.2022 11:49', 'Numune Alım Tarihi : 08.02.2022 11:31', ...approvedFirst)).toBe('2022-02-08');
    expect(collectedOn('Numune Alim Tarihi : 08.02.2022 11:31', ...approvedFirst)).toBe('2022-02-08');
    expect(collectedOn('Örnek Alma Tarihi : 08.02.2022', ...approvedFirst)).toBe('2022-02-08');
    expect(collectedOn(...approvedFirst)).toBe('2022-02-09');
    expect(collectedOn('Onay Tarihi : 10.02.2022 16:10')).toBe('2022-02-10');
  });

  it("takes the date beside a panel's heading for the results' date, before the report's issue date", () => {
    const report = (heading: string) => collectedOn('Ad Soyad : AYŞE YILMAZ  Rapor Tarihi : 04.02.2022 15:30', heading);
    expect(report('Biyokimya  02.02.2022 08:50')).toBe('2022-02-02');
    expect(report('HEMATOLOJİ  02.02.2022 - 08:50')).toBe('2022-02-02');
    expect(report('Chemistry  02.02.2022')).toBe('2022-02-02');
    // A date after words that head no panel is no sample date.
    expect(report('Yazdırma  02.02.2022')).toBe('2022-02-04');
  });
});

describe('collection dates printed without a year', () => {
  it("takes the year that puts a day and month after a collection label nearest the report's other dates, print and birth dates aside", () => {
    expect(collectedOn('Sent: 12/13/2024 2:20 PM', 'Specimen drawn on December 12', 'Printed: 05/23/2023 14:01', 'DOB: 12/11/1960')).toBe('2024-12-12');
    expect(collectedOn('Sent: Fri, Jan 3, 2025 9:10 AM', 'Sample taken: 30 December')).toBe('2024-12-30');
    expect(collectedOn('Sent: 12/13/2024 2:20 PM', 'Collected: Marker 2')).toBeNull();
  });
});

describe('Japanese era dates', () => {
  it("reads the era's initial and year ('R6.3.12' is 12 March 2024, Reiwa 1 being 2019), never as a dotted day-first date", () => {
    expect(collectedOn('Checkup date R7.2.12 (2025/02/12)')).toBe('2025-02-12');
    expect(collectedOn('Collection date : R5.2.22 (2023.02.22)')).toBe('2023-02-22');
    expect(collectedOn('Exam date  R06.03.12')).toBe('2024-03-12');
    expect(collectedOn('Date of examination H30.4.1')).toBe('2018-04-01');
  });
});

describe('collection dates that read two ways (03/04/2025)', () => {
  it('leaves the date for the user to confirm when nothing in the report settles the order', () => {
    expect(collectedOn('Collected: 03/04/2025')).toBeNull();
    // …rather than falling back to another date on the page.
    expect(collectedOn('Collected: 03/04/2025', 'Printed: 2025-06-30')).toBeNull();
  });

  it('reads it by another date of the same report with a day above 12', () => {
    expect(collectedOn('Collected: 03/04/2025', 'DOB: 11/23/1970')).toBe('2025-03-04');
    expect(collectedOn('Collected: 03/04/2025', 'Reported: 04/18/2025')).toBe('2025-03-04');
    expect(collectedOn('Collected: 03/04/2025', 'Born: 23/11/1970')).toBe('2025-04-03');
  });

  it('reads it by the received or reported date printed beside it', () => {
    // 4 and 5 March are a day apart; 3 April and 3 May a month.
    expect(collectedOn('Collected: 03/04/2025   Received: 03/05/2025')).toBe('2025-03-04');
    expect(collectedOn('Collected: 03/04/2025', 'Reported: 04/04/2025')).toBe('2025-04-03');
  });

  it('reads it by the language, units and identifiers of the report', () => {
    expect(parseLabReportLines(['Fecha de extracción: 03/04/2025', 'Glucosa   5,1   mmol/L   3,9 - 5,5']).collectedOn).toBe('2025-04-03');
    expect(parseLabReportLines(['Collected : 03-04-2025', 'Age / Sex : 40 Yrs / Male', 'Platelet Count   2.5   lakhs/cumm   1.5 - 4.5']).collectedOn).toBe(
      '2025-04-03',
    );
    expect(parseLabReportLines(['Collected: 03/04/2025', 'WBC   6.1   x10E3/uL   3.4 - 10.8']).collectedOn).toBe('2025-03-04');
    expect(collectedOn('Collected: 03/04/2025', 'CLIA: 34D0655059')).toBe('2025-03-04');
  });

  it('reads dotted dates day first everywhere', () => {
    expect(collectedOn('Collected: 03.04.2025', 'Printed: 05/19/2025')).toBe('2025-04-03');
  });

  it('reads it day first when the report writes another of its dates with dots, but not by a version number', () => {
    expect(collectedOn('Collected: 03/04/2025', 'Printed: 12.05.2025 10:20   Final Report')).toBe('2025-04-03');
    expect(collectedOn('Collected: 03/04/2025', 'Analyser software 2.1.10')).toBeNull();
  });

  it('reads written-out months in Spanish, Portuguese, Italian, German and Hungarian', () => {
    expect(collectedOn('Fecha de extracción: 14 de marzo de 2024')).toBe('2024-03-14');
    expect(collectedOn('Data da colheita: 3 de outubro de 2024')).toBe('2024-10-03');
    expect(collectedOn('Data prelievo: 9 maggio 2024')).toBe('2024-05-09');
    expect(collectedOn('Data prelievo: 21 gennaio 2025')).toBe('2025-01-21');
    expect(collectedOn('Probenentnahme am 2. Dezember 2023')).toBe('2023-12-02');
    expect(collectedOn('Mintavétel ideje: 2024. június 7.')).toBe('2024-06-07');
    expect(collectedOn('Prélevé le 04/03/2025 à 08h00')).toBe('2025-03-04');
  });

  it('reads two-digit years after a month name, ordinal days and dotted two-digit years', () => {
    expect(collectedOn('Collected: 04-Mar-25 10:20')).toBe('2025-03-04');
    expect(collectedOn('Sample Date: 14th March 2025')).toBe('2025-03-14');
    expect(collectedOn('Entnahme: 04.03.25')).toBe('2025-03-04');
  });

  it('reads a month name between slashes, full or two-digit year, with its label in another column', () => {
    expect(collectedOn('Collected   : 10/Feb/2023 09:27')).toBe('2023-02-10');
    expect(collectedOn('Sample Date: 04/Mar/25 10:20')).toBe('2025-03-04');
  });
});

function placed(y: number, ...cells: Array<[string, number]>): LabReportLine {
  return { page: 1, y, cells: cells.map(([text, x]) => ({ text, x, width: text.length * 4.5, fontSize: 9 })) };
}

describe('cumulative tables whose date columns read two ways', () => {
  it('takes the reading that keeps the columns in sequence', () => {
    // Day first: 1 Feb, 3 Apr, 2 Jun (in sequence); month first: 2 Jan, 4 Mar, 6 Feb (not).
    const { values, collectedOn: date } = parseLabReportLines([
      placed(100, ['Test', 40], ['01/02/2025', 200], ['03/04/2025', 270], ['02/06/2025', 340], ['Units', 410], ['Reference Range', 480]),
      placed(116, ['Glucose', 40], ['91', 200], ['97', 270], ['104', 340], ['mg/dL', 410], ['70 - 99', 480]),
    ]);
    expect({ date, values: values.map(({ value }) => value) }).toEqual({ date: '2025-06-02', values: [104] });
  });

  it('still reads the newest column but asks for its date when both readings keep the columns in sequence', () => {
    // Day first: 4 Mar, 4 May; month first: 3 Apr, 5 Apr. Either way the second column is the newest.
    const { values, collectedOn: date } = parseLabReportLines([
      placed(100, ['Test', 40], ['04/03/2025', 200], ['04/05/2025', 270], ['Units', 410], ['Reference Range', 480]),
      placed(116, ['Glucose', 40], ['91', 200], ['104', 270], ['mg/dL', 410], ['70 - 99', 480]),
    ]);
    expect({ date, values: values.map(({ value }) => value) }).toEqual({ date: null, values: [104] });
  });
});
