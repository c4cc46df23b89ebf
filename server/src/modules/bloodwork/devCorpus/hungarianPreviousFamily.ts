import { type CorpusDocument, type ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, directionAgainst, drawDate, drawValue, finishReport, formatNumber, pad, round } from './reportParts.js';
import { WHITE_CELL_TYPES, type WhiteCellType, drawDifferential } from './whiteCellDifferential.js';

/** A test as Hungarian lab software lists it: the lab's code, the name, whether it takes the serum prefix, unit and adult limits. */
interface HungarianTest {
  markerKey: string;
  code: string;
  names: readonly string[];
  isSerum: boolean;
  unit: string;
  low: number | null;
  high: number | null;
  female?: readonly [number, number];
  decimals: number;
}

const t = (
  markerKey: string,
  code: string,
  names: readonly string[],
  isSerum: boolean,
  unit: string,
  low: number | null,
  high: number | null,
  decimals: number,
  female?: readonly [number, number],
): HungarianTest =>
  female ? { markerKey, code, names, isSerum, unit, low, high, decimals, female } : { markerKey, code, names, isSerum, unit, low, high, decimals };

const BLOOD_COUNT: readonly HungarianTest[] = [
  t('wbc_count', 'WBC', ['Fehérvérsejtszám (WBC)', 'Fvs', 'Leukocytaszám'], false, 'G/l', 4.0, 10.0, 2),
  t('rbc_count', 'RBC', ['Vörösvérsejtszám (RBC)', 'Vvt', 'Vörösvértestszám'], false, 'T/l', 4.5, 5.9, 2, [3.9, 5.2]),
  t('hemoglobin', 'HGB', ['Hemoglobin (HGB)', 'Hgb', 'Hemoglobin'], false, 'g/l', 135, 175, 0, [120, 155]),
  t('hematocrit', 'HCT', ['Hematokrit (HCT)', 'Htk', 'Hematokrit'], false, 'l/l', 0.4, 0.52, 3, [0.36, 0.47]),
  t('mcv', 'MCV', ['MCV', 'Átlagos vörösvértest térfogat (MCV)'], false, 'fl', 80, 100, 1),
  t('mch', 'MCH', ['MCH', 'Átlagos vörösvértest hemoglobin (MCH)'], false, 'pg', 27, 34, 1),
  t('mchc', 'MCHC', ['MCHC'], false, 'g/l', 320, 360, 0),
  t('rdw_cv', 'RDW', ['RDW-CV', 'Vörösvértest eloszlási szélesség (RDW)'], false, '%', 11.5, 14.5, 1),
  t('platelet_count', 'PLT', ['Thrombocytaszám (PLT)', 'Thrombocyta', 'Trombocitaszám'], false, 'G/l', 150, 400, 0),
  t('mpv', 'MPV', ['MPV', 'Átlagos thrombocyta térfogat (MPV)'], false, 'fl', 7.5, 11.5, 1),
];

/** The differential in Hungarian: share and absolute count of each white cell type, with adult limits. */
const CELLS: Record<WhiteCellType, { code: string; name: string; percent: readonly [number, number]; count: readonly [number, number] }> = {
  neutrophils: { code: 'NEU', name: 'Neutrophil granulocyta', percent: [42, 75], count: [1.8, 7.5] },
  lymphocytes: { code: 'LY', name: 'Lymphocyta', percent: [20, 45], count: [1.0, 4.0] },
  monocytes: { code: 'MO', name: 'Monocyta', percent: [2, 10], count: [0.1, 0.8] },
  eosinophils: { code: 'EO', name: 'Eosinophil granulocyta', percent: [0.5, 5], count: [0.02, 0.5] },
  basophils: { code: 'BA', name: 'Basophil granulocyta', percent: [0, 1], count: [0, 0.1] },
};

