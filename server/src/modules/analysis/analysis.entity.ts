import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import type { AnalysisFacts } from '../../ai/engine/findings.js';
import { BloodworkEntry } from '../bloodwork/bloodworkEntry.entity.js';
import { User } from '../users/user.entity.js';

export enum AnalysisType {
  nutrition = 'nutrition',
  bloodwork = 'bloodwork',
  correlation = 'correlation',
}
export enum AnalysisEngine {
  builtin = 'builtin',
  language_model = 'language_model',
}
registerEnumType(AnalysisType, { name: 'AnalysisType' });
registerEnumType(AnalysisEngine, { name: 'AnalysisEngine', description: 'What wrote the prose; the numbers always come from the data.' });

/** The prose a second model wrote from the same facts, kept beside the first. */
export interface StoredSecondOpinion {
  model: string;
  modelUsed: string;
  engine: AnalysisEngine;
  fallbackReason: string | null;
  summary: string;
  explanations: Record<string, string>;
  createdAt: string;
}

/** One stored analysis: the computed facts, the prose written from them, and which engine wrote it. */
@Entity({ tableName: 'analyses' })
@Index({ properties: ['user', 'createdAt'] })
// Admin analytics read a time window across all users.
@Index({ properties: ['createdAt'] })
export class Analysis {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => AnalysisType, nativeEnumName: 'analysis_type' })
  type: AnalysisType;

  /** The entry analysed (bloodwork, correlation); the analysis outlives the entry's deletion. */
  @ManyToOne(() => BloodworkEntry, { nullable: true, deleteRule: 'set null' })
  bloodworkEntry: BloodworkEntry | null = null;

  /** Nutrition: `days`; correlation: `nutritionDays`. */
  @Property({ type: 'integer', nullable: true })
  days: number | null = null;

  /** The model the user asked for. */
  @Property({ type: 'string', length: 100 })
  model: string;

  @Property({ type: 'string', length: 100 })
  modelUsed: string;

  @Enum({ items: () => AnalysisEngine, nativeEnumName: 'analysis_engine' })
  engine: AnalysisEngine;

  /** Why the built-in engine ran instead of the model asked for ('model_unavailable'). */
  @Property({ type: 'string', length: 40, nullable: true })
  fallbackReason: string | null = null;

  @Property({ type: 'text' })
  summary: string;

  @Property({ type: 'json' })
  facts: AnalysisFacts;

  @Property({ type: 'json' })
  explanations: Record<string, string>;

  @Property({ type: 'text' })
  disclaimer: string;

  @Property({ type: 'string', length: 100, nullable: true })
  secondOpinionModel: string | null = null;

  @Property({ type: 'json', nullable: true })
  secondOpinion: StoredSecondOpinion | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(fields: Pick<Analysis, 'user' | 'type' | 'model' | 'modelUsed' | 'engine' | 'summary' | 'facts' | 'explanations' | 'disclaimer'>) {
    this.user = fields.user;
    this.type = fields.type;
    this.model = fields.model;
    this.modelUsed = fields.modelUsed;
    this.engine = fields.engine;
    this.summary = fields.summary;
    this.facts = fields.facts;
    this.explanations = fields.explanations;
    this.disclaimer = fields.disclaimer;
  }
}
