import { type CorpusDocument, type ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import type { CorpusTest } from './corpusTests.js';
import { INDIAN_UNITS } from './indianFamily.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnResult,
  MONTH_NAMES,
  US_TESTS,
  directionAgainst,
  drawDate,
  drawResults,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  rangeText,
  sexBands,
} from './reportParts.js';

const DEPARTMENTS: ReadonlyArray<readonly [string, string, string, readonly string[]]> = [
  [
    'DEPARTMENT OF HAEMATOLOGY',
    'COMPLETE BLOOD COUNT (CBC)',
    'Whole Blood EDTA',
    ['hemoglobin', 'wbc_count', 'rbc_count', 'hematocrit', 'mcv', 'platelet_count'],
  ],
  ['DEPARTMENT OF BIOCHEMISTRY', 'LIVER FUNCTION TEST (LFT)', 'Serum', ['bilirubin_total', 'ast', 'alt', 'alkaline_phosphatase', 'ggt', 'albumin']],
  ['DEPARTMENT OF BIOCHEMISTRY', 'RENAL FUNCTION TEST (RFT)', 'Serum', ['urea', 'creatinine', 'uric_acid', 'sodium', 'potassium', 'calcium', 'egfr']],
  ['DEPARTMENT OF BIOCHEMISTRY', 'LIPID PROFILE', 'Serum', ['total_cholesterol', 'triglycerides', 'hdl_cholesterol', 'ldl_cholesterol']],
  ['DEPARTMENT OF BIOCHEMISTRY', 'DIABETIC PROFILE', 'Fluoride Plasma / EDTA', ['glucose', 'hba1c']],
  ['DEPARTMENT OF IMMUNOASSAY', 'THYROID & VITAMIN PROFILE', 'Serum', ['tsh', 'free_t4', 'vitamin_b12', 'vitamin_d_25oh', 'ferritin']],
];

/** Serology rows: the value cell holds a verdict word and the index; none of them is a catalog result. */
const SEROLOGY: ReadonlyArray<readonly [string, string, string]> = [
  ['HBsAg (CMIA)', 'Non Reactive', 'Non Reactive : < 1.00 S/CO'],
  ['Anti HCV (CMIA)', 'Non Reactive', 'Non Reactive : < 1.00 S/CO'],
  ['HIV I & II Ab (CMIA)', 'Non Reactive', 'Non Reactive : < 1.00 S/CO'],
  ['Dengue NS1 Antigen', 'Positive', 'Negative : < 0.50 Index'],
];

/** Adult and paediatric bands in one cell, as Indian hospital systems print for alkaline phosphatase. */
function ageBands(result: DrawnResult, f: (n: number) => string): string | null {
  if (result.test.markerKey !== 'alkaline_phosphatase' || result.unit.low === null || result.unit.high === null) return null;
  return `Adult : ${f(result.unit.low)} - ${f(result.unit.high)}  Child : 54 - 369`;
}

/**
 * Indian corporate-hospital LIS reports (inpatient and OPD): a running head on every page with UHID, IP / OP number,
 * ward and bed, `Age/Gender : 45 Y 3 M 12 D / Male`, sample collected / received / reported times; one department
 * heading per section, the profile name with its sample type, Test Name | Result | Unit | Biological Reference
 * Interval (| Method), ranges by sex in one cell (`M : 13.0 - 17.0  F : 12.0 - 15.0`, read for the patient's gender) or
 * adult and child bands (the adult one kept), abnormal values `H`/`L` after the value or in brackets, serology rows
 * with a verdict and its index (`Non Reactive (0.21)`), `Sample not received` rows, `Continued on next page` at a
 * break, then `*** End Of Report ***`, a note with numbers and the pathologist's registration number.
 */
