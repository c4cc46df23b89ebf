import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { offlineSpeechText, MAX_OFFLINE_SPOKEN_CHARACTERS } from '../../../ai/offlineSpeech.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
let admin: TestUser;

// No OpenAI key: a Pro user's spoken reply comes from the offline synthesizer (eSpeak NG in WebAssembly).
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin({ OFFLINE_TTS_TIMEOUT_MS: '60000' }));
}, 60_000);
afterAll(() => server.close());

const body = { message: 'hello', type: 'general', conversationHistory: [], clientDate: '2026-11-23', clientTime: '08:00', tts: true };

describe('speech without OpenAI text-to-speech', () => {
  it('speaks the reply offline as a WAV for a Pro user who asks for audio, and never for a free user', async () => {
    const pro = await createUser(server);
    await server.rest('PATCH', `/admin/users/${pro.id}/upgrade`, { token: admin.token, body: {} });
    const spoken = await server.rest('POST', '/ai-assistant/chat', { token: pro.token, body });
    expect(spoken.status).toBe(200);
    const audio = spoken.body.audio as string;
    expect(audio).toMatch(/^data:audio\/wav;base64,/);
    const wav = Buffer.from(audio.slice('data:audio/wav;base64,'.length), 'base64');
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    // Real speech: well over a second of 16-bit samples at 22 050 Hz.
    expect(wav.length).toBeGreaterThan(44_100);

    const free = await createUser(server);
    const silent = await server.rest('POST', '/ai-assistant/chat', { token: free.token, body });
    expect(silent.status).toBe(200);
    expect(silent.body.audio).toBeNull();
  }, 90_000);

  it('reads the text as words, never as command-line options, and only so much of it', () => {
    expect(offlineSpeechText('--help me')).toBe('help me');
    expect(offlineSpeechText('a\u0000b')).toBe('a b');
    expect(offlineSpeechText('x'.repeat(5000))).toHaveLength(MAX_OFFLINE_SPOKEN_CHARACTERS);
  });
});
