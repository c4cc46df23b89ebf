import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  FULL_MONTH_NAMES,
  MONTH_NAMES,
  directionAgainst,
  drawDate,
  finishReport,
  formatNumber,
  pad,
  printedWidth,
  round,
  wrapWords,
} from './reportParts.js';

type Limit = number | null;
type Section = 'particles' | 'lipids' | 'apolipoproteins' | 'inflammation' | 'glycemic';

/**
 * A test as specialty labs print it: the cut-offs between its risk categories, best category first (three cut-offs,
 * so a report with two, three or four category columns takes the first one, two or three), whether a higher value is
 * the worse one, and the lab's reference interval for reports that print one beside the categories.
 */
interface SpecialtyTest {
  markerKey: string;
  section: Section;
  names: readonly string[];
  unit: string;
  decimals: number;
  higherIsWorse: boolean;
  cutoffs: readonly [number, number, number];
  reference: readonly [Limit, Limit];
  /** Population percentiles (20th, 50th, 80th) for the particle measures these reports chart against. */
  percentiles?: readonly [number, number, number];
}

const test = (
  markerKey: string,
  section: Section,
  names: readonly string[],
  unit: string,
  decimals: number,
  higherIsWorse: boolean,
  cutoffs: readonly [number, number, number],
  reference: readonly [Limit, Limit],
  percentiles?: readonly [number, number, number],
): SpecialtyTest => ({ markerKey, section, names, unit, decimals, higherIsWorse, cutoffs, reference, ...(percentiles ? { percentiles } : {}) });

const TESTS: readonly SpecialtyTest[] = [
  test(
    'ldl_particle_number',
    'particles',
    ['LDL-P', 'LDL Particle Number', 'LDL Particles (total)'],
    'nmol/L',
    0,
    true,
    [1000, 1300, 1600],
    [null, 1000],
    [1000, 1300, 1600],
  ),
  test(
    'small_ldl_particle_number',
    'particles',
    ['Small LDL-P', 'Small LDL Particles', 'Small LDL Particle Number'],
    'nmol/L',
    0,
    true,
    [527, 839, 1200],
    [null, 527],
    [117, 527, 839],
  ),
  test(
    'hdl_particle_number',
    'particles',
    ['HDL-P', 'HDL Particle Number', 'HDL Particles (total)'],
    'umol/L',
    1,
    false,
    [30.5, 26.7, 24.0],
    [30.5, null],
    [26.7, 30.5, 34.9],
  ),
  test('large_hdl_particle_number', 'particles', ['Large HDL-P', 'Large HDL Particles'], 'umol/L', 1, false, [4.8, 3.5, 2.5], [4.8, null], [3.5, 4.8, 7.3]),
  test('ldl_particle_size', 'particles', ['LDL Size', 'LDL Particle Size', 'LDL Peak Size'], 'nm', 1, false, [20.5, 20.3, 19.9], [20.5, null]),
  test('lp_ir_score', 'glycemic', ['LP-IR Score', 'LP-IR', 'LPIR Score'], '', 0, true, [45, 63, 75], [null, 45], [27, 45, 63]),
  test('total_cholesterol', 'lipids', ['Total Cholesterol', 'Cholesterol, Total'], 'mg/dL', 0, true, [200, 240, 280], [100, 199]),
  test('ldl_cholesterol', 'lipids', ['LDL Cholesterol', 'LDL-C', 'LDL-Cholesterol (calc)'], 'mg/dL', 0, true, [100, 130, 160], [null, 100]),
  test('hdl_cholesterol', 'lipids', ['HDL Cholesterol', 'HDL-C'], 'mg/dL', 0, false, [60, 40, 35], [40, null]),
  test('triglycerides', 'lipids', ['Triglycerides'], 'mg/dL', 0, true, [150, 200, 500], [null, 150]),
  test('non_hdl_cholesterol', 'lipids', ['Non-HDL Cholesterol', 'Non-HDL-C'], 'mg/dL', 0, true, [130, 160, 190], [null, 130]),
  test('apolipoprotein_b', 'apolipoproteins', ['Apolipoprotein B', 'ApoB', 'Apo B'], 'mg/dL', 0, true, [90, 120, 140], [52, 109]),
  test('lipoprotein_a', 'apolipoproteins', ['Lipoprotein (a)', 'Lp(a)'], 'mg/dL', 0, true, [30, 50, 100], [null, 30]),
  test('lipoprotein_a_molar', 'apolipoproteins', ['Lipoprotein (a)', 'Lp(a)'], 'nmol/L', 0, true, [75, 125, 250], [null, 75]),
  test('lp_pla2', 'inflammation', ['Lp-PLA2 Activity', 'Lp-PLA2'], 'nmol/min/mL', 0, true, [225, 275, 350], [null, 225]),
  test('hs_crp', 'inflammation', ['hs-CRP', 'High Sensitivity CRP', 'hsCRP'], 'mg/L', 1, true, [1.0, 3.0, 10.0], [null, 3.0]),
  test('insulin', 'glycemic', ['Insulin', 'Insulin, Fasting'], 'uIU/mL', 1, true, [18.0, 25.0, 40.0], [2.6, 24.9]),
  test('glucose', 'glycemic', ['Glucose', 'Glucose, Fasting'], 'mg/dL', 0, true, [100, 126, 200], [65, 99]),
  test('hba1c', 'glycemic', ['Hemoglobin A1c', 'HbA1c'], '%', 1, true, [5.7, 6.5, 8.0], [4.0, 5.6]),
];

