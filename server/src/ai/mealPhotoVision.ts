import type { AiConfig } from '../config.js';
import { clientFor } from './aiClients.js';
import { AiOutputInvalidError, AiProviderError } from './aiErrors.js';
import type { AiModel } from './modelCatalog.js';

/** What a vision model sees on the plate: food names and estimated grams only; nutrition comes from the database. */
export interface RecognisedFood {
  food: string;
  grams: number;
  confidence: number;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['food', 'grams', 'confidence'],
        properties: { food: { type: 'string' }, grams: { type: 'number' }, confidence: { type: 'number' } },
      },
    },
  },
};

const PROMPT =
  'List the foods and drinks visible in this meal photo. For each, give a short common food name as it would appear in the USDA food database (e.g. "scrambled eggs", "white rice, cooked"), your estimate of its weight in grams, and your confidence from 0 to 1. Do not give calories or nutrients. Answer with JSON only: {"items":[{"food":string,"grams":number,"confidence":number}]}. If there is no food, answer {"items":[]}.';

export function validateRecognised(value: unknown): RecognisedFood[] {
  const items = (value as { items?: unknown })?.items;
  if (!Array.isArray(items)) throw new AiOutputInvalidError('items is not a list');
  return items.slice(0, 12).map((item) => {
    const { food, grams, confidence } = (item ?? {}) as Record<string, unknown>;
    if (typeof food !== 'string' || !food.trim() || typeof grams !== 'number' || !(grams > 0 && grams <= 3000)) {
      throw new AiOutputInvalidError('an item is not {food, grams (1–3000), confidence}');
    }
    return {
      food: food.trim().slice(0, 100),
      grams: Math.round(grams),
      confidence: typeof confidence === 'number' ? Math.min(1, Math.max(0, confidence)) : 0.5,
    };
  });
}

/** Asks a vision model what is on the plate (one retry); failures become AiProviderError. */
export async function recogniseMealPhoto(config: AiConfig, model: AiModel, photo: { type: string; bytes: Buffer }, note: string): Promise<RecognisedFood[]> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
    try {
      const completion = await clientFor(config, model).chat.completions.create(
        {
          model: model.id,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: note ? `${PROMPT}\nThe user says: ${note.slice(0, 500)}` : PROMPT },
                { type: 'image_url', image_url: { url: `data:${photo.type};base64,${photo.bytes.toString('base64')}` } },
              ],
            },
          ],
          response_format:
            model.outputMode === 'json_schema'
              ? { type: 'json_schema', json_schema: { name: 'meal_photo', schema: SCHEMA, strict: true } }
              : { type: 'json_object' },
          temperature: 0.2,
        },
        { signal: deadline.signal, maxRetries: 0 },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new AiOutputInvalidError('no content');
      return validateRecognised(JSON.parse(content));
    } catch (error) {
      lastError = deadline.signal.aborted ? new Error('timeout') : error;
    } finally {
      clearTimeout(timer);
    }
  }
  const kind =
    lastError instanceof AiOutputInvalidError || lastError instanceof SyntaxError
      ? 'malformed_output'
      : lastError instanceof Error && lastError.message === 'timeout'
        ? 'timeout'
        : 'provider_error';
  throw new AiProviderError(kind, model.id, `Photo analysis with ${model.id} failed (${kind})`, { cause: lastError });
}
