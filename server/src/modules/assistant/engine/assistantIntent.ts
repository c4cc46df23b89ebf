/** What a chat message asks for, read by the built-in engine from its wording. */
export type AssistantIntent =
  'log_food' | 'day_intake' | 'day_remaining' | 'food_fact' | 'food_compare' | 'suggest_meals' | 'app_help' | 'medical' | 'greeting' | 'off_topic';

/** Whether the message says outright that it is food to log (a logging verb or a leading amount). */
export function isExplicitLogRequest(message: string): boolean {
  const text = message.trim().toLowerCase().replace(/[’`]/g, "'");
  return saysFoodToLog(text);
}

// "today: a banana for breakfast, …", "yesterday i had …": the day said first, then what was eaten.
const LEADING_DAY = /^(?:today|yesterday|tonight|last night|earlier today|this (?:morning|afternoon|evening))\b[:,-]?\s*/;

function saysFoodToLog(text: string): boolean {
  const statement = text.replace(LEADING_DAY, '');
  return LOG_VERB.test(statement) || LEADING_AMOUNT.test(statement);
}

export type ChatType = 'app' | 'nutrition' | 'general';

// "treat" is medical as a verb with its object ("treat my gout"), not as a food ("a rice krispie treat").
const MEDICAL =
  /\b(diagnos\w*|disease|diabet\w*|cancer|medication|medicine|pills?|prescri\w*|dosage|symptoms?|pain|pregnan\w*|allerg\w*|blood pressure|hypertension|insulin|cure|treatment|treating|treat (?:my|your|his|her|their|it|this|that|a|an|the)|doctor|kidney|liver disease|heart disease|eating disorder|anorexi\w*|bulimi\w*|overdose|sick|illness|infection)\b/;
const SUGGEST = /\b(suggest\w*|recommend\w*|ideas?|what should i (eat|have|cook|make)|what can i (eat|have|cook|make)|meal plan|recipes?)\b/;
const REMAINING = /\b(left|remaining|remain|budget|still (eat|have)|can i (still )?(eat|have)|room for)\b/;
const DAY_WITHOUT_TODAY = /\b(so far|have i (had|eaten)|did i (eat|have)|i('ve| have) (had|eaten)|my (intake|total|calories|protein|carbs|fat))\b/;
const DAY = new RegExp(`\\btoday\\b|${DAY_WITHOUT_TODAY.source}`);
const DAY_AMOUNT_WORD = /\b(calories|kcal|protein|carbs?|fat|fiber|fibre|sugar|sodium|intake|total|macros?|eaten)\b/;
const COMPARE = /\b(compare|comparison|versus|vs\.?|difference between|better)\b/;
const FACT =
  /\b(how (much|many)|calories in|(protein|carbs?|fat|fiber|fibre|sugar|sodium|vitamin \w+|iron|calcium|potassium|magnesium|zinc|caffeine) (is |are )?in|nutrition (of|in|for)|is there in|does .+ (have|contain)|what('s| is) in)\b/;
const LOG_VERB =
  /^(?:(?:ok|okay|please|so|also|and|just)\s+)*(?:(?:can you |could you |please )?(?:log|add|record|track)\b|(?:i|we)\s+(?:just\s+)?(?:had|ate|have eaten|'ve eaten|ve eaten|have had|'ve had|drank|grabbed|snacked on)\b|(?:i|we)'?m\s+(?:having|eating|drinking)\b|(?:had|ate|drank)\b|for (?:breakfast|lunch|dinner|supper|a snack)\b)/;
const LEADING_AMOUNT = /^(?:\d|½|¼|¾)|^(?:an?|one|two|three|four|five|six|half|a couple|some)\s/;
// "can of white claw" is an amount, not "can …?".
const QUESTION_START = /^(how|what|which|when|why|where|who|is|are|can(?! of\b)|could|should|do|does|did|will|would|tell me|explain|show me)\b/;
const APP =
  /\b(app|nutri|bloodwork|blood work|lab (report|results?)|upload|pdf|pro\b|premium|upgrade|subscription|plan|billing|cancel|account|password|delete my|profile|settings?|theme|dark mode|tour|tutorial|my foods|saved meals?|supplements? (log|page)|log (a )?supplement|analysis|analyses|export|reminder|notifications?|privacy|my data|usage|limit|photo logging|voice|assistant|install|pwa|offline|report)\b/;
const GREETING = /^(hi|hello|hey|yo|good (morning|afternoon|evening)|thanks?|thank you|cheers|ok|okay|cool|great)\b[!. ]*$/;
const FOOD_WORDS =
  /\b(eat|ate|food|meal|calorie|kcal|protein|carb|fat|fiber|fibre|sugar|vitamin|mineral|nutrient|nutrition|diet|breakfast|lunch|dinner|snack|drink|healthy|weight|macro)\w*\b/;

export function classifyMessage(message: string, type: ChatType): AssistantIntent {
  const text = message.trim().toLowerCase().replace(/[’`]/g, "'");
  if (GREETING.test(text)) return 'greeting';
  const isQuestion = text.endsWith('?') || QUESTION_START.test(text);
  if (!isQuestion && saysFoodToLog(text)) return 'log_food';
  if (MEDICAL.test(text)) return 'medical';
  if (SUGGEST.test(text) && !/\bhow do i\b/.test(text)) return 'suggest_meals';
  if (type === 'app' || (APP.test(text) && !FACT.test(text))) return APP.test(text) || type === 'app' ? 'app_help' : 'off_topic';
  if (REMAINING.test(text)) return 'day_remaining';
  // "pad thai with chicken for lunch today" says what was eaten and when; "protein today" asks about the day.
  if (DAY.test(text)) return isQuestion || DAY_WITHOUT_TODAY.test(text) || DAY_AMOUNT_WORD.test(text) ? 'day_intake' : 'log_food';
  if (COMPARE.test(text)) return 'food_compare';
  if (FACT.test(text)) return 'food_fact';
  if (isQuestion) return FOOD_WORDS.test(text) ? 'food_fact' : 'off_topic';
  // A statement that is none of the above is most likely a list of foods ("greek yogurt and berries"); the logger
  // checks that it names foods before treating it so.
  return 'log_food';
}