const SECTION_TITLES: Record<Section, readonly string[]> = {
  particles: ['LIPOPROTEIN PARTICLES (NMR)', 'Lipoprotein Particle Profile', 'ADVANCED LIPOPROTEIN TESTING'],
  lipids: ['STANDARD LIPID PANEL', 'Lipid Panel', 'LIPIDS'],
  apolipoproteins: ['APOLIPOPROTEINS', 'Apolipoproteins & Lp(a)', 'GENETIC / INHERITED RISK'],
  inflammation: ['INFLAMMATION', 'Vascular Inflammation', 'INFLAMMATORY MARKERS'],
  glycemic: ['INSULIN RESISTANCE & GLYCEMIC CONTROL', 'Metabolic Markers', 'DIABETES RISK'],
};
const SECTION_ORDER: readonly Section[] = ['lipids', 'particles', 'apolipoproteins', 'inflammation', 'glycemic'];

/** Category words over the cut-off columns, by how many categories a report prints. */
const CATEGORY_WORDS: Record<2 | 3 | 4, ReadonlyArray<readonly string[]>> = {
  2: [
    ['Optimal', 'High'],
    ['Low Risk', 'Elevated'],
  ],
  3: [
    ['Optimal', 'Moderate', 'High'],
    ['Low Risk', 'Intermediate', 'High Risk'],
    ['Optimal', 'Borderline', 'Increased'],
  ],
  4: [
    ['Optimal', 'Moderate', 'High', 'Very High'],
    ['Low', 'Moderate', 'High', 'Very High'],
  ],
};

const CLINICS = [
  ['Heart Health Diagnostics', 'Advanced Cardiometabolic Laboratory'],
  ['Cardiovascular Specialty Laboratory', 'Cardiometabolic Risk Report'],
  ['Lipoprotein Reference Laboratory', 'Lipoprotein Particle & Risk Marker Report'],
  ['Metabolic Heart Institute - Clinical Laboratory', 'CardioMetabolic Assessment'],
] as const;
const PATIENTS: ReadonlyArray<readonly [string, 'Male' | 'Female']> = [
  ['DOE, JOHN', 'Male'],
  ['Smith, Jennifer A', 'Female'],
  ['GARCIA, ROBERT', 'Male'],
  ['Nguyen, Linh T', 'Female'],
  ['Johnson, Michael', 'Male'],
  ['PATEL, ANITA', 'Female'],
];
const PHYSICIANS = ['Dr. Susan Miller, MD', 'Dr. James Carter, DO', 'Dr. Karen Lee, MD', "Dr. Brian O'Neil, MD"];

