import type { ServiceDeps } from '../../serviceDeps.js';
import { analyseBloodwork, type BloodworkSnapshot } from '../../ai/engine/bloodworkAnalysis.js';
import { analyseCorrelation } from '../../ai/engine/correlationAnalysis.js';
import type { AnalysisFacts } from '../../ai/engine/findings.js';
import { analyseNutrition } from '../../ai/engine/nutritionAnalysis.js';
import { DISCLAIMER } from '../../ai/engine/summaryProse.js';
import { aiFailureMessage, AiProviderError } from '../../ai/aiErrors.js';
import { writeAnalysis, type WrittenAnalysis } from '../../ai/analysisWriter.js';
import type { AiModel } from '../../ai/modelCatalog.js';
import { appError, badInput, ErrorCode, notFound } from '../../graphql/errors.js';
import { BloodworkEntry, BloodworkStatus } from '../bloodwork/bloodworkEntry.entity.js';
import { windowDates } from '../food/foodSummary.service.js';
import { localDate } from '../users/calendar.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { withUsage } from '../users/usageLimits.js';
import type { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { Tier } from '../users/user.enums.js';
import { chooseModel } from './aiModelChoice.js';
import { Analysis, AnalysisEngine, AnalysisType } from './analysis.entity.js';
import { CORRELATION_DAYS, NUTRITION_DAYS } from './analysis.input.js';
import { addDays } from '../users/calendar.js';
import { loadIntake, personOf, windowOf } from './analysisData.js';

/** An analysis reads the food catalog, writes prose with the configured models and stores the result. */
export type AnalysisDeps = Pick<ServiceDeps, 'em' | 'config' | 'logger' | 'foodCatalog' | 'clock'>;

const snapshot = (entry: BloodworkEntry): BloodworkSnapshot => ({ id: entry.id, date: entry.date, labValues: entry.labValues });

/** Model failures become AI_PROVIDER_ERROR (502) with a message that says nothing was saved or spent. */
async function write(deps: AnalysisDeps, model: AiModel, type: AnalysisType, facts: AnalysisFacts): Promise<WrittenAnalysis> {
  try {
    return await writeAnalysis(deps.config.ai, model, type, facts);
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    deps.logger.warn({ err: error, kind: error.kind, model: model.id }, 'AI provider failed');
    throw appError(ErrorCode.AI_PROVIDER_ERROR, aiFailureMessage(error), { reason: error.kind });
  }
}

interface NewAnalysis {
  type: AnalysisType;
  model: AiModel;
  facts: AnalysisFacts;
  days: number | null;
  bloodworkEntry: BloodworkEntry | null;
}

/** Spends one AI analysis (refunded if writing fails), writes the prose and stores the result. */
async function store(deps: AnalysisDeps, user: User, fields: NewAnalysis): Promise<Analysis> {
  return withUsage(deps.em, deps.config.ai, user, 'aiAnalyses', async () => {
    const written = await write(deps, fields.model, fields.type, fields.facts);
    const analysis = new Analysis({
      user,
      type: fields.type,
      model: fields.model.id,
      modelUsed: written.modelUsed,
      engine: written.engine as AnalysisEngine,
      summary: written.summary,
      facts: fields.facts,
      explanations: written.explanations,
      disclaimer: DISCLAIMER,
    });
    analysis.days = fields.days;
    analysis.bloodworkEntry = fields.bloodworkEntry;
    await deps.em.persist(analysis).flush();
    return analysis;
  });
}

export async function analyzeNutrition(deps: AnalysisDeps, user: User, input: { days?: number | null; model?: string | null }): Promise<Analysis> {
  const model = chooseModel(deps.config.ai, user, input.model);
  const days = input.days ?? NUTRITION_DAYS.default;
  const dates = windowDates(localDate(user.timezone), days);
  const rows = await loadIntake(deps.em, user.id, dates[0]!, dates.at(-1)!);
  if (!rows.items.length) {
    throw badInput(`No food is logged in the last ${days} day${days === 1 ? '' : 's'}. Log some meals, then run the analysis.`, [
      { field: 'days', message: 'No food logged' },
    ]);
  }
  const facts = analyseNutrition({
    window: windowOf(rows, dates.at(-1)!, days),
    person: personOf(user),
    targets: nutritionTargets(targetProfileOf(user)),
    foods: deps.foodCatalog,
  });
  return store(deps, user, { type: AnalysisType.nutrition, model, facts, days, bloodworkEntry: null });
}

/** The confirmed entries, oldest first: a draft has not been reviewed, so no analysis reads it. */
async function ownEntries(deps: Pick<ServiceDeps, 'em'>, user: User): Promise<BloodworkEntry[]> {
  return deps.em.find(BloodworkEntry, { user: user.id, status: BloodworkStatus.confirmed }, { orderBy: [{ date: 'asc' }, { createdAt: 'asc' }] });
}

async function pickEntry(deps: Pick<ServiceDeps, 'em'>, user: User, entries: BloodworkEntry[], entryId: string | null): Promise<BloodworkEntry> {
  const entry = entryId ? entries.find((candidate) => candidate.id === entryId) : entries.at(-1);
  if (entry) return entry;
  if (!entryId) throw badInput('Add a bloodwork entry first.', [{ field: 'bloodworkId', message: 'No bloodwork' }]);
  if (await deps.em.count(BloodworkEntry, { id: entryId, user: user.id, status: BloodworkStatus.draft })) {
    throw badInput('This report has not been reviewed yet. Check and save its values on the Bloodwork page, then run the analysis.', [
      { field: 'bloodworkId', message: 'Needs review' },
    ]);
  }
  throw notFound('Bloodwork entry');
}

export async function analyzeBloodwork(deps: AnalysisDeps, user: User, input: { bloodworkEntryId: string; model?: string | null }): Promise<Analysis> {
  if (user.tier !== Tier.pro) {
    throw appError(ErrorCode.PAYMENT_REQUIRED, 'Bloodwork analysis is a Pro feature. Upgrade to Pro to analyse your bloodwork.');
  }
  const model = chooseModel(deps.config.ai, user, input.model);
  const entries = await ownEntries(deps, user);
  const entry = await pickEntry(deps, user, entries, input.bloodworkEntryId);
  const facts = analyseBloodwork({ entry: snapshot(entry), history: entries.map(snapshot) });
  return store(deps, user, { type: AnalysisType.bloodwork, model, facts, days: null, bloodworkEntry: entry });
}

export async function analyzeCorrelation(
  deps: AnalysisDeps,
  user: User,
  input: { bloodworkEntryId: string | null; nutritionDays?: number | null; model?: string | null },
): Promise<Analysis> {
  // Diet–bloodwork correlation reads bloodwork the way bloodwork analysis does, so it is Pro like it (spec section 1:
  // Pro has bloodwork analysis and advanced analytics; Free has nutrition analysis).
  if (user.tier !== Tier.pro) {
    throw appError(
      ErrorCode.PAYMENT_REQUIRED,
      'Diet and bloodwork analysis is a Pro feature. Upgrade to Pro to see how your food relates to your lab results.',
    );
  }
  const model = chooseModel(deps.config.ai, user, input.model);
  const days = input.nutritionDays ?? CORRELATION_DAYS.default;
  const entries = await ownEntries(deps, user);
  const entry = await pickEntry(deps, user, entries, input.bloodworkEntryId);
  // The window ends the day before the draw: food eaten on the day cannot have shaped that morning's result.
  const history = entries.filter((candidate) => candidate.date <= entry.date);
  const rows = await loadIntake(deps.em, user.id, addDays(history[0]!.date, -days), addDays(entry.date, -1));
  const windows = new Map(history.map((candidate) => [candidate.id, windowOf(rows, addDays(candidate.date, -1), days)]));
  if (!windows.get(entry.id)!.items.length) {
    throw badInput(`No food is logged in the ${days} days before the test on ${entry.date}. Log meals for that period, or widen 'nutritionDays'.`, [
      { field: 'nutritionDays', message: 'No food logged' },
    ]);
  }
  const facts = analyseCorrelation({
    entry: snapshot(entry),
    history: history.map(snapshot),
    windows,
    person: personOf(user),
    targets: nutritionTargets(targetProfileOf(user)),
    foods: deps.foodCatalog,
  });
  return store(deps, user, { type: AnalysisType.correlation, model, facts, days, bloodworkEntry: entry });
}

export async function findOwnAnalysis(deps: Pick<ServiceDeps, 'em'>, user: Pick<UserRecord, 'id'>, analysisId: string): Promise<Analysis | null> {
  return deps.em.findOne(Analysis, { id: analysisId, user: user.id });
}

export async function getOwnAnalysis(deps: Pick<ServiceDeps, 'em'>, user: Pick<UserRecord, 'id'>, analysisId: string): Promise<Analysis> {
  const analysis = await findOwnAnalysis(deps, user, analysisId);
  if (!analysis) throw notFound('Analysis');
  return analysis;
}

export async function listAnalyses(
  deps: Pick<ServiceDeps, 'em'>,
  user: User,
  { type, window }: { type: AnalysisType | null; window: { offset: number; limit: number } },
) {
  return deps.em.findAndCount(Analysis, type ? { user: user.id, type } : { user: user.id }, {
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    offset: window.offset,
    limit: window.limit,
  });
}

export async function deleteAnalysis(deps: Pick<ServiceDeps, 'em'>, user: User, analysisId: string): Promise<void> {
  const deleted = await deps.em.nativeDelete(Analysis, { id: analysisId, user: user.id });
  if (deleted === 0) throw notFound('Analysis');
}

/** A second model's prose for the same facts, stored beside the first; counts as one AI analysis. */
export async function addSecondOpinion(deps: AnalysisDeps, user: User, input: { analysisId: string; secondOpinionModel: string }): Promise<Analysis> {
  const analysis = await getOwnAnalysis(deps, user, input.analysisId);
  const model = chooseModel(deps.config.ai, user, input.secondOpinionModel, 'secondOpinionModel');
  if (model.id === analysis.model) {
    throw badInput(`This analysis was written with ${model.id}; choose a different model for a second opinion.`, [
      { field: 'secondOpinionModel', message: 'Same model' },
    ]);
  }
  return withUsage(deps.em, deps.config.ai, user, 'aiAnalyses', async () => {
    const written = await write(deps, model, analysis.type, analysis.facts);
    analysis.secondOpinionModel = model.id;
    analysis.secondOpinion = {
      model: model.id,
      modelUsed: written.modelUsed,
      engine: written.engine as AnalysisEngine,
      fallbackReason: null,
      summary: written.summary,
      explanations: written.explanations,
      createdAt: deps.clock.now().toISOString(),
    };
    await deps.em.flush();
    return analysis;
  });
}
