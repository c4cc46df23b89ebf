import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { AiConfig } from '../config.js';
import { clientFor } from './aiClients.js';
import { AiProviderError, type AiFailureKind } from './aiErrors.js';
import type { AiModel } from './modelCatalog.js';

/** A function the model may call; `run` does the real work (database, parsers) and returns JSON for the model. */
export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>): Promise<unknown>;
}

export interface ToolChatRequest {
  config: AiConfig;
  model: AiModel;
  system: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
  tools: ChatTool[];
  /** When set, completions are streamed and the words of the reply are passed on as they arrive. */
  onDelta?: (text: string) => void;
}

export interface ToolChatResult {
  content: string;
  /** Every tool result, in call order, so the caller can check the prose's numbers against them. */
  toolResults: { name: string; result: unknown }[];
}

const MAX_ROUNDS = 4;
const ATTEMPTS = 2;

class AiTimeoutError extends Error {
  override readonly name = 'AiTimeoutError';
}
class AiMalformedError extends Error {
  override readonly name = 'AiMalformedError';
}

function failureKind(error: unknown): AiFailureKind {
  if (error instanceof AiMalformedError) return 'malformed_output';
  if (error instanceof AiTimeoutError || error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.RateLimitError) return 'rate_limited';
  return 'provider_error';
}

interface CompletedMessage {
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

function toolsOf(request: ToolChatRequest): ChatCompletionTool[] {
  return request.tools.map((tool): ChatCompletionTool => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}

/** A streamed completion read to its end: words go to `onDelta` as they come, tool calls are put together from their pieces. */
async function streamedCompletion(
  request: ToolChatRequest,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
  onDelta: (text: string) => void,
  onStarted: () => void,
): Promise<CompletedMessage> {
  const stream = await clientFor(request.config, request.model).chat.completions.create(
    { model: request.model.id, messages, tools: toolsOf(request), temperature: 0.3, stream: true },
    { signal, maxRetries: 0 },
  );
  let content = '';
  const calls: { id: string; name: string; arguments: string }[] = [];
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta;
    if (!delta) continue;
    if (delta.content) {
      content += delta.content;
      onStarted();
      onDelta(delta.content);
    }
    for (const piece of delta.tool_calls ?? []) {
      const call = (calls[piece.index] ??= { id: '', name: '', arguments: '' });
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name += piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
    }
  }
  const toolCalls = calls.filter(Boolean).map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } }));
  return { content: content || null, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) };
}

/**
 * One completion with our own deadline; a failure is retried once, then becomes an AiProviderError. A streamed
 * completion that already passed words on is not retried (the reader would see them twice).
 */
async function complete(request: ToolChatRequest, messages: ChatCompletionMessageParam[]): Promise<CompletedMessage> {
  let lastError: unknown;
  let hasStreamed = false;
  for (let attempt = 1; attempt <= ATTEMPTS && !hasStreamed; attempt += 1) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), request.config.timeoutMs);
    try {
      const message = await (
        request.onDelta
          ? streamedCompletion(request, messages, deadline.signal, request.onDelta, () => (hasStreamed = true))
          : clientFor(request.config, request.model)
              .chat.completions.create(
                { model: request.model.id, messages, tools: toolsOf(request), temperature: 0.3 },
                { signal: deadline.signal, maxRetries: 0 },
              )
              .then((completion) => completion.choices[0]?.message as CompletedMessage | undefined)
      ).catch((error: unknown) => {
        throw deadline.signal.aborted ? new AiTimeoutError(`No answer within ${request.config.timeoutMs} ms`, { cause: error }) : error;
      });
      if (!message || (!message.content && !message.tool_calls?.length)) throw new AiMalformedError('The model returned neither text nor tool calls.');
      return message;
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  const kind = failureKind(lastError);
  throw new AiProviderError(kind, request.model.id, `AI request to ${request.model.id} failed (${kind})`, { cause: lastError });
}

function parseArguments(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Lets a model answer with tools: it may call our functions (which read the database and do every number), read
 * their JSON results and call again, for at most four rounds; its final text is the answer. Arguments that are not
 * JSON are answered with an error the model can correct; a model that never settles on an answer is malformed output.
 */
export async function runToolChat(request: ToolChatRequest): Promise<ToolChatResult> {
  const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: request.system }, ...request.history, { role: 'user', content: request.message }];
  const toolResults: ToolChatResult['toolResults'] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const reply = await complete(request, messages);
    const calls = (reply.tool_calls ?? []).filter((call) => call.type === 'function');
    if (calls.length === 0) return { content: reply.content!.trim(), toolResults };
    messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const tool = request.tools.find((candidate) => candidate.name === call.function.name);
      const args = parseArguments(call.function.arguments);
      let result: unknown;
      if (!tool) result = { error: `There is no tool named ${call.function.name}.` };
      else if (!args) result = { error: 'The arguments were not a JSON object; call the tool again with valid JSON.' };
      else {
        result = await tool.run(args);
        toolResults.push({ name: tool.name, result });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  throw new AiProviderError('malformed_output', request.model.id, `The model kept calling tools for ${MAX_ROUNDS} rounds without answering.`);
}

/** Numbers the prose may contain: those in the tool results and the user's own words (rounded as people write them). */
export function numbersNotIn(prose: string, sources: unknown[]): number[] {
  const allowed = new Set<number>();
  const collect = (text: string) => {
    for (const match of text.matchAll(/\d+(?:[.,]\d+)?/g)) {
      const value = Number(match[0].replace(',', '.'));
      allowed.add(value);
      allowed.add(Math.round(value));
      allowed.add(Math.round(value * 10) / 10);
    }
  };
  for (const source of sources) collect(typeof source === 'string' ? source : JSON.stringify(source));
  return [...prose.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.'))).filter((value) => !allowed.has(value) && value > 12);
}
