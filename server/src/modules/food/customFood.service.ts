import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { CustomFood } from './customFood.entity.js';
import type { CustomFoodFields } from './customFood.input.js';
import { parseFoodId } from './foodIds.js';
import { isNutrientKey, type NutrientValues } from './nutrition.js';
import { MASS_UNIT_GRAMS } from './portions/standardUnits.js';
import { lookupTable } from '../../lookupTable.js';

const GRAMS_PER_UNIT: Readonly<Record<string, number>> = lookupTable({ ...MASS_UNIT_GRAMS, ml: 1 });

/** Label values per serving → the stored shape; checks what class-validator cannot. */
function servingNutrients(fields: CustomFoodFields): NutrientValues {
  const nutrients: NutrientValues = { energy_kcal: fields.calories };
  if (fields.protein != null) nutrients.protein_g = fields.protein;
  if (fields.carbs != null) nutrients.carbs_g = fields.carbs;
  if (fields.fat != null) nutrients.fat_g = fields.fat;
  for (const { key, amount } of fields.nutrients ?? []) {
    if (!isNutrientKey(key)) throw badInput(`Unknown nutrient '${key}'.`, [{ field: 'nutrients', message: 'Unknown nutrient' }]);
    nutrients[key] = amount;
  }
  return nutrients;
}

function servingGrams(fields: CustomFoodFields): number {
  if (fields.servingGrams) return fields.servingGrams;
  const perUnit = GRAMS_PER_UNIT[fields.servingUnit.trim().toLowerCase()];
  if (perUnit) return fields.servingSize * perUnit;
  throw badInput(`Say how much one serving (${fields.servingSize} ${fields.servingUnit}) weighs in grams.`, [
    { field: 'servingGrams', message: 'Required for this unit' },
  ]);
}

function apply(food: CustomFood, fields: CustomFoodFields): void {
  food.name = fields.name.trim();
  food.brand = fields.brand?.trim() || null;
  food.servingSize = fields.servingSize;
  food.servingUnit = fields.servingUnit.trim();
  food.servingGrams = servingGrams(fields);
  food.nutrients = servingNutrients(fields);
}

export async function createCustomFood(deps: Pick<ServiceDeps, 'em'>, viewer: User, fields: CustomFoodFields): Promise<CustomFood> {
  const food = new CustomFood({
    user: viewer,
    name: '',
    servingSize: 1,
    servingUnit: 'serving',
    servingGrams: 1,
    nutrients: {},
  });
  apply(food, fields);
  await deps.em.persist(food).flush();
  return food;
}

export async function findOwnCustomFood(deps: Pick<ServiceDeps, 'em'>, viewer: User, foodId: string): Promise<CustomFood> {
  const ref = parseFoodId(foodId);
  const food = ref.kind === 'custom' ? await deps.em.findOne(CustomFood, { id: ref.customFoodId, user: viewer.id }) : null;
  if (!food) throw notFound('Custom food');
  return food;
}

export async function updateCustomFood(
  deps: Pick<ServiceDeps, 'em'>,
  viewer: User,
  { foodId, food: fields }: { foodId: string; food: CustomFoodFields },
): Promise<CustomFood> {
  const food = await findOwnCustomFood(deps, viewer, foodId);
  apply(food, fields);
  await deps.em.flush();
  return food;
}

/** Deleting a custom food keeps the log entries made from it: they hold their own nutrient snapshot. */
export async function deleteCustomFood(deps: Pick<ServiceDeps, 'em'>, viewer: User, foodId: string): Promise<void> {
  const food = await findOwnCustomFood(deps, viewer, foodId);
  await deps.em.remove(food).flush();
}
