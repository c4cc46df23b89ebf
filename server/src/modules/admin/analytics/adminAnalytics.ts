import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { analyticsWindow } from './analyticsWindow.js';
import type { ServiceDeps } from '../../../serviceDeps.js';
import { bloodworkAnalytics } from './bloodworkAnalytics.js';
import { engagementAnalytics } from './engagementAnalytics.js';
import { healthScoreAnalytics } from './healthScoreAnalytics.js';
import { nutritionAnalytics, type AnalyticsSections } from './nutritionAnalytics.js';

// GraphQL enum values cannot contain '-', so health-score travels as health_score and REST maps the path word.
export enum AnalyticsKind {
  nutrition = 'nutrition',
  bloodwork = 'bloodwork',
  engagement = 'engagement',
  health_score = 'health_score',
}
registerEnumType(AnalyticsKind, { name: 'AnalyticsKind' });

export const ANALYTICS_PATH_KINDS: Record<string, AnalyticsKind> = {
  nutrition: AnalyticsKind.nutrition,
  bloodwork: AnalyticsKind.bloodwork,
  engagement: AnalyticsKind.engagement,
  'health-score': AnalyticsKind.health_score,
};

/** Spec: 30 days by default, 90 for bloodwork. */
export const defaultDaysFor = (kind: AnalyticsKind) => (kind === AnalyticsKind.bloodwork ? 90 : 30);

const BUILDERS: Record<AnalyticsKind, (em: EntityManager, window: ReturnType<typeof analyticsWindow>) => Promise<AnalyticsSections>> = {
  nutrition: nutritionAnalytics,
  bloodwork: bloodworkAnalytics,
  engagement: engagementAnalytics,
  health_score: healthScoreAnalytics,
};

export async function adminAnalytics({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, kind: AnalyticsKind, days: number | null) {
  const window = analyticsWindow(days ?? defaultDaysFor(kind), clock.now());
  return { kind, ...window, ...(await BUILDERS[kind](em, window)) };
}
