import type { PageWindow } from '../../graphql/connection.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { User } from '../users/user.entity.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { Role, Tier } from '../users/user.enums.js';

export enum AdminUserSort {
  created = 'created',
  last_active = 'last_active',
}

export interface AdminUserFilter {
  search: string | null;
  tier: Tier | null;
  role: Role | null;
  sort: AdminUserSort;
  /** Only users who signed up by then: later pages stay the same while new users sign up. */
  asOf: Date;
}

const MAX_SEARCH_LENGTH = 100;
// The expressions of the trigram indexes users_email_trgm_index and users_name_trgm_index, so PostgreSQL uses them.
export const SEARCH_MATCH = `(lower(u.email) like ? or lower(u.first_name || ' ' || coalesce(u.last_name, '')) like ?)`;
const ORDER_BY: Record<AdminUserSort, string> = {
  created: 'u.created_at desc, u.id',
  last_active: 'u.last_active_at desc nulls last, u.id',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of users matching the search and filters, and how many match in all. */
export async function listUsers({ em }: Pick<ServiceDeps, 'em'>, filter: AdminUserFilter, window: PageWindow): Promise<[User[], number]> {
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) throw badInput(`Search is at most ${MAX_SEARCH_LENGTH} characters.`, [{ field: 'search', message: 'Too long' }]);
  const conditions = ['u.created_at <= ?'];
  const params: unknown[] = [filter.asOf];
  if (search) {
    conditions.push(SEARCH_MATCH);
    params.push(likePattern(search), likePattern(search));
  }
  if (filter.tier) {
    conditions.push('u.tier = ?');
    params.push(filter.tier);
  }
  if (filter.role) {
    conditions.push('u.role = ?');
    params.push(filter.role);
  }
  const where = conditions.join(' and ');
  // Two statements, not count(*) over (): the page then reads only its rows from the sort index instead of sorting
  // every match, and the count is an index-only scan.
  const [rows, counted] = await Promise.all([
    em.execute<Record<string, unknown>[]>(`select u.* from users u where ${where} order by ${ORDER_BY[filter.sort]} limit ? offset ?`, [
      ...params,
      window.limit,
      window.offset,
    ]),
    em.execute<{ count: string }[]>(`select count(*) from users u where ${where}`, params),
  ]);
  return [rows.map((row) => em.map(User, row)), Number(counted[0]?.count ?? 0)];
}

export interface AdminUserCounts {
  foodLogDays: number;
  foodLogItems: number;
  supplementLogs: number;
  bloodworkEntries: number;
  analyses: number;
  reportsFiled: number;
}

/** How much a user has recorded, as counts only: an admin never sees the diary, lab values or analyses themselves. */
export async function userCounts({ em }: Pick<ServiceDeps, 'em'>, userId: string): Promise<AdminUserCounts> {
  const [row] = await em.execute<Record<string, string>[]>(
    `select
       (select count(*) from food_logs where user_id = ?) as food_log_days,
       (select count(*) from food_log_items i join food_logs l on l.id = i.food_log_id where l.user_id = ?) as food_log_items,
       (select count(*) from supplement_logs where user_id = ?) as supplement_logs,
       (select count(*) from bloodwork_entries where user_id = ? and status = 'confirmed') as bloodwork_entries,
       (select count(*) from analyses where user_id = ?) as analyses,
       (select count(*) from ai_content_reports where user_id = ?) as reports_filed`,
    [userId, userId, userId, userId, userId, userId],
  );
  return {
    foodLogDays: Number(row!.food_log_days),
    foodLogItems: Number(row!.food_log_items),
    supplementLogs: Number(row!.supplement_logs),
    bloodworkEntries: Number(row!.bloodwork_entries),
    analyses: Number(row!.analyses),
    reportsFiled: Number(row!.reports_filed),
  };
}

export async function findUserForAdmin({ em }: Pick<ServiceDeps, 'em'>, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw notFound('User');
  return user;
}