/** Paragraphs these reports print under the results, full of cut-offs, doses and years that are no results. */
const EXPLANATIONS = [
  'LDL-P: The number of LDL particles is a stronger predictor of cardiovascular events than LDL-C when the two disagree. Population percentiles (Framingham Offspring): 20th 1000, 50th 1300, 80th 1600 nmol/L. Target for high-risk patients < 1000 nmol/L.',
  'Lp(a) >= 125 nmol/L (approximately >= 50 mg/dL) is a risk-enhancing factor (2018 ACC/AHA guideline). Levels are about 80% genetically determined and need to be measured only once in a lifetime.',
  'hs-CRP: < 1.0 mg/L low, 1.0 - 3.0 mg/L average, > 3.0 mg/L high relative risk. Results above 10 mg/L suggest acute inflammation; repeat in 2 to 3 weeks.',
  'LP-IR Score ranges from 0 (most insulin sensitive) to 100 (most insulin resistant). Scores above 45 are associated with a 2- to 3-fold higher risk of developing type 2 diabetes within 5 years.',
  'Lp-PLA2 activity > 225 nmol/min/mL identifies patients at increased risk of coronary heart disease and ischemic stroke, independent of traditional risk factors.',
  'HbA1c 5.7 - 6.4 % indicates prediabetes, >= 6.5 % is consistent with diabetes (ADA 2024). Fasting glucose 100 - 125 mg/dL: impaired fasting glucose.',
  'ApoB: each LDL, IDL and VLDL particle carries one ApoB molecule. ESC/EAS 2019 targets: < 100 mg/dL (moderate risk), < 80 mg/dL (high risk), < 65 mg/dL (very high risk).',
  'LDL size: Pattern A (> 20.5 nm) large buoyant particles; Pattern B (<= 20.5 nm) small dense particles, associated with a 3-fold increase in risk.',
];

/** One printed result: its value, the band that is its truth range and the category its value falls in. */
interface SpecialtyRow {
  test: SpecialtyTest;
  name: string;
  unit: string;
  value: number;
  band: readonly [Limit, Limit];
  category: number;
}

function categoryTexts(picked: SpecialtyTest, count: number): string[] {
  const f = (n: number) => formatNumber(n, picked.decimals, false);
  const step = 1 / 10 ** picked.decimals;
  const edges = picked.cutoffs.slice(0, count - 1);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return picked.higherIsWorse ? `<${f(edges[0]!)}` : `>${f(edges[0]!)}`;
    if (index === count - 1) return picked.higherIsWorse ? `>=${f(edges[index - 1]!)}` : `<=${f(edges[index - 1]!)}`;
    const [from, to] = [edges[index - 1]!, edges[index]!];
    return picked.higherIsWorse ? `${f(from)}-${f(round(to - step, picked.decimals))}` : `${f(round(to + step, picked.decimals))}-${f(from)}`;
  });
}

function categoryOf(picked: SpecialtyTest, value: number, count: number): number {
  return picked.cutoffs.slice(0, count - 1).filter((edge) => (picked.higherIsWorse ? value >= edge : value <= edge)).length;
}

