import type { NutrientKey } from '../../food/dataset/nutrientDefinitions.js';

/** Words people use for the nutrients the food database knows, longest first so "saturated fat" beats "fat". */
const NUTRIENT_WORDS: [RegExp, NutrientKey][] = [
  [/\bsaturated fat\b/, 'saturated_fat_g'],
  [/\bvitamin c\b|\bascorbic\b/, 'vitamin_c_mg'],
  [/\bvitamin d\b/, 'vitamin_d_ug'],
  [/\bvitamin a\b/, 'vitamin_a_ug'],
  [/\bvitamin e\b/, 'vitamin_e_mg'],
  [/\bvitamin k\b/, 'vitamin_k_ug'],
  [/\bvitamin b-?12\b|\bb12\b/, 'vitamin_b12_ug'],
  [/\bvitamin b-?6\b|\bb6\b/, 'vitamin_b6_mg'],
  [/\bfolate\b|\bfolic\b/, 'folate_dfe_ug'],
  [/\bcalories?\b|\bkcals?\b|\benergy\b/, 'energy_kcal'],
  [/\bprotein\b/, 'protein_g'],
  [/\bcarb(s|ohydrates?)?\b/, 'carbs_g'],
  [/\bfib(er|re)\b/, 'fiber_g'],
  [/\bsugars?\b/, 'sugars_g'],
  [/\bsodium\b|\bsalt\b/, 'sodium_mg'],
  [/\bpotassium\b/, 'potassium_mg'],
  [/\bcalcium\b/, 'calcium_mg'],
  [/\biron\b/, 'iron_mg'],
  [/\bmagnesium\b/, 'magnesium_mg'],
  [/\bzinc\b/, 'zinc_mg'],
  [/\bcholesterol\b/, 'cholesterol_mg'],
  [/\bcaffeine\b/, 'caffeine_mg'],
  [/\bfats?\b/, 'fat_g'],
];

export function nutrientsNamedIn(text: string): NutrientKey[] {
  const lower = text.toLowerCase();
  const found: NutrientKey[] = [];
  let rest = lower;
  for (const [pattern, key] of NUTRIENT_WORDS) {
    if (pattern.test(rest)) {
      found.push(key);
      rest = rest.replace(pattern, ' ');
    }
  }
  return found;
}

/** The same phrase with every nutrient word removed: what is left names the food. */
export function withoutNutrientWords(text: string): string {
  let rest = text.toLowerCase();
  for (const [pattern] of NUTRIENT_WORDS) rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
  return rest.replace(/\s+/g, ' ').trim();
}
