import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { Finding } from '../../ai/engine/findings.js';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { Tier } from '../users/user.enums.js';
import { Analysis, AnalysisEngine, AnalysisType, type StoredSecondOpinion } from './analysis.entity.js';

@ObjectType('AIModel', { description: 'A model a client can choose for AI features.' })
export class AiModelView {
  @Field(() => String) id!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'openai, gemini, compatible (self-hosted) or builtin.' }) provider!: string;
  @Field(() => Boolean, { description: 'Its provider is configured (always true in the list users get).' }) available!: boolean;
  @Field(() => Boolean, { description: 'Can read photos.' }) vision!: boolean;
  @Field(() => Tier, { description: 'The lowest tier that may use it.' }) tier!: Tier;
  @Field(() => Boolean, { description: 'Whether the signed-in user may choose it (false when signed out).' }) isAllowed!: boolean;
  @Field(() => Boolean, { description: 'The model used when a request names none (the built-in engine when no provider is configured).' }) isDefault!: boolean;
  @Field(() => String, { nullable: true, description: 'Admins only: what to configure to enable an unavailable model.' }) setupHint!: string | null;
}

@ObjectType('NutrientIntake')
export class NutrientIntakeView {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float, { description: 'Food plus supplements per logged day.' }) dailyAverage!: number;
  @Field(() => Float) fromSupplements!: number;
  @Field(() => Float, { nullable: true, description: "The user's own daily target (calories, macros)." }) target!: number | null;
  @Field(() => Float, { nullable: true, description: 'The dietary reference intake for the user’s age and sex.' }) reference!: number | null;
  @Field(() => String, { nullable: true, description: 'RDA or AI.' }) referenceKind!: string | null;
  @Field(() => Float, { nullable: true, description: 'Tolerable upper intake level.' }) upperLimit!: number | null;
  @Field(() => String, { nullable: true, description: 'total, or supplements (the UL applies to supplements only).' }) upperLimitScope!: string | null;
  @Field(() => Float, { nullable: true, description: 'An amount to stay under (sodium, saturated fat, caffeine).' }) limit!: number | null;
  @Field(() => Float, { nullable: true }) percentOfReference!: number | null;
  @Field(() => Float, { description: 'Share (0–1) of logged calories from items that report this nutrient.' }) coverage!: number;
}

@ObjectType('FoodContribution')
export class FoodContributionView {
  @Field(() => String, { nullable: true }) foodId!: string | null;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: 'Total over the window.' }) amount!: number;
  @Field(() => String) unit!: string;
  @Field(() => Float) sharePercent!: number;
}

@ObjectType('FoodSuggestion')
export class FoodSuggestionView {
  @Field(() => String) foodId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) portion!: string;
  @Field(() => Float) grams!: number;
  @Field(() => Float, { description: 'In one portion.' }) amount!: number;
  @Field(() => String) unit!: string;
  @Field(() => Float) percentOfReference!: number;
}

@ObjectType('MarkerReading')
export class MarkerReadingView {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => Float) value!: number;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true }) refLow!: number | null;
  @Field(() => Float, { nullable: true }) refHigh!: number | null;
  @Field(() => String, { nullable: true }) flag!: string | null;
  @Field(() => String) explanation!: string;
  @Field(() => Float, { nullable: true }) previousValue!: number | null;
  @Field(() => LocalDateResolver, { nullable: true }) previousDate!: string | null;
  @Field(() => Float, { nullable: true }) change!: number | null;
  @Field(() => Float, { nullable: true }) changePercent!: number | null;
}

@ObjectType('CorrelationPoint')
export class CorrelationPointView {
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => Float, { description: 'Average daily intake in the window before this test.' }) intake!: number;
  @Field(() => Float) value!: number;
}

@ObjectType('Correlation')
export class CorrelationView {
  @Field(() => String) nutrientKey!: string;
  @Field(() => String) markerKey!: string;
  @Field(() => Int) n!: number;
  @Field(() => Float, { nullable: true }) pearson!: number | null;
  @Field(() => Float, { nullable: true }) spearman!: number | null;
  @Field(() => [CorrelationPointView]) points!: CorrelationPointView[];
  @Field(() => String) caveat!: string;
}

@ObjectType('AnalysisFinding')
export class AnalysisFindingView {
  constructor(
    private readonly finding: Finding,
    private readonly written: string,
  ) {}

  @Field(() => String, { description: 'Stable within the analysis.' }) get id(): string {
    return this.finding.id;
  }
  @Field(() => String, {
    description:
      'macro_vs_target, nutrient_gap, nutrient_excess, top_foods, marker_out_of_range, marker_pattern, marker_change, diet_marker_link, measured_correlation or data_note.',
  })
  get kind(): string {
    return this.finding.kind;
  }
  @Field(() => String, { description: 'info, mild, moderate or significant.' }) get severity(): string {
    return this.finding.severity;
  }
  @Field(() => String) get title(): string {
    return this.finding.title;
  }
  @Field(() => String, { description: 'The facts in one or two sentences (built-in engine).' }) get detail(): string {
    return this.finding.detail;
  }
  @Field(() => String, { description: 'The explanation written by the engine or model that wrote this analysis.' }) get explanation(): string {
    return this.written;
  }
  @Field(() => NutrientIntakeView, { nullable: true }) get nutrient() {
    return this.finding.nutrient ?? null;
  }
  @Field(() => MarkerReadingView, { nullable: true }) get marker() {
    return this.finding.marker ?? null;
  }
  @Field(() => [FoodContributionView]) get foods() {
    return this.finding.foods ?? [];
  }
  @Field(() => [FoodSuggestionView]) get suggestions() {
    return this.finding.suggestions ?? [];
  }
  @Field(() => CorrelationView, { nullable: true }) get correlation() {
    return this.finding.correlation ?? null;
  }
  @Field(() => [String]) get markerKeys(): string[] {
    return this.finding.markerKeys ?? [];
  }
  @Field(() => [String]) get nutrientKeys(): string[] {
    return this.finding.nutrientKeys ?? [];
  }
}

