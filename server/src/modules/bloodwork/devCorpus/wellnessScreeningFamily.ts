import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, usDate } from './reportParts.js';

const SCREENING_KEYS = ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides', 'glucose', 'hba1c'];
const SCREENING_TESTS = US_TESTS.filter((test) => SCREENING_KEYS.includes(test.markerKey));

/** One-sided goals screenings print for fasting glucose and A1c (the prediabetes cut-offs) instead of the lab's interval. */
const SCREENING_GOALS: Record<string, number> = { glucose: 100, hba1c: 5.7 };

interface Row {
  name: string;
  result: string;
  unit: string;
  goal: string;
  met: boolean;
}

/** Body measures and vitals a screening prints among its lab rows; none of them is a lab result. */
function vitalRows(random: SeededRandom): Row[] {
  const systolic = random.int(104, 152);
  const diastolic = random.int(64, 96);
  const bmi = formatNumber(19 + random.next() * 14, 1, false);
  const waist = random.int(28, 44);
  const pulse = random.int(52, 96);
  const rows: Row[] = [
    random.chance(0.5)
      ? { name: 'Height', result: `5' ${random.int(0, 11)}"`, unit: '', goal: '', met: true }
      : { name: 'Height', result: `${random.int(155, 195)}`, unit: 'cm', goal: '', met: true },
    { name: 'Weight', result: `${random.int(118, 260)}`, unit: 'lb', goal: '', met: true },
    { name: 'Body Mass Index (BMI)', result: bmi, unit: 'kg/m2', goal: '18.5 - 24.9', met: Number(bmi) < 25 },
    { name: 'Waist Circumference', result: `${waist}`, unit: 'in', goal: '< 40', met: waist < 40 },
    { name: 'Blood Pressure', result: `${systolic}/${diastolic}`, unit: 'mmHg', goal: '< 130/80', met: systolic < 130 && diastolic < 80 },
    { name: random.pick(['Resting Pulse', 'Heart Rate']), result: `${pulse}`, unit: 'bpm', goal: '60 - 100', met: pulse >= 60 },
  ];
  return random.sample(rows, random.int(3, rows.length));
}

/**
 * Employer and insurer biometric screening reports: finger-stick lipids, glucose and A1c in the same table as body
 * measures and vitals (height, weight, BMI, waist, `128/82 mmHg`, resting pulse), a Goal or Target column (`< 200`,
 * `> 40`, `< 100` for glucose and `< 5.7` for A1c), a points column (`5 pts`) and a total score; only the lab rows are results.
 */
export function wellnessScreeningDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, SCREENING_TESTS, [3, 6]);
  const goalTitle = random.pick(['Goal', 'Target', 'Healthy Range', 'Goal Range']);
  const unitColumn = random.chance(0.5);
  const pointsColumn = random.chance(0.7);
  const statusColumn = random.chance(0.6);
  header(
    writer,
    random.pick(['Biometric Screening Results', 'Your Wellness Screening Report', 'Health Assessment - Biometric Summary']),
    [
      `Participant: ${random.pick(PATIENTS)}   Employee ID: ${random.int(100000, 999999)}   Group: ${random.int(1000, 9999)}`,
      `Screening Date: ${usDate(date, random)}   Event: ${random.pick(['Onsite Health Fair', 'Worksite Screening', 'Annual Wellness Event'])}`,
      `Collection: ${random.pick(['Finger stick (point of care)', 'Fingerstick - Cholestech LDX', 'Capillary sample'])}   Fasting: ${random.pick(['Yes', 'No', '9 hours'])}`,
    ],
    random,
  );
  const x = { name: 40, result: 200, unit: 260, goal: unitColumn ? 320 : 280, status: 400, points: 470 };
  writer.text(x.name, random.pick(['Measure', 'Screening', 'Biometric']), 8, true);
  writer.text(x.result, random.pick(['Your Result', 'Result', 'Your Number']), 8, true);
  if (unitColumn) writer.text(x.unit, 'Units', 8, true);
  writer.text(x.goal, goalTitle, 8, true);
  if (statusColumn) writer.text(x.status, random.pick(['Status', 'Goal Met?']), 8, true);
  if (pointsColumn) writer.text(x.points, random.pick(['Points', 'Score']), 8, true);
  writer.line(14);
  const expected: ExpectedCorpusValue[] = [];
  const screeningGoals = random.chance(0.5);
  const labRows = results.map((result): Row => {
    const { unit, decimals } = result.unit;
    const screeningGoal = screeningGoals ? SCREENING_GOALS[result.test.markerKey] : undefined;
    const [low, high] = screeningGoal ? [null, screeningGoal] : [result.unit.low, result.unit.high];
    const f = (n: number) => formatNumber(n, decimals, false);
    const goal = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `< ${f(high)}` : `> ${f(low!)}`;
    expected.push({ ...expectedOf(result, true), refLow: low, refHigh: high });
    const met = (low === null || result.value >= low) && (high === null || result.value < high);
    return { name: result.name, result: f(result.value), unit, goal, met };
  });
  const vitals = vitalRows(random);
  const rows = random.chance(0.5) ? [...vitals, ...labRows] : random.sample([...vitals, ...labRows], vitals.length + labRows.length);
  let score = 0;
  for (const row of rows) {
    writer.text(x.name, row.name, 9);
    writer.text(x.result, unitColumn || !row.unit ? row.result : `${row.result} ${row.unit}`, 9, !row.met && random.chance(0.5));
    if (unitColumn) writer.text(x.unit, row.unit, 8);
    if (row.goal) writer.text(x.goal, row.goal, 8);
    if (statusColumn && row.goal) writer.text(x.status, row.met ? random.pick(['Met', 'Yes']) : random.pick(['Not Met', 'No']), 8);
    if (pointsColumn && row.goal) {
      const points = row.met ? random.pick([5, 10]) : 0;
      score += points;
      writer.text(x.points, `${points} pts`, 8);
    }
    writer.line(14);
  }
  if (pointsColumn) {
    writer.line(6);
    writer.text(
      40,
      `Total score: ${score} of ${rows.filter((row) => row.goal).length * 10} points   Incentive earned: $${random.pick([0, 150, 300])}`,
      9,
      true,
    );
    writer.line(14);
  }
  return finishReport(writer, random, { id, family: 'wellness_screening', collectedOn: date.iso, expected });
}
