import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { availableModels, canUseModel, defaultModel, modelCatalog, setupHint } from '../../ai/modelCatalog.js';
import { Role } from '../users/user.enums.js';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import { AnalysisType } from './analysis.entity.js';
import { AnalyzeBloodworkInput, AnalyzeCorrelationInput, AnalyzeNutritionInput, DeleteAnalysisInput, SecondOpinionInput } from './analysis.input.js';
import * as analyses from './analysis.service.js';
import { AiModelView, AnalysisConnection, AnalysisView } from './analysis.type.js';

const PAGE_SIZE = 10;

registerNodeType('Analysis', async (ctx, id) => {
  const analysis = ctx.viewerRecord ? await analyses.findOwnAnalysis(serviceDeps(ctx), ctx.viewerRecord, id) : null;
  return analysis && new AnalysisView(analysis);
});

@ObjectType()
class AnalysisPayload {
  @Field(() => AnalysisView) analysis!: AnalysisView;
  @Field(() => Viewer, { description: "Carries the month's usage after this request." }) viewer!: Viewer;
}

@ObjectType()
class DeleteAnalysisPayload {
  @Field(() => ID) deletedAnalysisId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

const payload = (view: AnalysisView, ctx: Context): AnalysisPayload => ({ analysis: view, viewer: new Viewer(ctx.viewer!) });

@Resolver()
export class AnalysisResolver {
  @Query(() => [AiModelView], {
    description:
      'The models this server can run (with no AI provider configured, only the built-in engine), with the tier each needs. ' +
      'Admins may pass includeUnavailable to also see the unconfigured ones and what enables them.',
  })
  aiModels(@Arg('includeUnavailable', () => Boolean, { defaultValue: false }) includeUnavailable: boolean, @Ctx() ctx: Context): AiModelView[] {
    const isAdmin = ctx.viewer?.role === Role.admin;
    const models = includeUnavailable && isAdmin ? modelCatalog(ctx.config.ai) : availableModels(ctx.config.ai);
    const defaultId = defaultModel(ctx.config.ai).id;
    return models.map((model) => ({
      id: model.id,
      label: model.label,
      provider: model.provider,
      available: model.available,
      vision: model.vision,
      tier: model.tier,
      isAllowed: ctx.viewer ? canUseModel(model, ctx.viewer.tier) : false,
      isDefault: model.id === defaultId,
      setupHint: isAdmin ? setupHint(model) : null,
    }));
  }

  @Authorized()
  @Mutation(() => AnalysisPayload, { description: 'Nutrition analysis of the last `days` days (one AI analysis).' })
  async analyzeNutrition(@Arg('input', () => AnalyzeNutritionInput) input: AnalyzeNutritionInput, @Ctx() ctx: Context) {
    return payload(new AnalysisView(await analyses.analyzeNutrition(serviceDeps(ctx), ctx.viewer!, input)), ctx);
  }

  @Authorized()
  @Mutation(() => AnalysisPayload, { description: 'Bloodwork analysis (Pro; PAYMENT_REQUIRED otherwise).' })
  async analyzeBloodwork(@Arg('input', () => AnalyzeBloodworkInput) input: AnalyzeBloodworkInput, @Ctx() ctx: Context) {
    const bloodworkEntryId = idOf('BloodworkEntry', input.bloodworkId, 'bloodworkId');
    return payload(new AnalysisView(await analyses.analyzeBloodwork(serviceDeps(ctx), ctx.viewer!, { bloodworkEntryId, model: input.model })), ctx);
  }

  @Authorized()
  @Mutation(() => AnalysisPayload, { description: 'Diet–bloodwork correlation for one entry and the food logged before it.' })
  async analyzeCorrelation(@Arg('input', () => AnalyzeCorrelationInput) input: AnalyzeCorrelationInput, @Ctx() ctx: Context) {
    const bloodworkEntryId = input.bloodworkId ? idOf('BloodworkEntry', input.bloodworkId, 'bloodworkId') : null;
    return payload(
      new AnalysisView(
        await analyses.analyzeCorrelation(serviceDeps(ctx), ctx.viewer!, { bloodworkEntryId, nutritionDays: input.nutritionDays, model: input.model }),
      ),
      ctx,
    );
  }

  @Authorized()
  @Mutation(() => AnalysisPayload, { description: "A second model's prose for the same facts (one AI analysis)." })
  async requestSecondOpinion(@Arg('input', () => SecondOpinionInput) input: SecondOpinionInput, @Ctx() ctx: Context) {
    const analysisId = idOf('Analysis', input.analysisId, 'analysisId');
    return payload(
      new AnalysisView(await analyses.addSecondOpinion(serviceDeps(ctx), ctx.viewer!, { analysisId, secondOpinionModel: input.secondOpinionModel })),
      ctx,
    );
  }

  @Authorized()
  @Mutation(() => DeleteAnalysisPayload)
  async deleteAnalysis(@Arg('input', () => DeleteAnalysisInput) input: DeleteAnalysisInput, @Ctx() ctx: Context): Promise<DeleteAnalysisPayload> {
    const analysisId = idOf('Analysis', input.analysisId, 'analysisId');
    await analyses.deleteAnalysis(serviceDeps(ctx), ctx.viewer!, analysisId);
    return { deletedAnalysisId: toGlobalId('Analysis', analysisId), viewer: new Viewer(ctx.viewer!) };
  }
}

@Resolver(() => Viewer)
export class AnalysisViewerResolver {
  @FieldResolver(() => AnalysisConnection, { description: 'Stored analyses, newest first, optionally of one type.' })
  async analyses(
    @Root() viewer: Viewer,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('type', () => AnalysisType, { nullable: true }) type: AnalysisType | null,
    @Ctx() ctx: Context,
  ) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await analyses.listAnalyses(serviceDeps(ctx), viewer.user, { type, window });
    return toConnection(
      rows.map((row) => new AnalysisView(row)),
      total,
      window,
    );
  }

  @FieldResolver(() => AnalysisView, { description: 'One analysis; NOT_FOUND unless it is the viewer’s.' })
  async analysis(@Root() viewer: Viewer, @Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return new AnalysisView(await analyses.getOwnAnalysis(serviceDeps(ctx), viewer.record, idOf('Analysis', id)));
  }
}
