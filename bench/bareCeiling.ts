import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

/**
 * The ceiling of this machine for Nutri's hot reads: a bare `node:http` + `pg` process running the same SQL
 * statements Nutri runs for them (captured from Nutri's query log), with no framework, ORM or GraphQL, and
 * JSON.stringify of the raw rows. `node bareCeiling.ts <port> <databaseUrl>`, started by bench/ratios.ts.
 */
const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SESSION = `select s.id as session_id, u.*, coalesce((
    select json_agg(json_build_object('month', c.month, 'aiFoodQueries', c.ai_food_queries, 'aiAnalyses', c.ai_analyses,
      'aiAssistantMessages', c.ai_assistant_messages))
    from usage_counters c where c.user_id = u.id and c.month >= $1::date), '[]') as recent_usage
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $2 and s.expires_at > now()`;
// The day's log with its items in one statement (foodLog.service.ts readFoodLogDay) and the week's item nutrients
// (foodSummary.service.ts), as Nutri reads them today.
const DIARY = `select log.id, to_char(log.date, 'YYYY-MM-DD') as date, to_json(log.updated_at) as updated_at, coalesce(json_agg(json_build_object(
    'id', item.id, 'mealType', item.meal_type, 'position', item.position, 'foodId', item.food_id, 'name', item.name,
    'brand', item.brand, 'quantity', item.quantity, 'unit', item.unit, 'grams', item.grams, 'nutrients', item.nutrients,
    'createdAt', item.created_at) order by item.position) filter (where item.id is not null), '[]') as items
  from food_logs log left join food_log_items item on item.food_log_id = log.id
  where log.user_id = $1 and log.date = $2 group by log.id`;
const WEEK = `select to_char(log.date, 'YYYY-MM-DD') as date, item.nutrients from food_logs log
  join food_log_items item on item.food_log_id = log.id where log.user_id = $1 and log.date between $2 and $3`;
// What the diary read ran before it became one statement (the log and its items through MikroORM's populate): kept
// so that /diary-earlier-sql gives ratios comparable with figures taken before.
const EARLIER_DIARY = `select f0.*, i1.id as i1__id, i1.food_log_id as i1__food_log_id, i1.meal_type as i1__meal_type,
  i1.position as i1__position, i1.food_id as i1__food_id, i1.name as i1__name, i1.brand as i1__brand, i1.quantity as i1__quantity,
  i1.unit as i1__unit, i1.grams as i1__grams, i1.nutrients as i1__nutrients, i1.created_at as i1__created_at
  from food_logs as f0 left join food_log_items as i1 on f0.id = i1.food_log_id where f0.user_id = $1 and f0.date = $2 order by i1.position asc`;
const DISCLOSURE = 'select version, accepted_at from data_disclosure_acceptances where user_id = $1 order by version desc limit 1';
const SUPPLEMENTS = `select user_id, to_char(date, 'YYYY-MM-DD') as date, nutrients from supplement_logs where user_id in ($1) and date in ($2)`;

async function session(request: http.IncomingMessage) {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const since = `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 7)}-01`;
  const { rows } = await pool.query(SESSION, [since, createHash('sha256').update(token).digest('hex')]);
  return rows[0] as { id: string } | undefined;
}

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

http
  .createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const user = await session(request);
    if (!user) return void response.writeHead(401).end();
    const date = url.searchParams.get('date') ?? '';
    let body: unknown = user;
    if (url.pathname === '/session') body = { user, disclosure: (await pool.query(DISCLOSURE, [user.id])).rows[0] ?? null };
    if (url.pathname === '/diary') body = (await pool.query(DIARY, [user.id, date])).rows;
    if (url.pathname === '/diary-earlier-sql') body = (await pool.query(EARLIER_DIARY, [user.id, date])).rows;
    if (url.pathname === '/dashboard') {
      const [day, supplements, week] = await Promise.all([
        pool.query(DIARY, [user.id, date]),
        pool.query(SUPPLEMENTS, [user.id, date]),
        pool.query(WEEK, [user.id, daysBefore(date, 6), date]),
      ]);
      body = { user, day: day.rows, supplements: supplements.rows, week: week.rows };
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
