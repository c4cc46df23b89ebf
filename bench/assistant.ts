import { createServer } from 'node:net';
import os from 'node:os';
import { startBenchServer } from './benchServer.js';
import { registerBenchUser } from './benchLoad.js';
import { DEVELOPMENT_KINDS, MEAL_TEXT_CASES, MEAL_TEXT_SETS } from './assistant-meal-text.cases.js';
import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';

// `npm run bench:assistant`: (1) text-logging accuracy of the built-in engine on the development set, against
// references worked out by hand from USDA portions; (2) chat latency over 200 mixed messages, one at a time.
process.env.FREE_AI_ASSISTANT_MESSAGES = '100000';
process.env.FREE_AI_FOOD_QUERIES = '100000';
process.env.REGISTRATIONS_PER_IP = '1000000';
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
    return (await registerBenchUser(server.url, { weight: 75 })).token;
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

  // (1) accuracy (BENCH_ASSISTANT_ACCURACY=0 skips it, to time the chat alone on a quiet machine).
  if (process.env.BENCH_ASSISTANT_ACCURACY !== '0') {
    // Each sentence from a fresh user, so no recent foods steer the match.
    const catalog = await loadFoodCatalog();
    const byName = new Map(catalog.foods.map((food) => [food.name, food]));
    type Tally = { n: number; within: number; ape: number };
    const tallies = new Map<string, Tally>();
    const add = (key: string, error: number) => {
      const tally = tallies.get(key) ?? { n: 0, within: 0, ape: 0 };
      tally.n += 1;
      tally.ape += error;
      if (error <= 0.15) tally.within += 1;
      tallies.set(key, tally);
    };
    const misses: string[] = [];
    for (const sample of Object.values(MEAL_TEXT_SETS).flat()) {
      const reference = sample.reference.reduce((sum, [name, grams]) => {
        const food = byName.get(name);
        if (!food) throw new Error(`reference food not in the dataset: ${name}`);
        return sum + ((food.nutrients.energy_kcal ?? 0) * grams) / 100;
      }, 0);
      const { body } = await chat(await register(), sample.sentence);
      const logged = body.loggedFood.reduce((sum, item) => sum + item.nutrition.calories, 0);
      const error = Math.abs(logged - reference) / reference;
      const set = (DEVELOPMENT_KINDS as readonly string[]).includes(sample.family) ? 'dev' : sample.family;
      add(set, error);
      add(`${set}: ${sample.kind ?? sample.family}`, error);
      if (error > 0.15)
        misses.push(`  [${set}] ${Math.round(error * 100)}%  "${sample.sentence}": reference ${Math.round(reference)} kcal, logged ${Math.round(logged)} kcal`);
    }
    const line = (label: string, tally: Tally | undefined) =>
      tally &&
      console.log(
        `  ${label.padEnd(34)} n=${String(tally.n).padStart(2)}  within ±15 %: ${String(Math.round((100 * tally.within) / tally.n)).padStart(3)} %  MAPE ${((100 * tally.ape) / tally.n).toFixed(1)} %`,
      );
    console.log('Text logging accuracy on the built-in engine (reference = hand-picked USDA food and portion)');
    for (const [set, title] of [
      ['dev', 'Development set (rules were shaped on it)'],
      [
        'held out',
        'Held-out set (references written before the engine ran on it; its first run gave 60 % within ±15 %, MAPE 32.2 %; its misses were then seen while fixing rule families, never single sentences)',
      ],
      ['earlier held out', "Session 1's held-out set (results seen in session 2)"],
      ['blind 5', 'Session 5 blind set (references written before the engine ran on it; first run 62 % within ±15 %, MAPE 24.6 %; seen after the first run)'],
      [
        'blind 5b',
        "Session 5 second blind set (written after session 5's first fixes, before the engine ran on it; first run 84 % within ±15 %, MAPE 77.7 %, of which one sentence, '12 almonds' read as 12 ounces, gave 2310 %; seen after the first run)",
      ],
      ['blind 6', 'Session 6 blind set (references written before the engine ran on it; first run 77 % within ±15 %, MAPE 15.7 %; seen after the first run)'],
      [
        'blind 6b',
        "Session 6 second blind set (written after session 6's fixes, before the engine ran on it; first run 80 % within ±15 %, MAPE 53.3 %, of which '15 pretzels' read as 15 bags gave 1800 %; seen after the first run)",
      ],
      ['blind 7', 'Session 7 blind set (references written before the engine ran on it; first run 58 % within ±15 %, MAPE 26.0 %; seen after the first run)'],
      [
        'blind 7b',
        "Session 7 second blind set (written after session 7's fixes, before the engine ran on it; first run 85 % within ±15 %, MAPE 5.8 %; seen after the first run)",
      ],
      [
        'blind 7c',
        'Session 7 third blind set (written after the second round of fixes, before the engine ran on it; first run 89 % within ±15 %, MAPE 6.1 % (in-process debug run); seen after the first run)',
      ],
      ['blind 8', 'Session 8 blind set (references written before the engine ran on it; first run 85 % within ±15 %, MAPE 9.2 %; seen after the first run)'],
      [
        'blind 8b',
        "Session 8 second blind set (written after session 8's first fixes, before the engine ran on it; first run 85 % within ±15 %, MAPE 12.5 % (in-process debug run); seen after the first run)",
      ],
      [
        'blind 8c',
        "Session 8 third blind set (written after session 8's second round of fixes, before the engine ran on it; first run 95 % within ±15 %, MAPE 1.3 % (in-process debug run); seen after the first run)",
      ],
      [
        'blind 9',
        "Session 9 blind set (two to four foods a sentence, vague helpings, drinks with what goes in them; written after session 9's fixes, before the engine ran on it; first run 60 % within ±15 %, MAPE 40.5 % (in-process debug run); seen after the first run)",
      ],
      [
        'blind 9b',
        "Session 9 second blind set (two or three foods a sentence; written after session 9's third round of fixes, before the engine ran on it; first run 85 % within ±15 %, MAPE 15.2 % (in-process debug run); seen after the first run)",
      ],
      [
        'blind 10',
        'Session 10 blind set (forty sentences as people type them; written before the engine ran on it; first run 63 % within ±15 %, MAPE 30.9 % (in-process debug run); seen after the first run)',
      ],
      [
        'blind 10b',
        "Session 10 second blind set (written after session 10's first fixes, before the engine ran on it; first run 85 % within ±15 %, MAPE 28.2 % (in-process debug run); seen after the first run)",
      ],
      [
        'blind 10c',
        "Session 10 third blind set (written after round 2's convention and chain fixes, before the engine ran on it; first run 90 % within ±15 %, MAPE 4.9 % (in-process debug run); seen after the first run)",
      ],
      [
        'blind 11',
        'Session 11 blind set (85 sentences, many kitchens and chains, written by a helper who never saw the engine; first run 66 % within ±15 %, MAPE 28.2 % on the engine as the session began (in-process debug run); seen after the first run)',
      ],
      [
        'blind 11b',
        'Session 11 second blind set (50 sentences in typed chat style, written the same way; first run 54 % within ±15 %, MAPE 44.0 % on the engine as the session began (in-process debug run); seen after the first run)',
      ],
      [
        'blind 12',
        "Session 11 third blind set (66 dictated sentences, whole days in one line, home cooking; written the same way and kept from the session's fixes; first run 50 % within ±15 %, MAPE 33.0 % on the engine as the session began, 58 % / 27.1 % after the session's first two rounds (in-process debug runs); seen after that run)",
      ],
      [
        'blind 12b',
        "Session 11 fourth blind set (47 hurried chat sentences; written and kept the same way; first run 47 % within ±15 %, MAPE 45.5 % on the engine as the session began, 64 % / 31.9 % after the session's first two rounds (in-process debug runs); seen after that run)",
      ],
      [
        'blind 13',
        'Session 11 fifth blind set (53 sentences mixing plain, dictated and whole-day sentences, home cooking, chains, many kitchens, drinks with milk and sugar, handfuls and label weights; written by a helper who never read or ran the engine; first run 70 % within ±15 %, MAPE 27.0 % on the engine at the end of the session (58 % / 32.4 % on the engine as the session began) (in-process debug runs))',
      ],
      [
        'blind 13b',
        'Session 11 sixth blind set (33 hurried chat sentences with abbreviations, typos, ranges and fractions; written the same way; first run 73 % within ±15 %, MAPE 12.8 % on the engine at the end of the session (55 % / 30.6 % as the session began) (in-process debug runs))',
      ],
      ['blind 14', 'Session 12 blind set (60 sentences in mixed styles, written by a helper who never read or ran the engine; seen after its first run)'],
      ['blind 14b', 'Session 12 second blind set (35 hurried chat sentences, written the same way; seen after its first run)'],
      ['blind 15', 'Session 12 third blind set (50 mixed sentences, kept from every helper until the last change; seen after its first run)'],
      ['blind 15b', 'Session 12 fourth blind set (30 hurried chat sentences, written the same way; seen after its first run)'],
      ['blind 16', 'Session 13 blind set (50 mixed sentences; first run 86 % within ±15 %, MAPE 7.5 % (in-process debug run); seen after it)'],
      ['blind 16b', 'Session 13 second blind set (40 hurried chat sentences; first run 80 %, MAPE 59.1 %; seen after it)'],
      ['blind 17', 'Session 13 third blind set (45 home-cooked and restaurant dishes; first run 78 %, MAPE 20.0 %; seen after it)'],
      ['blind 17b', 'Session 13 fourth blind set (35 hurried chat sentences; first run 77 %, MAPE 12.9 %; seen after it)'],
      ['blind 18', 'Session 13 fifth blind set (30 mixed sentences; first run 93 %, MAPE 1.7 %; seen after it)'],
      ['blind 18b', 'Session 13 sixth blind set (30 hurried chat sentences; first run 83 %, MAPE 25.1 %; seen after it)'],
      [
        'blind 19',
        'Session 14 blind set (45 mixed sentences, twelve kitchens, brands and drinks; first run 91 %, MAPE 10.3 % on the engine as the session began; seen after it)',
      ],
      ['blind 19b', 'Session 14 second blind set (35 hurried chat sentences; first run 77 %, MAPE 17.9 % on the engine as the session began; seen after it)'],
      [
        'blind 20',
        'Session 14 third blind set (40 mixed sentences: snacks, sweets, breakfasts, drinks, sandwiches from parts; first run 78 %, MAPE 55.8 % after the first round of fixes; seen after it)',
      ],
      ['blind 20b', 'Session 14 fourth blind set (35 hurried chat sentences; first run 77 %, MAPE 10.2 % after the first round of fixes; seen after it)'],
      [
        'blind 21',
        'Session 14 fifth blind set (40 mixed sentences, places and occasions said with the food; first run 73 %, MAPE 23.8 % after the second round of fixes; seen after it)',
      ],
      ['blind 21b', 'Session 14 sixth blind set (35 hurried chat sentences; first run 83 %, MAPE 6.0 % after the second round of fixes; seen after it)'],
      [
        'blind 22',
        'Session 15 blind set (40 mixed sentences, ten kitchens, chains, breakfast sandwiches, drinks; first run 68 %, MAPE 21.8 % on the engine as the session began; seen after it)',
      ],
      [
        'blind 22b',
        'Session 15 second blind set (40 dictated sentences as speech recognition writes them; first run 75 %, MAPE 15.0 % on the engine as the session began; seen after it)',
      ],
      [
        'blind 22c',
        'Session 15 third blind set (45 sentences of English as written outside the US; first run 29 %, MAPE 68.4 % on the engine as the session began; seen after it)',
      ],
      [
        'blind 23',
        'Session 15 fourth blind set (45 sentences, careful, hurried and dictated; first run 80 %, MAPE 21.0 % after the first round of fixes; seen after it)',
      ],
      [
        'blind 24',
        'Session 16 blind set (45 sentences, careful, hurried and dictated: fitness and meal prep, vegetarian and vegan, Southern and Tex-Mex home cooking, snacks and drinks through the day; first run 62 %, MAPE 29.4 % on the engine as the session began; seen after it)',
      ],
      [
        'blind 25',
        'Session 16 closing blind set (50 sentences, careful, hurried and dictated: parents, office workers, students, older adults and shift workers through a week, Thai, Vietnamese, Korean, Greek, Ethiopian, Jamaican, Cajun and diner meals, cookouts, brunch and baking; first run 42 %, MAPE 54.7 % on the engine as the session began, 44 % after the first round of fixes, still unseen; seen after it)',
      ],
      [
        'blind 26',
        'Session 16 second closing blind set (45 sentences, careful, hurried and dictated: a broad US week of breakfasts, lunches, home dinners, pizza, burger, sushi, Indian, Chinese, Mexican and steakhouse meals, snacks, sweets, coffee orders, juice, beer, wine and cocktails; first run 58 %, MAPE 37.9 % on the engine after the fixes of this session; seen after it)',
      ],
      [
        'blind 27',
        'Session 17 blind set (45 sentences, careful, hurried and dictated: Latino and Caribbean, Filipino, Middle Eastern and Persian, and Eastern European and German Midwest home cooking, and weight-loss plan food weighed and measured; first run 38 %, MAPE 56.9 %, on the engine as the session began; seen after it)',
      ],
      [
        'blind 28',
        "Session 17 blind set (45 sentences, careful, hurried and dictated: UK, Irish, Canadian and Australian foods with metric amounts, parents logging children's meals, carers logging for older and recovering adults; first run 29 %, MAPE 84.7 %, on the engine as the session began; seen after it)",
      ],
      [
        'blind 29',
        "Session 17 blind set (45 sentences, careful, hurried and dictated: a broad US week of night-shift nurses, college athletes, retirees, new parents and remote workers, Olive Garden, Panera, Subway, Chick-fil-A, Taco Bell, Panda Express, Starbucks and Dunkin', grocery-store prepared food, frozen meals, holiday leftovers, home baking, smoothies, protein bars, coffee drinks, beer and wine; first run 53 %, MAPE 52.0 %, on the engine after the blind 27 and 28 fixes (49 % on the engine as the session began); seen after it)",
      ],
      [
        'blind 30',
        'Session 17 blind set (40 sentences, careful, hurried and dictated: South Asian, Chinese, Korean and Japanese home cooking in US households, fast-casual bowls and salads (Chipotle, Qdoba, Sweetgreen, Cava, poke), keto and low-carb dieters and vegan eaters; first run 70 %, MAPE 33.2 %, on the engine at the end of the session (68 % on the engine as it began); seen after it)',
      ],
    ] as const) {
      console.log(title);
      for (const [key, tally] of [...tallies].filter(([key]) => key.startsWith(`${set}: `))) line(key.slice(set.length + 2), tally);
      line('all', tallies.get(set));
    }
    console.log('Outside ±15 %:');
    console.log(misses.join('\n'));
  }

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
  // Latency on a shared machine says little without its load: print it beside the figures.
  console.log(`  (1-minute load average at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
} finally {
  await server.stop();
}
