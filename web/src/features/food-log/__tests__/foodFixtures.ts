/** A food as the API returns it, for the food log's component tests. */
export const BANANA = {
  id: 'Rm9vZDpzcjowOTA0MA==',
  name: 'Bananas, raw',
  displayName: 'Bananas',
  brand: null,
  source: 'sr28',
  defaultPortion: { quantity: 1, unit: 'medium', label: '1 medium (118 g)', calories: 105, grams: 118 },
  units: [
    { unit: 'g', label: 'g', gramsPerUnit: 1, kind: 'mass' },
    { unit: 'medium', label: 'medium (118 g)', gramsPerUnit: 118, kind: 'household' },
    { unit: 'cup', label: 'cup, sliced (150 g)', gramsPerUnit: 150, kind: 'household' },
  ],
  per100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, nutrients: [] },
};