export function indianHospitalDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const writer = new PageWriter({ xScale: 0.94 + random.next() * 0.1, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-1, 0, 0]) });
  const tests = US_TESTS.map((test): CorpusTest => ({ ...test, us: INDIAN_UNITS[test.markerKey] ?? test.us }));
  const male = random.chance(0.5);
  const sections = random.sample(DEPARTMENTS, random.int(3, 6));
  // Many hospital systems start every department on a page of its own, under the running head.
  const pagePerDepartment = random.chance(0.4);
  const rowHeight = random.pick([13, 15, 17]);
  const age = random.int(18, 85);
  const dayFirst = random.chance(0.5);
  const when = (day: number, hour: number) => {
    const printedDate = dayFirst ? `${pad(day)}/${pad(date.month)}/${date.year}` : `${pad(day)}-${MONTH_NAMES[date.month - 1]}-${date.year}`;
    return `${printedDate} ${pad(hour > 12 ? hour - 12 : hour)}:${pad(random.int(0, 59))} ${hour < 12 ? 'AM' : 'PM'}`;
  };
  const collected = when(date.day, random.int(6, 10));
  const reported = when(Math.min(28, date.day + random.int(0, 1)), random.int(13, 19));
  const uhid = `${random.pick(['APH', 'MH', 'KIMS', 'FH'])}.${random.int(100000000, 999999999)}`;
  const visit = random.chance(0.5)
    ? `IP No : IP/${String(date.year).slice(2)}/${random.int(1000, 99999)}   Ward/Bed : ${random.pick(['ICU', 'W3', 'PVT'])}-${random.int(1, 40)}`
    : `OP No : OP${random.int(100000, 999999)}`;
  const hospital = random.pick(['Apex Multispeciality Hospital', 'Sri Sai Institute of Medical Sciences', 'Lakeshore Hospital & Research Centre']);
  const accreditation = `NABL Accredited (MC-${random.int(1000, 6999)})`;
  const patient = male ? random.pick(['Mr. Suresh Kumar', 'Mr. Vikram Reddy']) : random.pick(['Mrs. Lakshmi Menon', 'Ms. Anjali Gupta']);
  const ageLine = `Age/Gender : ${age} Y ${random.int(0, 11)} M ${random.int(0, 29)} D / ${male ? 'Male' : 'Female'}`;
  const referrer = `Referred By : Dr. ${random.pick(['R. Krishnan', 'M. Joshi', 'P. Banerjee'])}`;
  const labNumber = `Lab No : ${random.int(2300000, 2599999)}`;
  const runningHead = () => {
    writer.text(40, hospital, 12, true);
    writer.line(14);
    writer.text(40, `Laboratory Medicine   ${accreditation}`, 7);
    writer.line(14);
    writer.text(40, `Patient Name : ${patient}`, 8);
    writer.text(330, `UHID : ${uhid}`, 8);
    writer.line(11);
    writer.text(40, ageLine, 8);
    writer.text(330, visit, 8);
    writer.line(11);
    writer.text(40, referrer, 8);
    writer.text(330, labNumber, 8);
    writer.line(11);
    writer.text(40, `Sample Collected : ${collected}`, 8);
    writer.text(330, `Reported On : ${reported}`, 8);
    writer.line(18);
  };
  runningHead();
  const withMethod = random.chance(0.5);
  const titles = random.pick([
    ['Test Name', 'Result', 'Unit', 'Biological Reference Interval'],
    ['Investigation', 'Result', 'Units', 'Bio. Ref. Range'],
    ['Parameter', 'Observed Value', 'Unit', 'Reference Interval'],
  ]);
  const xs = [40, 220, 295, 370];
  const columnTitles = () => {
    titles.forEach((title, index) => writer.text(xs[index]!, title, 8, true));
    if (withMethod) writer.text(500, 'Method', 8, true);
    writer.line(14);
  };
  const flagStyle = random.pick(['letter', 'bracket', 'bold'] as const);
  const expected: ExpectedCorpusValue[] = [];
  const serology = random.chance(0.5) ? random.sample(SEROLOGY, random.int(1, 2)) : [];
  const chosen = sections.map(([, , , keys]) =>
    random.sample(keys, random.int(Math.min(2, keys.length), keys.length)).map((key) => tests.find((test) => test.markerKey === key)!),
  );
  // One draw for the whole report (then split by profile), so every profile prints a unit the same way ('mg/dl' throughout).
  const allResults = drawResults(random, chosen.flat(), chosen.flat().length, 'en', 'us');
  let previousDepartment = '';
  for (const [index, [department, profile, sample]] of sections.entries()) {
    const results = allResults.filter((result) => chosen[index]!.includes(result.test));
    writer.keep(80);
    if (department !== previousDepartment && previousDepartment !== '' && pagePerDepartment) writer.newPage();
    if (department !== previousDepartment) {
      writer.text(200, department, 10, true);
      writer.line(16);
      previousDepartment = department;
    }
    writer.text(40, profile, 9, true);
    writer.text(330, `Sample Type : ${sample}`, 8);
    writer.line(14);
    columnTitles();
    writer.pageHead = () => {
      runningHead();
      writer.text(40, `${profile} ...Continued`, 9, true);
      writer.line(14);
      columnTitles();
    };
    for (const result of results) {
      const f = (n: number) => formatNumber(n, result.unit.decimals, false);
      const bands = sexBands(result);
      const band = bands ? (male ? bands.male : bands.female) : { low: result.unit.low, high: result.unit.high };
      const direction = directionAgainst(result.value, band.low, band.high);
      const mark = direction === null ? '' : direction === 'high' ? 'H' : 'L';
      const valueText =
        mark === '' || flagStyle === 'bold' ? f(result.value) : flagStyle === 'letter' ? `${f(result.value)} ${mark}` : `${f(result.value)} (${mark})`;
      const name = result.test.markerKey === 'wbc_count' ? random.pick(['Total Leucocyte Count', 'TLC', 'WBC Count']) : result.name;
      writer.text(xs[0]!, name, 8);
      writer.text(xs[1]!, valueText, 8, direction !== null);
      writer.text(xs[2]!, result.unit.unit, 8);
      const range = bands
        ? random.pick([
            `M : ${f(bands.male.low)} - ${f(bands.male.high)}  F : ${f(bands.female.low)} - ${f(bands.female.high)}`,
            `Male: ${f(bands.male.low)}-${f(bands.male.high)}, Female: ${f(bands.female.low)}-${f(bands.female.high)}`,
          ])
        : (ageBands(result, f) ?? rangeText(result.unit, false, 'spaced'));
      writer.text(xs[3]!, range, 8);
      if (withMethod) writer.text(500, random.pick(['CLIA', 'Enzymatic', 'Impedance', 'Calculated', 'ECLIA', 'IFCC']), 7);
      writer.line(rowHeight);
      expected.push({ ...expectedOf(result, true, name), refLow: band.low, refHigh: band.high });
    }
    if (random.chance(0.25)) {
      writer.text(xs[0]!, random.pick(['Magnesium', 'Phosphorus', 'LDH']), 8);
      writer.text(xs[1]!, random.pick(['Sample not received', 'Test not performed', 'Sample haemolysed']), 8);
      writer.line(13);
    }
    writer.pageHead = runningHead;
    writer.line(10);
  }
  if (serology.length > 0) {
    writer.keep(60);
    writer.text(40, 'SEROLOGY', 9, true);
    writer.line(14);
    for (const [name, verdict, range] of serology) {
      writer.text(xs[0]!, name, 8);
      writer.text(xs[1]!, `${verdict} (${formatNumber(verdict === 'Positive' ? 2 + random.next() * 10 : random.next() * 0.6, 2, false)})`, 8);
      writer.text(xs[3]!, range, 8);
      writer.line(13);
    }
    writer.line(8);
  }
  writer.text(
    40,
    random.pick([
      `Note: Kindly correlate clinically. Fasting sample of 10 - 12 hours preferred for lipid profile.`,
      `Note: Values rechecked. HbA1c > 6.5 % on two occasions is diagnostic of diabetes (ADA 2023).`,
    ]),
    7,
  );
  writer.line(14);
  writer.text(220, '*** End Of Report ***', 8, true);
  writer.line(24);
  writer.text(
    40,
    `Dr. ${random.pick(['Meena Rao', 'Anil Desai'])}, MD (Pathology)   Consultant Pathologist   Reg. No: ${random.pick(['KMC', 'MMC', 'DMC'])} ${random.int(10000, 99999)}`,
    8,
  );
  writer.pageHead = null;
  return finishReport(
    writer,
    random,
    { id, family: 'indian_hospital', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: true },
  );
}
