import { GraphQLRequestError, networkError, type GraphQLErrorCode } from '../../relay/graphqlErrors';
import { sessionRejected } from '../../relay/network';
import { readToken } from '../../relay/sessionToken';

export const CHAT_STREAM_URL = '/api/ai-assistant/chat/stream';

export interface ChatRequest {
  message: string;
  type: 'app' | 'nutrition' | 'general';
  conversationHistory: { role: string; content: string }[];
  clientDate: string;
  clientTime: string;
  tts: boolean;
}

/** The final event: exactly the body of `POST /api/ai-assistant/chat` (snake_case suggestion fields, as the spec has them). */
export interface StreamedReply {
  response: string;
  loggedFood: { id: string }[];
  mealType: string | null;
  date: string | null;
  mealSuggestions: { id: string; name: string; description: string; estimated_calories: number; reason: string; prep_time: string }[];
  audio: string | null;
}

interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits server-sent events off the front of `buffer`; returns them and what is left (an event not yet complete). */
export function takeEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

function parse<T>(data: string): T {
  try {
    return JSON.parse(data) as T;
  } catch {
    throw new GraphQLRequestError('The assistant sent a reply that could not be read.', 'INTERNAL_SERVER_ERROR');
  }
}

/**
 * Sends one chat message to the streaming endpoint. `onText` gets the reply written so far each time a configured
 * model sends more; the promise resolves with the final answer (the text to keep, logged food, suggestions, audio).
 * Errors reject with a GraphQLRequestError carrying the server's code and text (403 over the limit, 502 provider).
 */
export async function streamAssistantReply(request: ChatRequest, onText: (textSoFar: string) => void): Promise<StreamedReply> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(CHAT_STREAM_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(request),
    });
  } catch {
    throw networkError();
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    // An error before anything was streamed is the ordinary JSON error with its status.
    if (response.status === 401) sessionRejected(token);
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new GraphQLRequestError(body?.message ?? `The server answered ${response.status}.`, (body?.error ?? 'INTERNAL_SERVER_ERROR') as GraphQLErrorCode);
  }
  const reader = response.body?.getReader();
  if (!reader) throw networkError();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw networkError();
    }
    buffer += chunk.done ? decoder.decode() + '\n\n' : decoder.decode(chunk.value, { stream: true });
    const { events, rest } = takeEvents(buffer);
    buffer = rest;
    for (const { event, data } of events) {
      if (event === 'delta') {
        text += parse<{ text: string }>(data).text;
        onText(text);
      } else if (event === 'done') {
        void reader.cancel().catch(() => undefined);
        return parse<StreamedReply>(data);
      } else if (event === 'error') {
        const error = parse<{ error?: string; message?: string }>(data);
        throw new GraphQLRequestError(error.message ?? 'The assistant failed.', (error.error ?? 'INTERNAL_SERVER_ERROR') as GraphQLErrorCode);
      }
    }
    if (chunk.done) throw networkError();
  }
}
