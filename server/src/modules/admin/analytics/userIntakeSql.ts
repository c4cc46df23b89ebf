/** A logged day meets the target when its calories are within this share of the target (either side). */
export const TARGET_TOLERANCE = 0.2;

/** A day of food_log_day_totals that came within TARGET_TOLERANCE of the calorie target stored with it. */
export const ON_TARGET = `abs(kcal - calorie_target) <= ${TARGET_TOLERANCE} * calorie_target`;

/**
 * Logged days in [from, to] (two parameters) added up per date: users logging (one row per user and day), the totals, the sum of the
 * days' calorie targets and how many days came within TARGET_TOLERANCE of theirs. Read from the per-day rollup
 * food_log_day_totals (kept by triggers, each day with the target the user had when logging it), never from items.
 */
export const DAILY_INTAKE_SQL = `select date, count(*) as logged, sum(items) as items, sum(kcal) as kcal,
    sum(protein) as protein, sum(carbs) as carbs, sum(fat) as fat, sum(calorie_target) as target,
    count(*) filter (where ${ON_TARGET}) as on_target
  from food_log_day_totals where date between ? and ? and items > 0 group by date`;
