import { beforeAll, describe, expect, it } from '@jest/globals';
import type { StoredLabValue } from '../../modules/bloodwork/labValues.js';
import { loadFoodCatalog, type FoodCatalog } from '../../modules/food/foodCatalog.js';
import { analyseBloodwork, type BloodworkSnapshot } from '../engine/bloodworkAnalysis.js';
import { analyseCorrelation } from '../engine/correlationAnalysis.js';
import { referenceIntakeOf, referenceIntakes } from '../engine/dietaryReferenceIntakes.js';
import type { IntakeWindow, LoggedItem } from '../engine/intake.js';
import { analyseNutrition } from '../engine/nutritionAnalysis.js';
import { pearson, spearman } from '../engine/statistics.js';
import { builtinSummary } from '../engine/summaryProse.js';
import { formatAmount, nutrientName } from '../engine/findings.js';
import { validateAnalysisProse } from '../prompts/analysisProse.js';

let foods: FoodCatalog;
beforeAll(async () => {
  foods = await loadFoodCatalog();
});

const TARGETS = { calories: 2000, protein: 100, carbs: 250, fat: 67 };
const WOMAN = { ageYears: 35, sex: 'female' as const };

/** A day of pasta and cheese: filling, salty, low in iron, vitamin C and fibre; every nutrient key reported. */
function lowIronDay(date: string): LoggedItem[] {
  const full = { fiber_g: 4, iron_mg: 1.5, vitamin_c_mg: 2, vitamin_d_ug: 0.5, sodium_mg: 1600, saturated_fat_g: 12, sugars_g: 10 };
  return [
    { date, foodId: 'sr:x1', name: 'White pasta with cheese', nutrients: { energy_kcal: 1100, protein_g: 40, carbs_g: 150, fat_g: 35, ...full } },
    { date, foodId: 'sr:x2', name: 'Salted crackers', nutrients: { energy_kcal: 700, protein_g: 12, carbs_g: 90, fat_g: 30, ...full, sodium_mg: 1800 } },
  ];
}

function window(to: string, days: number, items: LoggedItem[]): IntakeWindow {
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, days, items: items.filter((item) => item.date >= from && item.date <= to), supplements: [] };
}

const dates = (to: string, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.parse(`${to}T00:00:00Z`) - index * 86_400_000).toISOString().slice(0, 10));

function lab(marker: string, name: string, category: string, value: number, unit: string, refLow: number | null, refHigh: number | null): StoredLabValue {
  const flag = refHigh !== null && value > refHigh ? 'high' : refLow !== null && value < refLow ? 'low' : 'normal';
  return {
    name,
    printedName: name,
    marker,
    category,
    value,
    unit,
    printedValue: value,
    printedUnit: unit,
    qualifier: null,
    refLow,
    refHigh,
    refSource: 'default',
    refText: null,
    defaultRefLow: refLow,
    defaultRefHigh: refHigh,
    flag,
    printedFlag: null,
    foundBy: 'text',
    needsReview: false,
  };
}

const ferritin = (value: number) => lab('ferritin', 'Ferritin', 'iron', value, 'ng/mL', 13, 150);
const hemoglobin = (value: number) => lab('hemoglobin', 'Hemoglobin', 'cbc', value, 'g/dL', 12, 15.5);

describe('dietary reference intakes', () => {
  it('covers at least 20 nutrients and depends on age and sex', () => {
    expect(referenceIntakes(WOMAN).length).toBeGreaterThanOrEqual(20);
    expect(referenceIntakeOf(WOMAN, 'iron_mg')).toMatchObject({ amount: 18, kind: 'RDA', upperLimit: 45 });
    expect(referenceIntakeOf({ ageYears: 60, sex: 'female' }, 'iron_mg')!.amount).toBe(8);
    expect(referenceIntakeOf({ ageYears: 35, sex: 'male' }, 'iron_mg')!.amount).toBe(8);
    expect(referenceIntakeOf({ ageYears: 75, sex: 'male' }, 'vitamin_d_ug')!.amount).toBe(20);
    // Unknown sex: the higher value, so no need is understated.
    expect(referenceIntakeOf({ ageYears: null, sex: null }, 'iron_mg')!.amount).toBe(18);
  });
});