@ObjectType('AnalysisWindow')
export class AnalysisWindowView {
  @Field(() => LocalDateResolver) from!: string;
  @Field(() => LocalDateResolver) to!: string;
  @Field(() => Int) days!: number;
  @Field(() => Int) loggedDays!: number;
}

@ObjectType('SecondOpinion')
export class SecondOpinionView {
  constructor(
    private readonly opinion: StoredSecondOpinion,
    private readonly analysis: Analysis,
  ) {}

  @Field(() => String) get model(): string {
    return this.opinion.model;
  }
  @Field(() => String) get modelUsed(): string {
    return this.opinion.modelUsed;
  }
  @Field(() => AnalysisEngine) get engine(): AnalysisEngine {
    return this.opinion.engine;
  }
  @Field(() => String, { nullable: true }) get fallbackReason(): string | null {
    return this.opinion.fallbackReason;
  }
  @Field(() => String) get summary(): string {
    return this.opinion.summary;
  }
  @Field(() => [AnalysisFindingView], { description: 'The same findings, explained by the second model.' }) get findings(): AnalysisFindingView[] {
    return this.analysis.facts.findings.map((finding) => new AnalysisFindingView(finding, this.opinion.explanations[finding.id] ?? finding.detail));
  }
  @Field(() => Date) get createdAt(): Date {
    return new Date(this.opinion.createdAt);
  }
}

@ObjectType('Analysis', { implements: Node })
export class AnalysisView {
  constructor(readonly analysis: Analysis) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('Analysis', this.analysis.id);
  }
  @Field(() => String) get internalID(): string {
    return this.analysis.id;
  }
  @Field(() => AnalysisType) get type(): AnalysisType {
    return this.analysis.type;
  }
  @Field(() => ID, { nullable: true, description: 'The bloodwork entry analysed (null for nutrition, or once the entry is deleted).' })
  get bloodworkId(): string | null {
    return this.analysis.bloodworkEntry ? toGlobalId('BloodworkEntry', this.analysis.bloodworkEntry.id) : null;
  }
  @Field(() => Int, { nullable: true, description: 'Nutrition: days analysed; correlation: nutrition days before the test.' }) get days(): number | null {
    return this.analysis.days;
  }
  @Field(() => String, { description: 'The model asked for.' }) get model(): string {
    return this.analysis.model;
  }
  @Field(() => String, { description: "What wrote the prose: 'builtin' or a model id." }) get modelUsed(): string {
    return this.analysis.modelUsed;
  }
  @Field(() => AnalysisEngine) get engine(): AnalysisEngine {
    return this.analysis.engine;
  }
  @Field(() => String, { nullable: true, description: "Why the built-in engine ran instead: 'model_unavailable'." }) get fallbackReason(): string | null {
    return this.analysis.fallbackReason;
  }
  @Field(() => String) get summary(): string {
    return this.analysis.summary;
  }
  @Field(() => String) get disclaimer(): string {
    return this.analysis.disclaimer;
  }
  @Field(() => AnalysisWindowView, { nullable: true }) get window() {
    return this.analysis.facts.window;
  }
  @Field(() => [AnalysisFindingView], { description: 'Most severe first.' }) get findings(): AnalysisFindingView[] {
    return this.analysis.facts.findings.map((finding) => new AnalysisFindingView(finding, this.analysis.explanations[finding.id] ?? finding.detail));
  }
  @Field(() => [NutrientIntakeView], { description: 'Intake against targets and DRIs (nutrition, correlation).' }) get nutrients() {
    return this.analysis.facts.nutrients;
  }
  @Field(() => [MarkerReadingView], { description: 'Lab values against their ranges (bloodwork, correlation).' }) get markers() {
    return this.analysis.facts.markers;
  }
  @Field(() => [String]) get caveats(): string[] {
    return this.analysis.facts.caveats;
  }
  @Field(() => String, { nullable: true }) get secondOpinionModel(): string | null {
    return this.analysis.secondOpinionModel;
  }
  @Field(() => SecondOpinionView, { nullable: true }) get secondOpinion(): SecondOpinionView | null {
    return this.analysis.secondOpinion ? new SecondOpinionView(this.analysis.secondOpinion, this.analysis) : null;
  }
  @Field(() => Date) get createdAt(): Date {
    return this.analysis.createdAt;
  }
}

export const AnalysisConnection = connectionType(AnalysisView, 'Analysis');