const CHEMISTRY: readonly HungarianTest[] = [
  t('glucose', 'GLU', ['Glükóz', 'Glükóz (éhgyomri)', 'Vércukor'], true, 'mmol/l', 3.9, 6.1, 1),
  t('urea', 'CN', ['Karbamid', 'Karbamid (CN)'], true, 'mmol/l', 2.8, 7.2, 1),
  t('creatinine', 'KREA', ['Kreatinin'], true, 'µmol/l', 62, 106, 0, [44, 80]),
  t('egfr', 'EGFR', ['eGFR (CKD-EPI)', 'Becsült GFR'], false, 'ml/min/1,73m2', 60, null, 0),
  t('uric_acid', 'HUGY', ['Húgysav'], true, 'µmol/l', 202, 417, 0, [143, 339]),
  t('sodium', 'NA', ['Nátrium', 'Na'], true, 'mmol/l', 136, 145, 0),
  t('potassium', 'K', ['Kálium', 'K'], true, 'mmol/l', 3.5, 5.1, 1),
  t('calcium', 'CA', ['Kalcium', 'Ca'], true, 'mmol/l', 2.15, 2.55, 2),
  t('ast', 'GOT', ['GOT (ASAT)', 'Aszpartát-aminotranszferáz (GOT)'], true, 'U/l', null, 50, 0),
  t('alt', 'GPT', ['GPT (ALAT)', 'Alanin-aminotranszferáz (GPT)'], true, 'U/l', null, 50, 0),
  t('ggt', 'GGT', ['Gamma-GT', 'GGT'], true, 'U/l', null, 60, 0),
  t('alkaline_phosphatase', 'ALP', ['Alkalikus foszfatáz', 'ALP'], true, 'U/l', 40, 130, 0),
  t('bilirubin_total', 'TBIL', ['Összbilirubin', 'Bilirubin (összes)'], true, 'µmol/l', 3.4, 21.0, 1),
  t('albumin', 'ALB', ['Albumin'], true, 'g/l', 35, 52, 0),
  t('total_cholesterol', 'KOL', ['Koleszterin', 'Összkoleszterin'], true, 'mmol/l', null, 5.2, 2),
  t('triglycerides', 'TG', ['Triglicerid'], true, 'mmol/l', null, 1.7, 2),
  t('hdl_cholesterol', 'HDL', ['HDL-koleszterin'], true, 'mmol/l', 1.0, null, 2),
  t('ldl_cholesterol', 'LDL', ['LDL-koleszterin (számolt)', 'LDL-koleszterin'], true, 'mmol/l', null, 3.0, 2),
  t('crp', 'CRP', ['CRP', 'C-reaktív protein'], true, 'mg/l', null, 5, 1),
  t('iron', 'FE', ['Vas'], true, 'µmol/l', 10.7, 28.6, 1),
  t('ferritin', 'FERR', ['Ferritin'], true, 'µg/l', 30, 400, 0, [13, 150]),
  t('tsh', 'TSH', ['TSH', 'TSH (szenzitív)'], true, 'mIU/l', 0.27, 4.2, 2),
  t('free_t4', 'FT4', ['FT4', 'Szabad T4'], true, 'pmol/l', 12, 22, 1),
  t('vitamin_b12', 'B12', ['B12-vitamin'], true, 'pmol/l', 145, 569, 0),
  t('vitamin_d_25oh', 'VITD', ['25-OH-D-vitamin', 'D-vitamin (25-OH)'], true, 'nmol/l', 75, 250, 0),
  t('hba1c', 'HBA1C', ['HbA1c', 'Glikált hemoglobin (HbA1c)'], false, '%', 4.0, 6.0, 1),
];

interface Row {
  section: 'count' | 'chemistry';
  code: string;
  name: string;
  markerKey: string;
  unit: string;
  low: number | null;
  high: number | null;
  decimals: number;
  value: number;
}

const dotted = (date: DrawnDate) => `${date.year}.${pad(date.month)}.${pad(date.day)}.`;