describe('nutrition analysis', () => {
  const items = dates('2026-03-07', 7).flatMap(lowIronDay);
  const facts = () => analyseNutrition({ window: window('2026-03-07', 7, items), person: WOMAN, targets: TARGETS, foods });

  it('finds gaps against the DRIs, with foods from the database that supply them', () => {
    const result = facts();
    expect(result.window).toEqual({ from: '2026-03-01', to: '2026-03-07', days: 7, loggedDays: 7 });
    const iron = result.findings.find((finding) => finding.id === 'gap:iron_mg')!;
    expect(iron).toMatchObject({ kind: 'nutrient_gap', severity: 'significant' });
    expect(iron.nutrient).toMatchObject({ dailyAverage: 3, reference: 18, referenceKind: 'RDA', percentOfReference: 16.7 });
    expect(iron.suggestions!.length).toBeGreaterThan(0);
    for (const suggestion of iron.suggestions!) {
      const food = foods.get(suggestion.foodId)!;
      expect(suggestion.amount).toBeCloseTo((food.nutrients.iron_mg! * suggestion.grams) / 100, 0);
      expect(suggestion.percentOfReference).toBeGreaterThanOrEqual(10);
    }
    expect(
      result.findings
        .find((finding) => finding.id === 'gap:vitamin_c_mg')!
        .suggestions!.map((food) => food.name)
        .join(' '),
    ).toMatch(/pepper|kiwi|orange|strawberr|broccoli/i);
  });

  it('flags excesses against limits with the foods that contributed most', () => {
    const sodium = facts().findings.find((finding) => finding.id === 'excess:sodium_mg')!;
    expect(sodium).toMatchObject({ kind: 'nutrient_excess', severity: 'moderate' });
    expect(sodium.nutrient).toMatchObject({ dailyAverage: 3400, limit: 2300 });
    expect(sodium.foods![0]).toMatchObject({ name: 'Salted crackers', sharePercent: 53 });
  });

  it('compares macros with the user’s targets and writes a summary from the facts', () => {
    const result = facts();
    expect(result.findings.find((finding) => finding.id === 'macro:protein_g')).toMatchObject({ severity: 'moderate', title: 'Protein below your target' });
    expect(result.findings.find((finding) => finding.id === 'macro:energy_kcal')).toBeUndefined();
    const summary = builtinSummary('nutrition', result);
    expect(summary).toContain('averaging 1,800 kcal a day against your target of 2,000 kcal');
    expect(summary).toMatch(/iron \(17%\)/);
  });

  it('writes prose a person would: nutrient names, plurals, rounded figures, each food list once, short', () => {
    const result = facts();
    const summary = builtinSummary('nutrition', result);
    const prose = [summary, ...result.findings.flatMap((finding) => [finding.title, finding.detail])].join(' ');
    // Nutrient names as people write them, not the dataset's labels.
    expect(prose).not.toMatch(/\((RAE|DFE|D2 \+ D3|alpha-tocopherol|phylloquinone)\)/i);
    expect(prose).not.toMatch(/vitamin [a-z]\b|\benergy\b|day\(s\)/);
    // Figures rounded for reading: no more than two significant digits below 10, whole numbers above.
    expect(prose).not.toMatch(/\d+\.\d{2,}/);
    expect(prose).not.toMatch(/\b\d{2,}\.\d/);
    // The summary names no foods: each food list appears once, in its finding.
    for (const food of result.findings.flatMap((finding) => [...(finding.suggestions ?? []), ...(finding.foods ?? [])])) {
      expect(summary).not.toContain(food.name.split(',')[0]!);
    }
    const topFoods = result.findings.find((finding) => finding.kind === 'top_foods')!;
    for (const food of topFoods.foods!) expect(topFoods.detail).not.toContain(food.name);
    for (const gap of result.findings.filter((finding) => finding.kind === 'nutrient_gap')) {
      for (const food of gap.suggestions ?? []) expect(gap.detail).not.toContain(food.name.split(',')[0]!);
    }
    // Fits a phone: a few sentences.
    expect(summary.split(/(?<=\.) /).length).toBeLessThanOrEqual(5);
    expect(summary.length).toBeLessThan(480);
  });

  it('names nutrients as a sentence would', () => {
    expect(nutrientName('Vitamin A (RAE)')).toBe('vitamin A');
    expect(nutrientName('Vitamin A (RAE)', { atStart: true })).toBe('Vitamin A');
    expect(nutrientName('Vitamin D (D2 + D3)')).toBe('vitamin D');
    expect(nutrientName('Vitamin B12')).toBe('vitamin B12');
    expect(nutrientName('Folate (DFE)')).toBe('folate');
    expect(nutrientName('Thiamin (B1)')).toBe('thiamin');
    expect(nutrientName('Energy')).toBe('calories');
    expect(nutrientName('Saturated fat', { atStart: true })).toBe('Saturated fat');
    expect(formatAmount(1409.6)).toBe('1,410');
    expect(formatAmount(45.4)).toBe('45');
    expect(formatAmount(6.27)).toBe('6.3');
    expect(formatAmount(0.837)).toBe('0.84');
  });

  it('does not judge nutrients the logs do not report', () => {
    const quickAdds: LoggedItem[] = dates('2026-03-07', 3).map((date) => ({
      date,
      foodId: null,
      name: 'Quick add',
      nutrients: { energy_kcal: 1800, protein_g: 90, carbs_g: 200, fat_g: 60 },
    }));
    const result = analyseNutrition({ window: window('2026-03-07', 7, quickAdds), person: WOMAN, targets: TARGETS, foods });
    expect(result.findings.some((finding) => finding.kind === 'nutrient_gap')).toBe(false);
    expect(result.findings.find((finding) => finding.id === 'note:coverage')!.nutrientKeys).toContain('iron_mg');
  });
});