function usDateTime(date: DrawnDate, time: string, style: 'numeric' | 'named' | 'long'): string {
  if (style === 'numeric') return `${pad(date.month)}/${pad(date.day)}/${date.year} ${time}`;
  if (style === 'named') return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year} ${time}`;
  return `${FULL_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/**
 * US cardiometabolic and advanced-lipid specialty reports (NMR lipoprotein particle, ApoB / Lp(a), inflammation and
 * insulin-resistance panels): LDL-P, small LDL-P, HDL-P, large HDL-P, LDL size, LP-IR score, ApoB, Lp(a) in nmol/L or
 * mg/dL, Lp-PLA2, hs-CRP, insulin, glucose, HbA1c and the standard lipids, in sections. Each result with two to four
 * risk-category columns holding the cut-offs (`<1000`, `1000-1299`, `>=1600`) under category words (Optimal /
 * Moderate / High), population percentiles in small type under particle rows (`<20th <1000   20-50th 1000-1300`), the
 * value in its own column with a category word beside it, or placed in the column of its category (the only layout
 * with four categories); some reports add a `Reference Range` column. The truth range is that column when printed,
 * otherwise the first (optimal) category. A risk-factor summary box repeats the flagged results (truth holds each
 * once), explanation paragraphs are full of numbers, collected / received / reported dates.
 */
export function cardiometabolicSpecialtyDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const [patient, sex] = random.pick(PATIENTS);
  const layout = random.pick(['result_and_word', 'value_in_category', 'reference_column'] as const);
  // Four category columns fit beside the name only when the value stands in them rather than in columns of its own.
  const categoryCount = layout === 'value_in_category' ? random.pick([2, 3, 3, 4] as const) : random.pick([2, 3, 3] as const);
  const headings = random.pick(CATEGORY_WORDS[categoryCount]);
  const percentileLines = random.chance(0.4);
  const unitPlacement = random.pick(['column', 'with_value', 'in_name'] as const);
  const dateStyle = random.pick(['numeric', 'named', 'long'] as const);
  const writer = new PageWriter({ xScale: 0.93 + random.next() * 0.1, lineScale: 0.95 + random.next() * 0.2, sizeDelta: random.pick([-0.5, 0, 0, 0.5]) });
  // One spelling of the micro sign per report, as the lab's software prints it.
  const micro = random.pick(['u', 'µ']);
  const rows = drawRows();
  const summaryFirst = random.chance(0.5);

  writeHead();
  if (summaryFirst && random.chance(0.8)) writeSummaryBox();
  writeTable();
  if (!summaryFirst && random.chance(0.8)) writeSummaryBox();
  writeExplanations();

  const expected: ExpectedCorpusValue[] = rows.map((row) => ({
    name: row.name,
    value: row.value,
    unit: row.unit,
    refLow: row.band[0],
    refHigh: row.band[1],
    markerKey: row.test.markerKey,
  }));
  return finishReport(
    writer,
    random,
    { id, family: 'cardiometabolic_specialty', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: random.chance(0.4) },
  );

  function drawRows(): SpecialtyRow[] {
    const molarLpa = random.chance(0.6);
    const drawn: SpecialtyRow[] = [];
    for (const section of SECTION_ORDER) {
      if (section !== 'particles' && section !== 'lipids' && !random.chance(0.75)) continue;
      for (const picked of TESTS.filter((candidate) => candidate.section === section)) {
        if (picked.markerKey === (molarLpa ? 'lipoprotein_a' : 'lipoprotein_a_molar')) continue;
        if (!random.chance(section === 'particles' ? 0.9 : 0.8)) continue;
        const band: readonly [Limit, Limit] =
          layout === 'reference_column' ? picked.reference : picked.higherIsWorse ? [null, picked.cutoffs[0]] : [picked.cutoffs[0], null];
        const value = drawValue(picked, band);
        drawn.push({
          test: picked,
          name: random.pick(picked.names),
          unit: picked.unit.replace(/^u(?=mol|IU)/, micro),
          value,
          band,
          category: categoryOf(picked, value, categoryCount),
        });
      }
    }
    return drawn;
  }

  /**
   * About a quarter of values lie outside the truth band, on the side where the risk grows (or below a two-sided one);
   * values inside stay above the lab's lower reference limit, so a fasting glucose is never drawn at 40 mg/dL.
   */
  function drawValue(picked: SpecialtyTest, [low, high]: readonly [Limit, Limit]): number {
    const outside = random.chance(0.27);
    let value: number;
    if (low !== null && high !== null) {
      if (!outside) value = low + (high - low) * (0.1 + random.next() * 0.8);
      else value = picked.higherIsWorse && random.chance(0.8) ? high * (1.05 + random.next() * 0.6) : low * (0.6 + random.next() * 0.3);
    } else if (high !== null) {
      const floor = picked.reference[0] ?? high * 0.4;
      value = outside ? high * (1.05 + random.next() * 0.7) : floor + (high - floor) * (0.05 + random.next() * 0.9);
    } else value = outside ? low! * (0.8 + random.next() * 0.18) : low! * (1.01 + random.next() * 0.3);
    const rounded = round(value, picked.decimals);
    return rounded === 0 ? round(1 / 10 ** picked.decimals, picked.decimals) : rounded;
  }

  function writeHead(): void {
    const [lab, title] = random.pick(CLINICS);
    writer.text(40, lab, 11, true);
    writer.text(360, `CLIA ${random.int(10, 99)}D${random.int(1000000, 9999999)}`, 7.5);
    writer.line(14);
    writer.text(
      40,
      `${random.int(100, 9999)} ${random.pick(['Research Blvd', 'Medical Park Dr', 'Commerce Way'])}, ${random.pick(['Raleigh, NC 27615', 'Lexington, KY 40509', 'Irvine, CA 92618'])}   (${random.int(200, 989)}) 555-0${random.int(100, 199)}`,
      7.5,
    );
    writer.line(20);
    writer.text(40, title, 14, true);
    writer.line(22);
    const birthYear = date.year - random.int(35, 78);
    const birth = `${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${birthYear}`;
    const collectedTime = `${pad(random.int(6, 10))}:${pad(random.int(0, 59))}`;
    const received = { ...date, day: Math.min(28, date.day + random.int(0, 1)) };
    const reported = { ...received, day: Math.min(28, received.day + random.int(1, 4)) };
    const left = [
      `Patient: ${patient}`,
      `DOB: ${birth}   Age: ${date.year - birthYear}   Sex: ${random.chance(0.5) ? sex : sex.charAt(0)}`,
      `Fasting: ${random.pick(['Yes', 'Yes (12 h)', 'No'])}   Specimen: ${random.pick(['Serum', 'Serum / EDTA plasma'])}`,
      `Ordering Physician: ${random.pick(PHYSICIANS)}`,
    ];
    const right = [
      `Accession: ${random.pick(['A', 'CM', 'LP'])}${random.int(1000000, 9999999)}`,
      `Collected: ${usDateTime(date, collectedTime, dateStyle)}`,
      `Received: ${usDateTime(received, `${pad(random.int(11, 18))}:${pad(random.int(0, 59))}`, dateStyle)}`,
      `Reported: ${usDateTime(reported, `${pad(random.int(8, 17))}:${pad(random.int(0, 59))}`, dateStyle)}`,
    ];
    left.forEach((line, index) => {
      writer.text(40, line, 8.5);
      writer.text(330, right[index]!, 8.5);
      writer.line(12);
    });
    writer.line(12);
  }

  function writeSummaryBox(): void {
    const flagged = rows.filter((row) => row.category > 0 || directionAgainst(row.value, row.band[0], row.band[1]) !== null);
    writer.keep(40 + flagged.length * 12);
    writer.text(40, random.pick(['RISK FACTOR SUMMARY', 'Risk Factors Identified', 'Summary of Elevated Risk Markers']), 10, true);
    writer.line(10);
    writer.text(40, '_'.repeat(90), 7);
    writer.line(14);
    if (flagged.length === 0) {
      writer.text(48, 'No risk markers outside the optimal range.', 8.5);
      writer.line(12);
    }
    for (const row of flagged) {
      const value = `${formatNumber(row.value, row.test.decimals, false)}${row.unit ? ` ${row.unit}` : ''}`;
      writer.text(48, `- ${row.name}`, 8.5);
      writer.text(220, value, 8.5, true);
      // A value flagged only against a printed reference range (below it) sits in the optimal category.
      writer.text(330, row.category > 0 ? headings[row.category]! : 'Below range', 8.5);
      writer.line(12);
    }
    writer.text(40, '_'.repeat(90), 7);
    writer.line(20);
  }

  function writeTable(): void {
    // Columns are set from the widest printed name, as report software sizes its name column.
    const widest = Math.max(...rows.map((row) => printedWidth(writer, nameCell(row), 8.5)));
    const resultX = 48 + widest + random.int(10, 24);
    const unitColumn = unitPlacement === 'column';
    const valueWidth = unitPlacement === 'with_value' ? 82 : 48;
    const unitX = layout === 'value_in_category' ? resultX : resultX + valueWidth;
    const wordX = (unitColumn ? unitX + 66 : resultX + valueWidth) + random.int(0, 6);
    const referenceX = wordX;
    const categoriesX =
      layout === 'value_in_category'
        ? unitColumn
          ? resultX + 66
          : resultX
        : wordX + (layout === 'reference_column' ? random.int(72, 80) : random.int(62, 70));
    const categoryWidth = Math.min(90, Math.floor((560 - categoriesX) / categoryCount));
    const header = () => {
      writer.text(40, random.pick(['Test', 'Marker', 'Biomarker']), 8.5, true);
      if (layout !== 'value_in_category') writer.text(resultX, random.pick(['Result', 'Your Result']), 8.5, true);
      if (unitColumn) writer.text(unitX, 'Units', 8.5, true);
      if (layout === 'result_and_word') writer.text(wordX, random.pick(['Category', 'Risk', 'Status']), 8.5, true);
      if (layout === 'reference_column') writer.text(referenceX, 'Reference Range', 8.5, true);
      headings.forEach((heading, index) => writer.text(categoriesX + index * categoryWidth, heading, 8.5, true));
      writer.line(16);
    };
    header();
    writer.pageHead = () => {
      writer.text(40, `${patient}   Collected ${usDateTime(date, '', 'named').trim()}`, 7.5);
      writer.line(16);
      header();
    };
    for (const section of SECTION_ORDER) {
      const sectionRows = rows.filter((row) => row.test.section === section);
      if (sectionRows.length === 0) continue;
      writer.keep(40);
      writer.text(40, random.pick(SECTION_TITLES[section]), 9, true);
      writer.line(14);
      for (const row of sectionRows) writeRow(row);
      writer.line(6);
    }
    writer.pageHead = null;

    function writeRow(row: SpecialtyRow): void {
      const value = formatNumber(row.value, row.test.decimals, false);
      const outside = row.category > 0;
      writer.text(48, nameCell(row), 8.5);
      const valueText = unitPlacement === 'with_value' && row.unit ? `${value} ${row.unit}` : value;
      const cutoffs = categoryTexts(row.test, categoryCount);
      if (layout === 'value_in_category') {
        // The value stands in its category's column, on the row; the cut-offs sit under the category words in small type.
        if (unitColumn && row.unit) writer.text(unitX, row.unit, 8);
        writer.text(categoriesX + row.category * categoryWidth, valueText, 9, outside);
        writer.line(10);
        cutoffs.forEach((text, index) => writer.text(categoriesX + index * categoryWidth, text, 7));
        writer.line(13);
        writePercentiles(row);
        return;
      }
      writer.text(resultX, valueText, 8.5, outside);
      if (unitColumn && row.unit) writer.text(unitX, row.unit, 8);
      if (layout === 'result_and_word') writer.text(wordX, headings[row.category] ?? '', 8.5, outside);
      if (layout === 'reference_column') writer.text(referenceX, referenceText(row), 8);
      cutoffs.forEach((text, index) => writer.text(categoriesX + index * categoryWidth, text, 8));
      writer.line(13);
      writePercentiles(row);
    }

    /** The population percentiles some particle reports print under a row in small type; none is a result or range. */
    function writePercentiles(row: SpecialtyRow): void {
      const { percentiles } = row.test;
      if (!percentiles || !percentileLines) return;
      const [p20, p50, p80] = percentiles.map((limit) => formatNumber(limit, row.test.decimals, false));
      writer.text(
        56,
        random.pick([
          `Percentiles: <20th <${p20}   20-50th ${p20}-${p50}   50-80th ${p50}-${p80}   >80th >${p80}`,
          `Population: 20th %ile ${p20} | 50th %ile ${p50} | 80th %ile ${p80}`,
        ]),
        6.5,
      );
      writer.line(10);
    }
  }

  function nameCell(row: SpecialtyRow): string {
    return unitPlacement === 'in_name' && row.unit ? `${row.name} (${row.unit})` : row.name;
  }

  function referenceText(row: SpecialtyRow): string {
    const f = (n: number) => formatNumber(n, row.test.decimals, false);
    const [low, high] = row.band;
    if (low !== null && high !== null) return `${f(low)}-${f(high)}`;
    if (high !== null) return random.pick([`<${f(high)}`, `< ${f(high)}`]);
    return random.pick([`>${f(low!)}`, `> ${f(low!)}`]);
  }

  function writeExplanations(): void {
    writer.line(8);
    writer.keep(60);
    writer.text(40, random.pick(['Interpretive Information', 'CLINICAL NOTES', 'About your results']), 9.5, true);
    writer.line(14);
    for (const paragraph of random.sample(EXPLANATIONS, random.int(2, 5))) {
      for (const line of wrapWords(paragraph, random.int(105, 120))) {
        writer.text(40, line, 7.5);
        writer.line(10);
      }
      writer.line(4);
    }
  }
}
