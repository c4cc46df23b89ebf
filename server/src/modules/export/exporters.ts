import type { EntityManager } from '@mikro-orm/postgresql';
import { nutritionTargets, type TargetProfile } from '../users/nutritionTargets.js';

export type ExportRecord = Record<string, unknown>;

/** Reads for one export: raw SQL so pages stream as plain JSON without loading entities into the identity map. */
export interface ExportDb {
  rows(sql: string, params: unknown[]): Promise<ExportRecord[]>;
}

export function exportDb(em: EntityManager): ExportDb {
  return { rows: (sql, params) => em.execute<ExportRecord[]>(sql, params) };
}

/**
 * One feature's part of `nutri-export.json`: a single record (the profile) or a list read page by page. A feature adds
 * its data to the export by adding an exporter to `EXPORTERS`.
 */
export interface Exporter {
  section: string;
  single?: boolean;
  pages(db: ExportDb, ownerId: string): AsyncIterable<ExportRecord[]>;
}

export const EXPORT_PAGE_SIZE = 500;

/**
 * Keyset paging over `select … from … where <owner> = ? and <key> > ? order by <key>`: `select` must select the key
 * as `"pageKey"` (unique per owner, text) and leave `{after}` where the key condition goes.
 */
export async function* keysetPages(db: ExportDb, ownerId: string, select: string, pageSize = EXPORT_PAGE_SIZE): AsyncIterable<ExportRecord[]> {
  let after = '';
  for (;;) {
    const rows = await db.rows(`${select} limit ${pageSize}`, [ownerId, after]);
    if (rows.length === 0) return;
    after = String(rows[rows.length - 1]!.pageKey);
    yield rows.map(({ pageKey: _pageKey, ...record }) => record);
    if (rows.length < pageSize) return;
  }
}

const listOf = (section: string, select: string): Exporter => ({ section, pages: (db, ownerId) => keysetPages(db, ownerId, select) });

const profile: Exporter = {
  section: 'profile',
  single: true,
  async *pages(db, ownerId) {
    const [user] = await db.rows(
      `select email, first_name "firstName", last_name "lastName", tier, weight, height, gender, date_of_birth::text "dateOfBirth",
              activity_level "activityLevel", weight_goal "weightGoal", weight_goal_timeframe "weightGoalTimeframe",
              health_goals "healthGoals", dietary_preferences "dietaryPreferences", custom_macro_preferences "customMacroPreferences",
              timezone, unit_system "unitSystem", preferred_ai_model "preferredAiModel", created_at "createdAt"
       from users where id = ?`,
      [ownerId],
    );
    if (user) yield [{ ...user, nutritionTargets: nutritionTargets(user as unknown as TargetProfile) }];
  },
};

/** Every exporter, in the order its section appears in the file. */
export const EXPORTERS: readonly Exporter[] = [
  profile,
  listOf(
    'foodLogs',
    `select l.date::text "pageKey", l.date::text date,
            coalesce(json_agg(json_build_object('mealType', i.meal_type, 'position', i.position, 'foodId', i.food_id, 'name', i.name,
              'brand', i.brand, 'quantity', i.quantity, 'unit', i.unit, 'grams', i.grams, 'nutrients', i.nutrients, 'createdAt', i.created_at)
              order by i.meal_type, i.position) filter (where i.id is not null), '[]') items
     from food_logs l left join food_log_items i on i.food_log_id = l.id
     where l.user_id = ? and l.date::text > ? group by l.id order by l.date::text`,
  ),
  listOf(
    'customFoods',
    `select id::text "pageKey", id, name, brand, serving_size "servingSize", serving_unit "servingUnit", serving_grams "servingGrams",
            nutrients, created_at "createdAt" from custom_foods where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'savedMeals',
    `select id::text "pageKey", id, kind, name, meal_type "mealType", is_favorite "isFavorite", items, created_at "createdAt"
     from saved_meals where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'supplementLogs',
    `select id::text "pageKey", id, date::text date, time, product_key "productKey", name, form, quantity, strength, nutrients, query,
            created_at "createdAt" from supplement_logs where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'bloodworkEntries',
    `select id::text "pageKey", id, date::text date, source, status, is_date_missing "isDateMissing", lab_values "labValues", unmatched,
            case when pdf_key is null then null else 'bloodwork/' || id || '.pdf' end "pdfFile", pdf_filename "pdfFilename",
            created_at "createdAt" from bloodwork_entries where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'analyses',
    `select id::text "pageKey", id, type, bloodwork_entry_id "bloodworkEntryId", days, model_used "model", engine, summary, facts,
            explanations, disclaimer, second_opinion_model "secondOpinionModel", second_opinion "secondOpinion", created_at "createdAt"
     from analyses where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'assistantMessages',
    `select to_char(created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || id "pageKey", role, content,
            logged_item_ids "loggedItemIds", suggested_recipe_ids "suggestedRecipeIds", created_at "createdAt"
     from assistant_messages where user_id = ? and to_char(created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || id > ?
     order by 1`,
  ),
  listOf(
    'reportsFiled',
    `select id::text "pageKey", reason, description, content_type "contentType", content, status, created_at "createdAt"
     from ai_content_reports where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'paymentMethods',
    `select id::text "pageKey", kind, brand, last4, exp_month "expMonth", exp_year "expYear", nickname, is_default "isDefault",
            created_at "createdAt" from payment_methods where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'invoices',
    `select id::text "pageKey", receipt_number "receiptNumber", amount_cents "amountCents", currency, status, period_start "periodStart",
            period_end "periodEnd", payment_method_label "paymentMethod", created_at "createdAt", paid_at "paidAt"
     from invoices where user_id = ? and id::text > ? order by id::text`,
  ),
  listOf(
    'notificationSettings',
    `select user_id::text "pageKey", daily_reminders "dailyReminders", reminder_time "reminderTime", timezone, updated_at "updatedAt"
     from reminder_settings where user_id = ? and user_id::text > ? order by 1`,
  ),
];
