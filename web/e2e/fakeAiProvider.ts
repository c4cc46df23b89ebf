// A local OpenAI-compatible provider for journeys that need a configured model: it streams chat replies word by word
// (calling the assistant's log_food or suggest_meals tool first when the message asks to log something or for ideas) and plays a vision model that
// sees rice and chicken on any photo. It records what it was sent, so a journey can check the photo left no metadata.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Message = { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] | null };

export interface FakeAiProvider {
  baseUrl: string;
  /** Data URLs of every image a vision request carried. */
  images: string[];
  close(): Promise<void>;
}

export const STREAMED_REPLY =
  'Here is how your day looks so far. You still have room for a balanced dinner: lean protein, a portion of whole grains and plenty of vegetables.';
export const WORD_DELAY_MS = 60;

export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  const images: string[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      // Pro replies are spoken: a few bytes stand for the audio.
      if (request.url?.endsWith('/audio/speech')) return void response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3 e2e'));
      const body = JSON.parse(raw || '{}') as { model: string; messages: Message[]; stream?: boolean };
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'cmpl-e2e', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const complete = (message: Record<string, unknown>) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'cmpl-e2e',
            object: 'chat.completion',
            created: 1,
            model: body.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: null, ...message } }],
          }),
        );

      const image = body.messages.flatMap((message) => (Array.isArray(message.content) ? message.content : [])).find((part) => part.type === 'image_url');
      if (image?.image_url) {
        images.push(image.image_url.url);
        return complete({
          content: JSON.stringify({
            items: [
              { food: 'white rice, cooked', grams: 180, confidence: 0.8 },
              { food: 'chicken breast', grams: 120, confidence: 0.7 },
            ],
          }),
        });
      }

      const toolMessages = body.messages.filter((message) => message.role === 'tool');
      const lastUser = [...body.messages].reverse().find((message) => message.role === 'user');
      const userText = typeof lastUser?.content === 'string' ? lastUser.content : '';
      const logRequest = /^log (.+)$/i.exec(userText.trim());
      const wantsIdeas = /suggest/i.test(userText);
      const tool = logRequest ? { name: 'log_food', arguments: { description: logRequest[1] } } : wantsIdeas ? { name: 'suggest_meals', arguments: {} } : null;
      if (tool && toolMessages.length === 0) {
        const call = { id: 'call-1', type: 'function', function: { name: tool.name, arguments: JSON.stringify(tool.arguments) } };
        if (!body.stream) return complete({ tool_calls: [call] });
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, ...call }] }));
        response.write(chunk({}, 'tool_calls'));
        return void response.end('data: [DONE]\n\n');
      }
      const text = logRequest ? 'Done! I logged that for you.' : wantsIdeas ? 'Here are some ideas that fit what you have left today.' : STREAMED_REPLY;
      if (!body.stream) return complete({ content: text });
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ role: 'assistant', content: '' }));
      const words = text.split(/(?<= )/);
      let index = 0;
      const next = () => {
        if (response.destroyed) return;
        if (index < words.length) {
          response.write(chunk({ content: words[index] }));
          index += 1;
          setTimeout(next, WORD_DELAY_MS);
          return;
        }
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    images,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
