import { createServer } from 'node:net';
import { startBenchServer } from './benchServer.js';
import { HELD_OUT_CASES, MEAL_TEXT_CASES } from './assistant-meal-text.cases.js';
import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';

// `npm run bench:assistant`: (1) text-logging accuracy of the built-in engine on the development set, against
// references worked out by hand from USDA portions; (2) chat latency over 200 mixed messages, one at a time.
process.env.FREE_AI_ASSISTANT_MESSAGES = '100000';
process.env.FREE_AI_FOOD_QUERIES = '100000';
const CLIENT_DATE = '2026-11-23';

// A free port: other benchmarks may be running on this machine.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const server = await startBenchServer(port);
try {
  async function register(): Promise<string> {
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench.${Date.now()}.${Math.random()}@nutri.dev`, password: 'bench password 123', firstName: 'Bench', weight: 75 }),
    });
    return ((await response.json()) as { token: string }).token;
  }
  async function chat(
    token: string,
    message: string,
    clientDate = CLIENT_DATE,
  ): Promise<{ ms: number; body: { response: string; loggedFood: { nutrition: { calories: number } }[] } }> {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/ai-assistant/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ message, type: 'general', conversationHistory: [], clientDate, clientTime: '12:00' }),
    });
    const body = (await response.json()) as { response: string; loggedFood: { nutrition: { calories: number } }[] };
    if (response.status !== 200) throw new Error(`chat ${response.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  }

  // (1) accuracy: each sentence from a fresh user, so no recent foods steer the match.
  const catalog = await loadFoodCatalog();
  const byName = new Map(catalog.foods.map((food) => [food.name, food]));
  const families = new Map<string, { n: number; within: number; ape: number }>();
  const misses: string[] = [];
  for (const sample of [...MEAL_TEXT_CASES, ...HELD_OUT_CASES]) {
    const reference = sample.reference.reduce((sum, [name, grams]) => {
      const food = byName.get(name);
      if (!food) throw new Error(`reference food not in the dataset: ${name}`);
      return sum + ((food.nutrients.energy_kcal ?? 0) * grams) / 100;
    }, 0);
    const { body } = await chat(await register(), sample.sentence);
    const logged = body.loggedFood.reduce((sum, item) => sum + item.nutrition.calories, 0);
    const error = Math.abs(logged - reference) / reference;
    const family = families.get(sample.family) ?? { n: 0, within: 0, ape: 0 };
    family.n += 1;
    family.ape += error;
    if (error <= 0.15) family.within += 1;
    else misses.push(`  ${Math.round(error * 100)}%  "${sample.sentence}": reference ${Math.round(reference)} kcal, logged ${Math.round(logged)} kcal`);
    families.set(sample.family, family);
  }
  console.log(`Text logging accuracy (${MEAL_TEXT_CASES.length} sentences; reference = hand-picked USDA food and portion)`);
  let n = 0;
  let within = 0;
  let ape = 0;
  for (const [name, family] of families) {
    if (name === 'held out') continue;
    console.log(
      `  ${name.padEnd(22)} n=${String(family.n).padStart(2)}  within ±15 %: ${Math.round((100 * family.within) / family.n)} %  MAPE ${((100 * family.ape) / family.n).toFixed(1)} %`,
    );
    n += family.n;
    within += family.within;
    ape += family.ape;
  }
  console.log(`  ${'all'.padEnd(22)} n=${n}  within ±15 %: ${Math.round((100 * within) / n)} %  MAPE ${((100 * ape) / n).toFixed(1)} %`);
  const heldOut = families.get('held out');
  if (heldOut) {
    console.log(
      `  ${'held out (not tuned on)'.padEnd(22)} n=${heldOut.n}  within ±15 %: ${Math.round((100 * heldOut.within) / heldOut.n)} %  MAPE ${((100 * heldOut.ape) / heldOut.n).toFixed(1)} %`,
    );
  }
  console.log('Outside ±15 %:');
  console.log(misses.join('\n'));

  // (2) latency: 200 mixed messages from one user (logging, day questions, food facts, help, suggestions, chat).
  const mixed = [
    ...MEAL_TEXT_CASES.map((sample) => sample.sentence),
    'how much protein have I had today?',
    "what's left for dinner?",
    'how much vitamin C is in an orange?',
    'compare oats and rice per 100 g',
    'how do I upload my bloodwork?',
    'what does Pro include?',
    'suggest a high protein dinner',
    'any snack ideas?',
    'hello',
    'who won the world cup?',
  ];
  // Spread over a month of days, as a real user's messages are.
  const dayOf = (index: number) => `2026-11-${String(1 + (index % 28)).padStart(2, '0')}`;
  const token = await register();
  const times: number[] = [];
  for (let index = 0; index < 200; index += 1) times.push((await chat(token, mixed[index % mixed.length]!, dayOf(index))).ms);
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  console.log(`Chat latency, built-in engine, 200 mixed messages one at a time: p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${times.at(-1)!.toFixed(1)} ms`);
} finally {
  await server.stop();
}
