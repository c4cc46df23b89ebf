import { GraphQLError } from 'graphql';
import type { AppServices } from '../../../context.js';
import { ErrorCode } from '../../../graphql/errors.js';
import { analyzeBloodwork, analyzeCorrelation, analyzeNutrition, type AnalysisDeps } from '../../analysis/analysis.service.js';
import { User } from '../../users/user.entity.js';
import { Tier } from '../../users/user.enums.js';
import { DEMO_EMAIL_PATTERN } from './demoSeedSql.js';

export interface SeededAnalyses {
  nutrition: number;
  bloodwork: number;
  correlation: number;
  /** Refused as a real request would be: a free user at the monthly limit, or no food before a test. */
  refused: number;
}

interface Picked {
  id: string;
  latest_bloodwork_id: string | null;
}

const NUTRITION_PERIODS = [7, 7, 7, 14, 30];
const PARALLEL = 4;

/** Demo users who logged food this week, more engaged ones more likely, with whether they have bloodwork. */
const PICK_USERS = `select u.id,
    (select b.id from bloodwork_entries b where b.user_id = u.id order by b.date desc, b.created_at desc limit 1) as latest_bloodwork_id
  from users u join lateral (select count(*) as days from food_logs l where l.user_id = u.id and l.date > current_date - 7) w on w.days > 0
  where u.email like '${DEMO_EMAIL_PATTERN}'
  order by random() * w.days desc limit ?`;

const pick = <T>(choices: readonly T[]) => choices[Math.floor(Math.random() * choices.length)]!;
const REFUSALS: readonly unknown[] = [ErrorCode.USAGE_LIMIT_EXCEEDED, ErrorCode.BAD_USER_INPUT];
const isRefusal = (error: unknown) => error instanceof GraphQLError && REFUSALS.includes(error.extensions.code);

/**
 * Analyses for `users` demo users, made by the analysis services the app uses, on the built-in engine (no AI provider
 * is called whatever is configured): real facts and prose, counted in the users' monthly usage and refused at the free
 * limit like any request. Everyone analyses their nutrition, some more than once; Pro users with bloodwork also analyse
 * it and its link with their diet.
 */
export async function seedAnalyses(services: AppServices, users: number): Promise<SeededAnalyses> {
  const builtinOnly: AppServices = {
    ...services,
    config: { ...services.config, ai: { ...services.config.ai, openai: undefined, gemini: undefined, compatible: undefined } },
  };
  const picked = await services.orm.em.fork().execute<Picked[]>(PICK_USERS, [users]);
  const seeded: SeededAnalyses = { nutrition: 0, bloodwork: 0, correlation: 0, refused: 0 };

  async function analyseFor({ id, latest_bloodwork_id: latestBloodworkId }: Picked) {
    const em = builtinOnly.orm.em.fork();
    const deps: AnalysisDeps = { ...builtinOnly, em, clock: builtinOnly.payments.clock };
    const viewer = await em.findOneOrFail(User, { id });
    // Most analyse once; a few keep going (and free users among them reach the monthly limit).
    const nutritionRuns = Math.random() < 0.3 ? 2 + Math.floor(Math.random() * 3) : 1;
    const runs: [keyof SeededAnalyses, () => Promise<unknown>][] = Array.from({ length: nutritionRuns }, () => [
      'nutrition',
      () => analyzeNutrition(deps, viewer, { days: pick(NUTRITION_PERIODS) }),
    ]);
    if (viewer.tier === Tier.pro && latestBloodworkId) {
      if (Math.random() < 0.7) runs.push(['bloodwork', () => analyzeBloodwork(deps, viewer, { bloodworkEntryId: latestBloodworkId })]);
      if (Math.random() < 0.4) runs.push(['correlation', () => analyzeCorrelation(deps, viewer, { bloodworkEntryId: latestBloodworkId })]);
    }
    for (const [kind, run] of runs) {
      try {
        await run();
        seeded[kind]++;
      } catch (error) {
        if (!isRefusal(error)) throw error;
        seeded.refused++;
      }
    }
  }

  for (let start = 0; start < picked.length; start += PARALLEL) {
    await Promise.all(picked.slice(start, start + PARALLEL).map(analyseFor));
  }
  return seeded;
}
