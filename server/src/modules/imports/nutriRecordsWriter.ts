import { randomUUID } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import { isNutrientKey } from '../food/nutrition.js';
import { ActivityLevel, Gender, UnitSystem } from '../users/user.enums.js';
import type { ImportPlan } from './importPlan.js';
import { claim, contentHashes } from './importedRows.js';

type Json = Record<string, unknown>;
const str = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? [...value].slice(0, max).join('') : null);
const num = (value: unknown, min = 0, max = 1e6): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;
const oneOf = <T extends string>(value: unknown, values: Record<string, T>): T | null => (Object.values(values).includes(value as T) ? (value as T) : null);
const nutrientJson = (value: unknown) =>
  Object.fromEntries(Object.entries(typeof value === 'object' && value ? value : {}).filter(([key, amount]) => isNutrientKey(key) && num(amount) !== null));
const strings = (value: unknown) =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.slice(0, 200))
        .slice(0, 50)
    : [];

/** Custom foods, saved meals, supplements and the profile from Nutri's own export; custom foods get new ids (returned old → new). */
export async function writeNutriRecords(
  trx: Knex.Transaction,
  userId: string,
  importId: string,
  plan: ImportPlan,
  now: Date,
): Promise<{ written: number; foodIds: Map<string, string> }> {
  const records = plan.nutri!;
  const newIds = new Map<string, string>();
  const foods = records.customFoods.flatMap((food: Json) => {
    const name = str(food.name, 200);
    const servingSize = num(food.servingSize);
    const servingGrams = num(food.servingGrams);
    const servingUnit = str(food.servingUnit, 40);
    if (!name || servingSize === null || servingGrams === null || !servingUnit) return [];
    const id = randomUUID();
    return [
      {
        id,
        oldId: typeof food.id === 'string' ? food.id : null,
        name,
        brand: str(food.brand, 200),
        servingSize,
        servingUnit,
        servingGrams,
        nutrients: nutrientJson(food.nutrients),
      },
    ];
  });
  const foodHashes = contentHashes(
    foods.map(({ id: _id, oldId: _oldId, ...food }) => food),
    'customFood',
  );
  const freshFoods = await claim(trx, userId, importId, foodHashes);
  const newFoods = foods.filter((_food, index) => freshFoods.has(foodHashes[index]!));
  for (const food of newFoods) if (food.oldId) newIds.set(`custom:${food.oldId}`, `custom:${food.id}`);
  if (newFoods.length) {
    await trx.raw(
      `insert into custom_foods (id, user_id, name, brand, serving_size, serving_unit, serving_grams, nutrients, created_at, updated_at)
       select x.id, ?, x.name, x.brand, x."servingSize", x."servingUnit", x."servingGrams", x.nutrients, ?, ?
       from jsonb_to_recordset(?::jsonb) x(id uuid, name text, brand text, "servingSize" float8, "servingUnit" text, "servingGrams" float8, nutrients jsonb)`,
      [userId, now, now, JSON.stringify(newFoods)],
    );
  }
  const remap = (json: string) => json.replace(/custom:[0-9a-f-]{36}/g, (id) => newIds.get(id) ?? id);

  const meals = records.savedMeals.flatMap((meal: Json) => {
    const name = str(meal.name, 200);
    const kind = meal.kind === 'food' || meal.kind === 'meal' ? meal.kind : null;
    if (!name || !kind || !Array.isArray(meal.items)) return [];
    const mealType = ['breakfast', 'lunch', 'dinner', 'snack'].includes(meal.mealType as string) ? meal.mealType : null;
    return [{ name, kind, mealType, isFavorite: meal.isFavorite === true, items: meal.items as unknown }];
  });
  // Hashed as the file states them, so a re-import matches even though the custom foods they name are not new then.
  const mealHashes = contentHashes(meals, 'savedMeal');
  const freshMeals = await claim(trx, userId, importId, mealHashes);
  const newMeals = meals.filter((_meal, index) => freshMeals.has(mealHashes[index]!));
  if (newMeals.length) {
    await trx.raw(
      `insert into saved_meals (id, user_id, kind, name, meal_type, is_favorite, items, created_at, updated_at)
       select gen_random_uuid(), ?, x.kind::saved_meal_kind, x.name, x."mealType"::meal_type, x."isFavorite", x.items, ?, ?
       from jsonb_to_recordset(?::jsonb) x(kind text, name text, "mealType" text, "isFavorite" boolean, items jsonb)`,
      [userId, now, now, remap(JSON.stringify(newMeals))],
    );
  }

  const supplements = records.supplementLogs.flatMap((log: Json) => {
    const date = typeof log.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(log.date) ? log.date : null;
    const name = str(log.name, 200);
    const productKey = str(log.productKey, 80);
    const form = str(log.form, 40);
    const quantity = num(log.quantity);
    if (!date || !name || !productKey || !form || quantity === null) return [];
    const time = typeof log.time === 'string' && /^\d{2}:\d{2}$/.test(log.time) ? log.time : null;
    return [
      { date, time, productKey, name, form, quantity, strength: log.strength ?? null, nutrients: nutrientJson(log.nutrients), query: str(log.query, 200) },
    ];
  });
  const supplementHashes = contentHashes(supplements, 'supplement');
  const freshSupplements = await claim(trx, userId, importId, supplementHashes);
  const newSupplements = supplements.filter((_log, index) => freshSupplements.has(supplementHashes[index]!));
  if (newSupplements.length) {
    await trx.raw(
      `insert into supplement_logs (id, user_id, date, time, product_key, name, form, quantity, strength, nutrients, query, created_at)
       select gen_random_uuid(), ?, x.date, x.time, x."productKey", x.name, x.form, x.quantity, x.strength, x.nutrients, x.query, ?
       from jsonb_to_recordset(?::jsonb) x(date date, time text, "productKey" text, name text, form text, quantity float8, strength jsonb, nutrients jsonb, query text)`,
      [userId, now, JSON.stringify(newSupplements)],
    );
  }

  const profile = records.profile;
  if (profile) {
    const dateOfBirth = typeof profile.dateOfBirth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(profile.dateOfBirth) ? profile.dateOfBirth : null;
    await trx.raw(
      `update users set first_name = coalesce(?, first_name), last_name = coalesce(?, last_name), weight = coalesce(?, weight),
         height = coalesce(?, height), gender = coalesce(?::user_gender, gender), date_of_birth = coalesce(?::date, date_of_birth),
         activity_level = coalesce(?::activity_level, activity_level), weight_goal = coalesce(?, weight_goal),
         weight_goal_timeframe = coalesce(?, weight_goal_timeframe), unit_system = coalesce(?::unit_system, unit_system),
         health_goals = case when cardinality(health_goals) = 0 then array(select jsonb_array_elements_text(?::jsonb)) else health_goals end,
         dietary_preferences = case when cardinality(dietary_preferences) = 0 then array(select jsonb_array_elements_text(?::jsonb)) else dietary_preferences end,
         updated_at = ? where id = ?`,
      [
        str(profile.firstName, 100),
        str(profile.lastName, 100),
        num(profile.weight, 1, 1000),
        num(profile.height, 30, 300),
        oneOf(profile.gender, Gender),
        dateOfBirth,
        oneOf(profile.activityLevel, ActivityLevel),
        num(profile.weightGoal, 1, 2000),
        num(profile.weightGoalTimeframe, 1, 520) === null ? null : Math.round(profile.weightGoalTimeframe as number),
        oneOf(profile.unitSystem, UnitSystem),
        JSON.stringify(strings(profile.healthGoals)),
        JSON.stringify(strings(profile.dietaryPreferences)),
        now,
        userId,
      ],
    );
  }
  return { written: newFoods.length + newMeals.length + newSupplements.length, foodIds: newIds };
}
