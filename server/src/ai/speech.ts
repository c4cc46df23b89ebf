import OpenAI from 'openai';
import type { AiConfig } from '../config.js';
import { speakOffline } from './offlineSpeech.js';

const MAX_SPOKEN_CHARACTERS = 4000;

/** A reply as it should be heard: no markdown marks, bullets read as sentences. */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/\*\*/g, '')
    .replace(/^\s*[-*•]\s+/gm, '')
    .replace(/\n{2,}/g, '\n')
    .trim()
    .slice(0, MAX_SPOKEN_CHARACTERS);
}

/**
 * The reply spoken as a data URL the browser can play: by OpenAI text-to-speech when OpenAI is configured, otherwise
 * by the offline synthesizer (eSpeak NG). Null when neither can (the text answer stands on its own, so speech never
 * fails a chat).
 */
export async function speakReply(config: AiConfig, text: string, onError: (error: unknown) => void): Promise<string | null> {
  if (!config.openai) {
    try {
      return await speakOffline(spokenText(text), config.offlineSpeechTimeoutMs ?? 10_000);
    } catch (error) {
      onError(error);
      return null;
    }
  }
  const client = new OpenAI({ apiKey: config.openai.apiKey, baseURL: config.openai.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
  try {
    const response = await client.audio.speech.create(
      { model: 'tts-1', voice: 'alloy', input: spokenText(text), response_format: 'mp3' },
      { signal: deadline.signal },
    );
    return `data:audio/mpeg;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch (error) {
    onError(error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
