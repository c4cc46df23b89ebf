import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where the words of a model's reply go while it is still writing them: set by the streaming chat endpoint around
 * the request, read by the model path. Nothing is set for ordinary requests, and the built-in engine never streams
 * (its whole answer is ready at once).
 */
const sinks = new AsyncLocalStorage<(text: string) => void>();

export function withReplyStream<T>(sink: (text: string) => void, work: () => Promise<T>): Promise<T> {
  return sinks.run(sink, work);
}

export function replyStream(): ((text: string) => void) | undefined {
  return sinks.getStore();
}
