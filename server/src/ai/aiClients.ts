import OpenAI from 'openai';
import type { AiConfig, AiProviderConfig } from '../config.js';
import type { AiModel } from './modelCatalog.js';

const clients = new WeakMap<AiProviderConfig, OpenAI>();

/**
 * One `openai` SDK client per configured provider (OpenAI, Gemini's OpenAI-compatible endpoint, a self-hosted
 * server). The SDK's own retries are off: callers retry once themselves so a request's time stays bounded.
 */
export function clientFor(config: AiConfig, model: AiModel): OpenAI {
  const provider = model.provider === 'builtin' ? undefined : config[model.provider];
  if (!provider) throw new Error(`AI provider ${model.provider} is not configured`);
  let client = clients.get(provider);
  if (!client) {
    client = new OpenAI({ apiKey: provider.apiKey, baseURL: provider.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });
    clients.set(provider, client);
  }
  return client;
}
