import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../server/src/db/orm.js';
import { createLogger } from '../server/src/logger.js';
import { feed } from '../server/src/modules/social/social.service.js';
import { User } from '../server/src/modules/users/user.entity.js';
import { createBenchDatabase } from './benchDatabase.js';

// `npm run bench:social-feed`: the feed query for a user with BENCH_FRIENDS (200) friends among BENCH_USERS (2,000)
// users and BENCH_POSTS (50,000) posts with likes and comments; prints p50/p95 of the first page and of a deep page.
const USERS = Number(process.env.BENCH_USERS ?? 2000);
const FRIENDS = Number(process.env.BENCH_FRIENDS ?? 200);
const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await createBenchDatabase();
const options = ormOptions(database.url, createLogger('warn'));
// No schema snapshot file: this database is thrown away.
const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, snapshot: false } });
await orm.getMigrator().up();
try {
  const db = orm.em.fork();
  await db.execute(
    `insert into users (id, email, password_hash, first_name, health_goals, dietary_preferences, custom_macro_preferences, created_at, updated_at)
     select gen_random_uuid(), 'bench' || n || '@nutri.dev', 'x', 'Bench' || n, '{}', '{}', '{"enabled": false, "proteinAdjustment": 0, "carbAdjustment": 0, "fatAdjustment": 0}', now(), now()
     from generate_series(1, ?) as n`,
    [USERS],
  );
  const [viewerRow] = await db.execute<{ id: string }[]>(`select id from users where email = 'bench1@nutri.dev'`);
  const viewerId = viewerRow!.id;
  // Friends: the next FRIENDS users by email number.
  await db.execute(
    `insert into friendships (id, user_a_id, user_b_id, requester_id, status, created_at)
     select gen_random_uuid(), least(u.id, ?::uuid), greatest(u.id, ?::uuid), ?::uuid, 'accepted', now() from users u
     where u.email ~ '^bench[0-9]+@' and substring(u.email from 6 for position('@' in u.email) - 6)::int between 2 and ?`,
    [viewerId, viewerId, viewerId, FRIENDS + 1],
  );
  // Posts spread over every user and the last year.
  await db.execute(
    `insert into social_posts (id, author_id, text, audience, created_at)
     select gen_random_uuid(), ids[1 + (n % array_length(ids, 1))], 'Bench post ' || n, 'friends', now() - (n || ' minutes')::interval * 10
     from generate_series(1, ?) as n, (select array_agg(id order by email) as ids from users) u`,
    [POSTS],
  );
  await db.execute(
    `insert into social_post_likes (id, post_id, user_id, created_at)
     select gen_random_uuid(), p.id, ?::uuid, now() from social_posts p where random() < 0.2`,
    [viewerId],
  );
  await db.execute(
    `insert into social_comments (id, post_id, author_id, text, created_at)
     select gen_random_uuid(), p.id, p.author_id, 'Bench comment', now() from social_posts p, generate_series(1, 2) where random() < 0.3`,
  );
  await db.execute('analyze');

  const em = orm.em.fork();
  const viewer = await em.findOneOrFail(User, { id: viewerId });
  const time = async (before: { createdAt: Date; id: string } | null, who = viewer) => {
    const timings: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = process.hrtime.bigint();
      count = (await feed({ em: em.fork() }, who, 21, before)).length;
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    timings.sort((a, b) => a - b);
    return { count, p50: percentile(timings, 50), p95: percentile(timings, 95) };
  };
  const first = await time(null);
  const deepPage = (await feed({ em: em.fork() }, viewer, 1000, null)).at(-1)!;
  const deep = await time({ createdAt: deepPage.createdAt, id: deepPage.id });
  // Someone without friends: the planner must not walk every post in the database to fill their page.
  const loner = await em.findOneOrFail(User, { email: `bench${USERS}@nutri.dev` });
  const alone = await time(null, loner);
  const [countRow] = await db.execute<{ total: string }[]>(`select count(*) as total from social_posts`);
  console.log(`${USERS} users, ${FRIENDS} friends, ${countRow!.total} posts, ${RUNS} runs each (one SQL statement per page):`);
  console.log(`  first page (${first.count} posts): p50 ${first.p50.toFixed(1)} ms, p95 ${first.p95.toFixed(1)} ms`);
  console.log(`  a user without friends (${alone.count} own posts): p50 ${alone.p50.toFixed(1)} ms, p95 ${alone.p95.toFixed(1)} ms`);
  console.log(`  after 1,000 posts (${deep.count} posts): p50 ${deep.p50.toFixed(1)} ms, p95 ${deep.p95.toFixed(1)} ms`);
} finally {
  await orm.close();
  await database.drop();
}
