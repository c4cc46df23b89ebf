import type { AiConfig } from '../config.js';
import { Tier } from '../modules/users/user.enums.js';

export type AiProvider = 'openai' | 'gemini' | 'compatible' | 'builtin';

/** How a provider is asked for JSON: a JSON schema it enforces, or JSON mode with the schema in the prompt. */
export type StructuredOutputMode = 'json_schema' | 'json_object';

export interface AiModel {
  id: string;
  label: string;
  provider: AiProvider;
  /** Its provider is configured (the built-in engine always is). */
  available: boolean;
  /** Can read photos (spec section 5: photo logging needs one of these). */
  vision: boolean;
  /** The lowest tier that may use it: free users get the default model and the built-in engine. */
  tier: Tier;
  outputMode: StructuredOutputMode;
}

export const BUILTIN_MODEL_ID = 'builtin';
export const DEFAULT_MODEL_ID = 'gpt-3.5-turbo';

type CatalogEntry = Omit<AiModel, 'available'>;

const HOSTED_MODELS: readonly CatalogEntry[] = [
  // gpt-3.5-turbo predates JSON-schema output; it gets JSON mode and the schema in the prompt.
  { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', provider: 'openai', vision: false, tier: Tier.free, outputMode: 'json_object' },
  { id: 'gpt-4o', label: 'GPT-4o', provider: 'openai', vision: true, tier: Tier.pro, outputMode: 'json_schema' },
  { id: 'gpt-4o-mini', label: 'GPT-4o mini', provider: 'openai', vision: true, tier: Tier.pro, outputMode: 'json_schema' },
  { id: 'gpt-4-turbo', label: 'GPT-4 Turbo', provider: 'openai', vision: true, tier: Tier.pro, outputMode: 'json_object' },
  { id: 'gemini-1.5-pro', label: 'Gemini 1.5 Pro', provider: 'gemini', vision: true, tier: Tier.pro, outputMode: 'json_schema' },
  { id: 'gemini-2.5-pro', label: 'Gemini 2.5 Pro', provider: 'gemini', vision: true, tier: Tier.pro, outputMode: 'json_schema' },
];

const BUILTIN: CatalogEntry = {
  id: BUILTIN_MODEL_ID,
  label: 'Built-in engine (no AI provider)',
  provider: 'builtin',
  vision: false,
  tier: Tier.free,
  outputMode: 'json_schema',
};

function isProviderConfigured(config: AiConfig, provider: AiProvider): boolean {
  if (provider === 'builtin') return true;
  return Boolean(config[provider]);
}

/** Every model a client can choose, in display order, with whether this deployment can run it. */
export function modelCatalog(config: AiConfig): AiModel[] {
  const compatible: CatalogEntry[] = (config.compatible?.models ?? []).map((name) => ({
    id: name,
    label: `${name} (self-hosted)`,
    provider: 'compatible',
    vision: false,
    tier: Tier.pro,
    outputMode: 'json_schema',
  }));
  const reserved = new Set([...HOSTED_MODELS, BUILTIN].map((model) => model.id));
  return [...HOSTED_MODELS, BUILTIN, ...compatible.filter((model) => !reserved.has(model.id))].map((model) => ({
    ...model,
    available: isProviderConfigured(config, model.provider),
  }));
}

/** What an admin sets to enable each provider (shown to admins only: users never see unconfigured models). */
const SETUP_HINTS: Record<Exclude<AiProvider, 'builtin'>, string> = {
  openai: 'Set OPENAI_API_KEY to enable the OpenAI models.',
  gemini: 'Set GEMINI_API_KEY to enable the Gemini models.',
  compatible: 'Set COMPATIBLE_AI_BASE_URL and COMPATIBLE_AI_MODELS to enable a self-hosted model.',
};

export function setupHint(model: AiModel): string | null {
  return model.available || model.provider === 'builtin' ? null : SETUP_HINTS[model.provider];
}

/** The models this deployment can run: the only ones offered to users. */
export function availableModels(config: AiConfig): AiModel[] {
  return modelCatalog(config).filter((model) => model.available);
}

/** gpt-3.5-turbo when OpenAI is configured (spec: the default preferred model), else the built-in engine. */
export function defaultModel(config: AiConfig): AiModel {
  const preferred = findModel(config, DEFAULT_MODEL_ID);
  return preferred?.available ? preferred : findModel(config, BUILTIN_MODEL_ID)!;
}

export function findModel(config: AiConfig, id: string): AiModel | undefined {
  return modelCatalog(config).find((model) => model.id === id);
}

export function canUseModel(model: AiModel, tier: Tier): boolean {
  return model.tier === Tier.free || tier === Tier.pro;
}