describe('bloodwork analysis', () => {
  const previous: BloodworkSnapshot = { id: 'b1', date: '2025-09-01', labValues: [ferritin(25), hemoglobin(12.6)] };
  const current: BloodworkSnapshot = {
    id: 'b2',
    date: '2026-03-08',
    labValues: [
      ferritin(8),
      hemoglobin(10.9),
      lab('mcv', 'MCV', 'cbc', 76, 'fL', 80, 100),
      lab('vitamin_d_25oh', 'Vitamin D (25-OH)', 'vitamins', 18, 'ng/mL', 30, 100),
      lab('tsh', 'TSH', 'thyroid', 2.1, 'mIU/L', 0.4, 4),
    ],
  };

  it('reads values against ranges, finds patterns and changes', () => {
    const result = analyseBloodwork({ entry: current, history: [previous, current] });
    const ids = result.findings.map((finding) => finding.id);
    expect(ids).toEqual(expect.arrayContaining(['pattern:iron', 'pattern:vitamin_d', 'marker:ferritin', 'marker:hemoglobin', 'change:ferritin']));
    expect(result.findings.find((finding) => finding.id === 'pattern:iron')).toMatchObject({
      severity: 'significant',
      title: 'Pattern of iron-deficiency anaemia',
    });
    expect(result.findings.find((finding) => finding.id === 'marker:ferritin')!.detail).toContain('earliest sign of iron deficiency');
    expect(result.markers.find((marker) => marker.key === 'ferritin')).toMatchObject({
      previousValue: 25,
      previousDate: '2025-09-01',
      change: -17,
      changePercent: -68,
    });
    expect(result.findings.find((finding) => finding.id === 'change:hemoglobin')!.detail).toContain('left the reference range');
    expect(ids).not.toContain('pattern:thyroid');
  });
});