function monthsBefore(date: DrawnDate, months: number, day: number): DrawnDate {
  const total = date.year * 12 + date.month - 1 - months;
  const [year, month] = [Math.floor(total / 12), (total % 12) + 1];
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

/**
 * Hungarian hospital and outpatient lab software that prints the previous finding beside each result: a `Kód` column
 * with the lab's test codes (`KREA`, `CN`, `GOT`) or numeric codes before the name, serum tests with a specimen prefix
 * (`Se-Kreatinin`, `Se Kálium`), the blood count under its Hungarian names and abbreviations (`Fvs`, `Vvt`, `Htk`,
 * `Neutrophil granulocyta %` and `#`), decimal commas and lower-case SI units (`G/l`, `T/l`, `l/l`, `µmol/l`), the
 * limits in `Alsó` / `Felső` columns (one left blank for one-sided limits) or one range column (`3,9 - 6,1`, `< 5,20`),
 * an `Előző` column with the earlier visit's dotted date in its title and `-` for tests not done then, `H`/`L`, `*` or
 * bold for abnormal values, and sampling, arrival, validation and print times in year-first dotted dates.
 */
export function hungarianPreviousDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const writer = new PageWriter({ xScale: 0.93 + random.next() * 0.1, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-1, 0, 0]) });
  const female = random.chance(0.5);
  const serumPrefix = random.pick(['Se-', 'Se ', '']);
  const codeStyle = random.pick(['letters', 'digits', 'none'] as const);
  const limitsInColumns = random.chance(0.5);
  const flagStyle = random.pick(['letter', 'star', 'bold'] as const);
  const previous = monthsBefore(date, random.int(2, 14), random.int(1, 28));
  const previousTitle = random.pick(['Előző', 'Előző lelet', 'Előző eredmény']);
  const patient = female ? random.pick(['Kiss Erzsébet', 'Molnár Zsófia', 'Lakatos Ildikó']) : random.pick(['Farkas Tamás', 'Szűcs Gergely', 'Balogh Ferenc']);
  const headings = random.chance(0.6) ? { count: random.pick(['Vérkép', 'HEMATOLÓGIA']), chemistry: random.pick(['Klinikai kémia', 'KÉMIA']) } : null;
  const rows = drawRows();
  writeHeader();
  const xs = {
    code: 40,
    name: codeStyle === 'none' ? 40 : 80,
    value: 255,
    flag: 290,
    unit: 305,
    low: 365,
    high: 405,
    range: 365,
    previous: limitsInColumns ? 450 : 445,
  };
  const columnTitles = () => {
    if (codeStyle !== 'none') writer.text(xs.code, 'Kód', 7.5, true);
    writer.text(xs.name, 'Vizsgálat', 7.5, true);
    writer.text(xs.value, 'Eredmény', 7.5, true);
    writer.text(xs.unit, random.pick(['Me.', 'Egység']), 7.5, true);
    if (limitsInColumns) {
      writer.text(xs.low, 'Alsó', 7.5, true);
      writer.text(xs.high, 'Felső', 7.5, true);
    } else writer.text(xs.range, 'Ref. tartomány', 7.5, true);
    writer.text(xs.previous, `${previousTitle} (${dotted(previous)})`, 7.5, true);
    writer.line(14);
  };
  columnTitles();
  writer.pageHead = () => {
    writer.text(40, `${patient} - folytatás`, 7);
    writer.line(14);
    columnTitles();
  };
  const expected: ExpectedCorpusValue[] = [];
  let section: Row['section'] | null = null;
  for (const row of rows) {
    if (headings && row.section !== section) {
      writer.keep(30);
      writer.text(40, headings[row.section], 9, true);
      writer.line(13);
    }
    section = row.section;
    writeRow(row);
    expected.push({ name: row.name, value: row.value, unit: row.unit, refLow: row.low, refHigh: row.high, markerKey: row.markerKey });
  }
  writer.pageHead = null;
  writeFoot();
  return finishReport(
    writer,
    random,
    { id, family: 'hungarian_previous', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: true },
  );

  function drawRows(): Row[] {
    const fromTest = (test: HungarianTest, index: number, section: Row['section']): Row => {
      const [low, high] = female && test.female ? test.female : [test.low, test.high];
      const name = `${test.isSerum ? serumPrefix : ''}${random.pick(test.names)}`;
      const value = drawValue(random, { unit: test.unit, low, high, decimals: test.decimals }).value;
      return {
        section,
        // Numeric codes are the lab's own test numbers: the same test keeps its number on every report.
        code: codeStyle === 'digits' ? String(21000 + index * 7) : test.code,
        name,
        markerKey: test.markerKey,
        unit: test.unit,
        low,
        high,
        decimals: test.decimals,
        value,
      };
    };
    const rows: Row[] = [];
    if (random.chance(0.7)) {
      const counts = BLOOD_COUNT.filter((test, index) => index < 4 || test.markerKey === 'platelet_count' || random.chance(0.6));
      rows.push(...counts.map((test) => fromTest(test, BLOOD_COUNT.indexOf(test), 'count')));
      if (random.chance(0.6)) rows.push(...differentialRows(rows[0]!));
    }
    const chemistry = random.sample(CHEMISTRY, random.int(rows.length > 0 ? 3 : 6, 14)).sort((a, b) => CHEMISTRY.indexOf(a) - CHEMISTRY.indexOf(b));
    rows.push(...chemistry.map((test) => fromTest(test, 40 + CHEMISTRY.indexOf(test), 'chemistry')));
    return rows;
  }

  function differentialRows(wbc: Row): Row[] {
    const percents = drawDifferential(random);
    const withCounts = random.chance(0.7);
    return WHITE_CELL_TYPES.flatMap((cell, index): Row[] => {
      const { code, name, percent, count } = CELLS[cell];
      const share: Row = {
        section: 'count',
        code: codeStyle === 'digits' ? String(21100 + index) : `${code}%`,
        name: `${name} %`,
        markerKey: `${cell}_percent`,
        unit: '%',
        low: percent[0],
        high: percent[1],
        decimals: 1,
        value: percents[cell],
      };
      if (!withCounts) return [share];
      const absolute: Row = {
        section: 'count',
        code: codeStyle === 'digits' ? String(21120 + index) : `${code}#`,
        name: `${name} ${random.pick(['#', 'abszolút'])}`,
        markerKey: `${cell}_absolute`,
        unit: 'G/l',
        low: count[0],
        high: count[1],
        decimals: 2,
        value: Math.max(0.01, round((wbc.value * percents[cell]) / 100, 2)),
      };
      return [share, absolute];
    });
  }

  function writeRow(row: Row): void {
    const f = (n: number) => formatNumber(n, row.decimals, true);
    const direction = directionAgainst(row.value, row.low, row.high);
    writer.keep(14);
    if (codeStyle !== 'none') writer.text(xs.code, row.code, 7);
    writer.text(xs.name, row.name, 8);
    const value = flagStyle === 'star' && direction ? `${f(row.value)}*` : f(row.value);
    writer.text(xs.value, value, 8, direction !== null);
    if (flagStyle === 'letter' && direction) writer.text(xs.flag, direction === 'high' ? 'H' : 'L', 8, true);
    writer.text(xs.unit, row.unit, 7.5);
    if (limitsInColumns) {
      if (row.low !== null) writer.text(xs.low, f(row.low), 7.5);
      if (row.high !== null) writer.text(xs.high, f(row.high), 7.5);
    } else {
      const range = row.low !== null && row.high !== null ? `${f(row.low)} - ${f(row.high)}` : row.high !== null ? `< ${f(row.high)}` : `> ${f(row.low!)}`;
      writer.text(xs.range, range, 7.5);
    }
    writer.text(xs.previous, random.chance(0.15) ? '-' : f(round(row.value * (0.8 + random.next() * 0.4), row.decimals)), 7.5);
    writer.line(random.pick([12, 12, 13]));
  }

  function writeHeader(): void {
    writer.text(40, random.pick(['Dunamenti Kórház Központi Laboratórium', 'Alföldi Labor Kft.', 'Kelet-Pesti Szakrendelő Laboratóriuma']), 12, true);
    writer.line(13);
    writer.text(
      40,
      `${random.int(1000, 9999)} ${random.pick(['Szeged', 'Miskolc', 'Budapest', 'Kecskemét'])}, ${random.pick(['Kórház u.', 'Szabadság tér', 'Rákóczi út'])} ${random.int(1, 90)}.   NEAK kód: ${random.int(1000, 9999)}   Tel.: 06-${random.int(20, 99)}-${random.int(100, 999)}-${random.int(1000, 9999)}`,
      7,
    );
    writer.line(18);
    writer.text(200, random.pick(['LABORATÓRIUMI EREDMÉNYEK', 'Laborvizsgálati lelet', 'LELET']), 11, true);
    writer.line(17);
    const birth = { year: date.year - random.int(20, 85), month: random.int(1, 12), day: random.int(1, 28) };
    const time = (hour: number) => `${pad(hour)}:${pad(random.int(0, 59))}`;
    const sampled = random.pick([
      `${dotted(date)} ${time(random.int(6, 10))}`,
      `${date.year}. ${pad(date.month)}. ${pad(date.day)}. ${time(random.int(6, 10))}`,
      `${date.year}-${pad(date.month)}-${pad(date.day)} ${time(random.int(6, 10))}`,
    ]);
    const later = { ...date, day: Math.min(28, date.day + 1) };
    const block = [
      [`Név: ${patient}`, `TAJ: ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`],
      [`Szül. idő: ${birth.year}.${pad(birth.month)}.${pad(birth.day)}.`, `Nem: ${female ? 'nő' : 'férfi'}`],
      [
        `Beküldő: ${random.pick(['Belgyógyászati Ambulancia', 'Háziorvos', 'Kardiológia'])} (${random.int(10000, 99999)})`,
        `Kérés az.: ${random.int(1000000, 9999999)}`,
      ],
      [`${random.pick(['Mintavétel', 'Mintavétel ideje', 'Mintavételi idő'])}: ${sampled}`, `Érkezés: ${dotted(date)} ${time(random.int(10, 13))}`],
    ];
    for (const [leftCell, rightCell] of block) {
      writer.text(40, leftCell!, 8);
      writer.text(320, rightCell!, 8);
      writer.line(11);
    }
    writer.text(40, `Validálva: ${dotted(later)} ${time(random.int(8, 16))}`, 8);
    writer.line(18);
  }

  function writeFoot(): void {
    writer.line(8);
    for (const note of random.sample(
      [
        'Megjegyzés: a * és a H/L jelzés a referencia-tartományon kívüli eredményt jelöli.',
        'Az eGFR a CKD-EPI (2021) képlettel számolt; 60 ml/min/1,73m2 alatt ismétlés 3 hónapon belül.',
        'LDL-koleszterin célérték nagy kockázatnál < 1,8 mmol/l, igen nagy kockázatnál < 1,4 mmol/l.',
        'A minta 12 órás éhezés után, 07:30-kor került levételre.',
      ],
      random.int(1, 2),
    )) {
      writer.text(40, note, 7);
      writer.line(10);
    }
    writer.line(10);
    writer.text(40, `Dr. ${random.pick(['Halász Judit', 'Kertész Zoltán', 'Papp Márta'])} laboratóriumi szakorvos (${random.int(10000, 99999)})`, 8);
    writer.line(11);
    writer.text(40, `Nyomtatva: ${dotted({ ...date, day: Math.min(28, date.day + 2) })} ${pad(random.int(8, 17))}:${pad(random.int(0, 59))}`, 7);
  }
}
