import OpenAI from 'openai';
import type { AiConfig } from '../config.js';
import { clientFor } from './aiClients.js';
import { AiOutputInvalidError, AiProviderError, type AiFailureKind } from './aiErrors.js';
import type { AiModel } from './modelCatalog.js';

export interface StructuredRequest<T> {
  config: AiConfig;
  model: AiModel;
  system: string;
  user: string;
  schemaName: string;
  /** JSON schema of the answer (strict: every property required, no extras). */
  schema: Record<string, unknown>;
  /** Checks the parsed answer against the schema and the facts; throws AiOutputInvalidError when it is unusable. */
  validate: (value: unknown) => T;
}

const ATTEMPTS = 2;

/** Our own deadline fired (the SDK reports an aborted request as a generic connection error). */
class AiTimeoutError extends Error {
  override readonly name = 'AiTimeoutError';
}

function failureKind(error: unknown): AiFailureKind {
  if (error instanceof AiOutputInvalidError || error instanceof SyntaxError) return 'malformed_output';
  if (error instanceof AiTimeoutError || error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.RateLimitError) return 'rate_limited';
  return 'provider_error';
}

function responseFormat<T>(request: StructuredRequest<T>) {
  if (request.model.outputMode === 'json_schema') {
    return { type: 'json_schema' as const, json_schema: { name: request.schemaName, schema: request.schema, strict: true } };
  }
  return { type: 'json_object' as const };
}

async function attempt<T>(request: StructuredRequest<T>): Promise<T> {
  const client = clientFor(request.config, request.model);
  // JSON mode only promises JSON, so those models read the schema from the prompt; the answer is validated either way.
  const schemaHint =
    request.model.outputMode === 'json_object' ? `\n\nAnswer with one JSON object matching this JSON schema:\n${JSON.stringify(request.schema)}` : '';
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), request.config.timeoutMs);
  const completion = await client.chat.completions
    .create(
      {
        model: request.model.id,
        messages: [
          { role: 'system', content: request.system + schemaHint },
          { role: 'user', content: request.user },
        ],
        response_format: responseFormat(request),
        temperature: 0.3,
      },
      { signal: deadline.signal, maxRetries: 0 },
    )
    .catch((error: unknown) => {
      throw deadline.signal.aborted ? new AiTimeoutError(`No answer within ${request.config.timeoutMs} ms`, { cause: error }) : error;
    })
    .finally(() => clearTimeout(timer));
  const content = completion.choices[0]?.message?.content;
  if (!content) throw new AiOutputInvalidError('The model returned no content.');
  return request.validate(JSON.parse(content));
}

/**
 * Asks a model for JSON and validates it. Timeouts, rate limits, provider errors and unusable output are retried
 * once; a second failure becomes an AiProviderError naming what went wrong.
 */
export async function generateStructured<T>(request: StructuredRequest<T>): Promise<T> {
  let lastError: unknown;
  for (let attemptNumber = 1; attemptNumber <= ATTEMPTS; attemptNumber += 1) {
    try {
      return await attempt(request);
    } catch (error) {
      lastError = error;
    }
  }
  const kind = failureKind(lastError);
  throw new AiProviderError(kind, request.model.id, `AI request to ${request.model.id} failed (${kind})`, { cause: lastError });
}
