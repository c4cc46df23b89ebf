import type { AiConfig } from '../config.js';
import type { AnalysisFacts } from './engine/findings.js';
import { builtinSummary, type AnalysisKind } from './engine/summaryProse.js';
import type { AiModel } from './modelCatalog.js';
import { ANALYSIS_PROSE_SCHEMA, analysisProsePrompt, validateAnalysisProse } from './prompts/analysisProse.js';
import { generateStructured } from './structuredOutput.js';

export type AnalysisEngine = 'builtin' | 'language_model';

export interface WrittenAnalysis {
  engine: AnalysisEngine;
  /** The model that wrote the prose: 'builtin', or the model id. */
  modelUsed: string;
  summary: string;
  /** Finding id → explanation; findings the model skipped keep the built-in sentence. */
  explanations: Record<string, string>;
}

function builtin(kind: AnalysisKind, facts: AnalysisFacts): WrittenAnalysis {
  return {
    engine: 'builtin',
    modelUsed: 'builtin',
    summary: builtinSummary(kind, facts),
    explanations: Object.fromEntries(facts.findings.map((finding) => [finding.id, finding.detail])),
  };
}

/**
 * Writes the prose of an analysis from its computed facts: the built-in engine when the model is the built-in one or
 * its provider is not configured, else the model (throws AiProviderError when it fails).
 */
export async function writeAnalysis(config: AiConfig, model: AiModel, kind: AnalysisKind, facts: AnalysisFacts): Promise<WrittenAnalysis> {
  if (model.provider === 'builtin' || !model.available) return builtin(kind, facts);
  const prompt = analysisProsePrompt(kind, facts);
  const prose = await generateStructured({
    config,
    model,
    system: prompt.system,
    user: prompt.user,
    schemaName: 'analysis_prose',
    schema: ANALYSIS_PROSE_SCHEMA,
    validate: (value) => validateAnalysisProse(value, kind, facts),
  });
  const fallback = builtin(kind, facts).explanations;
  return {
    engine: 'language_model',
    modelUsed: model.id,
    summary: prose.summary,
    explanations: { ...fallback, ...Object.fromEntries(prose.findings.map((finding) => [finding.id, finding.explanation])) },
  };
}