describe('correlation analysis', () => {
  it('links low ferritin to low iron intake in the window before the draw', () => {
    const entry: BloodworkSnapshot = { id: 'b1', date: '2026-03-08', labValues: [ferritin(8), hemoglobin(13.8)] };
    const items = dates('2026-03-07', 30).flatMap(lowIronDay);
    const result = analyseCorrelation({
      entry,
      history: [entry],
      windows: new Map([[entry.id, window('2026-03-07', 30, items)]]),
      person: WOMAN,
      targets: TARGETS,
      foods,
    });
    const link = result.findings.find((finding) => finding.id === 'link:ferritin')!;
    expect(link).toMatchObject({ kind: 'diet_marker_link', severity: 'moderate' });
    expect(link.nutrientKeys).toEqual(['iron_mg', 'vitamin_c_mg']);
    expect(link.detail).toContain('Your intake of iron and vitamin C is consistent with this and may contribute.');
    expect(link.suggestions!.length).toBeGreaterThan(0);
    expect(result.findings.some((finding) => finding.id === 'link:hemoglobin')).toBe(false);
    expect(result.caveats.join(' ')).toContain('at least three bloodwork entries');
  });

  it('measures the correlation across three or more entries, with a small-sample caveat', () => {
    const levels = [
      [2, 9],
      [8, 20],
      [14, 35],
    ] as const;
    const entries: BloodworkSnapshot[] = levels.map(([, value], index) => ({ id: `b${index}`, date: `2026-0${index + 1}-28`, labValues: [ferritin(value)] }));
    const windows = new Map(
      entries.map((entry, index) => {
        const to = new Date(Date.parse(`${entry.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        const items = dates(to, 10).map((date) => ({
          date,
          foodId: 'x',
          name: 'Food',
          nutrients: { energy_kcal: 2000, iron_mg: levels[index]![0], vitamin_c_mg: 80 },
        }));
        return [entry.id, window(to, 10, items)] as const;
      }),
    );
    const result = analyseCorrelation({ entry: entries[2]!, history: entries, windows, person: WOMAN, targets: TARGETS, foods });
    const measured = result.findings.find((finding) => finding.id === 'correlation:ferritin:iron_mg')!;
    expect(measured.correlation).toMatchObject({ n: 3, spearman: 1 });
    expect(measured.correlation!.pearson).toBeGreaterThan(0.99);
    expect(measured.correlation!.caveat).toContain('Only 3 paired results');
    // Vitamin C intake never changed: nothing can be measured.
    expect(result.findings.find((finding) => finding.id === 'correlation:ferritin:vitamin_c_mg')!.correlation!.pearson).toBeNull();
  });
});

describe('statistics', () => {
  it('computes Pearson and Spearman with ties', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(spearman([1, 2, 3, 4, 5], [1, 4, 9, 16, 100])).toBeCloseTo(1);
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9487, 3);
  });
});

describe('language-model output validation', () => {
  const result = analyseBloodwork({ entry: { id: 'b', date: '2026-03-08', labValues: [ferritin(8)] }, history: [] });

  it('accepts prose that uses the facts’ numbers', () => {
    const prose = validateAnalysisProse(
      { summary: 'Your ferritin is 8 ng/mL, below the 13 ng/mL lower limit.', findings: [{ id: 'marker:ferritin', explanation: 'Low iron stores.' }] },
      'bloodwork',
      result,
    );
    expect(prose.findings).toHaveLength(1);
  });

  it('rejects invented numbers, unknown findings and broken shapes', () => {
    expect(() => validateAnalysisProse({ summary: 'Take 65 mg of iron daily.', findings: [] }, 'bloodwork', result)).toThrow('Numbers not in the facts: 65');
    expect(() => validateAnalysisProse({ summary: 'Fine.', findings: [{ id: 'nope', explanation: 'x' }] }, 'bloodwork', result)).toThrow('Unknown finding id');
    expect(() => validateAnalysisProse({ text: 'hi' }, 'bloodwork', result)).toThrow('schema');
  });
});
