import { addDays } from '../../users/calendar.js';
import { MealType, mealTypeForTime } from '../../food/mealType.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const MEAL_WORDS: [RegExp, MealType][] = [
  [/\b(breakfast|brekkie|brekky|bfast|brunch|this morning)\b/, MealType.breakfast],
  [/\b(lunch|at noon|lunchtime)\b/, MealType.lunch],
  // "fish fingers for tea": in Britain and Australia tea is also the evening meal.
  [/\b(dinner|supper|tonight|this evening|for (?:my |our )?tea)\b/, MealType.dinner],
  [/\b(snacks?|snacking|dessert)\b/, MealType.snack],
];

/** The meal a sentence names ("for breakfast", "at dinner", "this morning"), if any. */
export function mealNamedIn(text: string): MealType | null {
  const lower = text.toLowerCase();
  return MEAL_WORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

/** Spec section 9: the meal the text names, else the one for the client's local time, else a snack. */
export function mealTypeFor(text: string, clientTime: string | null | undefined): MealType {
  return mealNamedIn(text) ?? (clientTime ? mealTypeForTime(clientTime) : null) ?? MealType.snack;
}

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * The day a sentence names, relative to the client's date: "yesterday", "the day before yesterday", "on Monday"
 * (the most recent Monday, today included), "last Monday" (a Monday before today). Null when it names none.
 */
export function dateNamedIn(text: string, clientDate: string): string | null {
  const lower = text.toLowerCase();
  if (/\bday before yesterday\b/.test(lower)) return addDays(clientDate, -2);
  if (/\byesterday\b|\blast night\b/.test(lower)) return addDays(clientDate, -1);
  if (/\btoday\b|\btonight\b|\bthis (morning|afternoon|evening)\b/.test(lower)) return clientDate;
  const weekday = /\b(last|on|this past)?\s*(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.exec(lower);
  if (!weekday) return null;
  const wanted = WEEKDAYS.indexOf(weekday[2]!);
  let back = (weekdayOf(clientDate) - wanted + 7) % 7;
  if (back === 0 && weekday[1] === 'last') back = 7;
  return addDays(clientDate, -back);
}

// Holidays said with the word that makes them a time ("for thanksgiving", "at christmas dinner", "over easter"); said
// bare they can name a food ("christmas pudding", "easter eggs"), and "from thanksgiving" says the food was left over.
const HOLIDAY = String.raw`\b(?:for|at|on|over|during)\s+(?:the\s+)?(?:thanksgiving|friendsgiving|christmas(?:\s+(?:eve|day))?|xmas|easter|new\s+year'?s?(?:\s+(?:eve|day))?|the holidays|passover|hanukkah|diwali|eid|halloween|(?:the\s+)?(?:4th|fourth) of july|july (?:4th|fourth)|memorial day|labor day)\b`;

// "sausages for tea", "what we had at teatime": the evening meal said as tea (not "biscuits with tea", the drink).
const EVENING_TEA = String.raw`\b(?:for|at) (?:my |our |the )?tea(?:time)?\b`;

// "a pie on my lunch break", "crisps on the tea break": the pause from work the food was eaten in.
const WORK_BREAK = String.raw`\b(?:on|during|in) (?:my|our|the|a) (?:(?:lunch|coffee|tea|morning|afternoon|smoko|short|quick)\s+)?break\b`;

// "keto day 4", "day 12 of my cut", "week 3 whole30": which day or week of a diet or a challenge the meal fell on.
const DIET = String.raw`(?:keto|paleo|whole ?30|carnivore|vegan|diet|cut|cutting|bulk|bulking|fast|fasting|detox|cleanse|challenge|streak|program)`;
const DAY_OF_DIET = String.raw`\b(?:${DIET}\s+)?(?:day|week)\s+\d+\b(?:\s+(?:of|on)\s+(?:(?:my|the|a|this)\s+)?(?:[a-z]+\s+)?${DIET}\b|\s+${DIET}\b)?`;
// "2 margaritas at happy hour", "happy hr w work ppl": the bar's hour of cheap drinks says when.
const HAPPY_HOUR = String.raw`\b(?:(?:at|during|for|after)\s+)?happy hour\b`;

/**
 * Words that only say when or which meal ("for lunch", "at the catered lunch", "after dinner", "for thanksgiving", "3am");
 * removed before the foods are read (not "breakfast" in "breakfast burrito", nor "snack" in "a snack cup of applesauce"
 * or "a snack-size bag").
 */
export const TIME_AND_MEAL_PHRASES = new RegExp(
  String.raw`${HOLIDAY}|${EVENING_TEA}|${WORK_BREAK}|${DAY_OF_DIET}|${HAPPY_HOUR}|` +
    /\b(?:(?:for|at|during|with|as|in|before|after)\s+(?:(?:my|an?|the|our)\s+(?:(?:catered|late[- ]night|late|early|quick|light|big|small|working|team|office|business|family|holiday|school|work|potluck|buffet|birthday|company|staff|second|mid-?morning|mid-?afternoon|morning|afternoon|evening|midnight|bedtime|after-?school|(?:pre|post)-?workout)\s+)?)?)?(?:(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s+)?(?:breakfast|brekkie|brekky|bfast|brunch|lunch|lunchtime|dinner|supper|snacks?|dessert)\b(?!\s+(?:burritos?|sandwich(?:es)?|biscuits?|sausages?|rolls?|meat|bars?|cakes?|casserole|potatoes|tacos?|wraps?|pizza|bowls?|cereal|platter|skillet|hash|quesadillas?|links?|patt(?:y|ies)|mix|wine|cups?|bags?|packs?)\b|[- ]size\b)|\b(?:on\s+|last\s+|this past\s+)?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b|\b(?:the\s+day\s+before\s+)?yesterday\b|\btoday\b|\btonight\b|\blast night\b|\b(?:this|(?:early |late )?in the) (?:morning|afternoon|evening)\b|\bthis [ap]m\b|\b(?:late )?at night\b|\bat noon\b|\b(?:at|around|after|before|past)\s+midnight\b|\b\d{1,2}(?::\d\d)?\s*[ap]m\b|\b(?:at|around)\s+\d{1,2}(?::\d\d\s*(?:am|pm)?|\s*(?:am|pm|o'?clock)|(?=\s*(?:$|[,.;]|(?:i|we|had|ate|and|then|for|with)\b)))/
      .source,
  'g',
);

// The people a meal is eaten with, cooked by or given to: family by any name (in-laws and steps too), partners, friends,
// children by age ("my 4yo", "my 10 year old") and the people of work and home. "baby", "chef" or "king" name foods too
// ("baby carrots", "chef salad"), so they are no person here.
export const PEOPLE = String.raw`(?:(?:mother|father|sister|brother|son|daughter)s?[- ]in[- ]law|in[- ]laws|(?:step|grand)?(?:mum|mom|mother|dad|father|parent|son|daughter|kid|child)s?|grand(?:kid|child)(?:ren|s)?|(?:work|office|school|gym) (?:people|friends|buddies|crew|folks)|people|folks|crew|mums|moms|mommy|mummy|mam|daddy|parents|granny|grandma|grandpa|gran|nana|nan|nanna|nonna|nonno|abuela|abuelo|lola|lolo|tita|tito|tia|tio|aunt|auntie|aunty|uncle|cousins?|sisters?|brothers?|sis|bro|siblings?|children|toddlers?|teens?|teenagers?|little ones?|youngest|eldest|oldest|twins|niece|nephew|nieces|nephews|wife|husband|hubby|wifey|partner|spouse|fiance|fiancee|bf|gf|boyfriend|girlfriend|friends?|(?<=\b(?:my|our|his|her|their) )mate|mates|buddy|buddies|pals?|besties?|family|guys|girls|lads|roommates?|flatmates?|housemates?|neighbou?rs?|coworkers?|co-workers?|colleagues?|boss|team|guests?|everyone|\d+\s*(?:yo|y\/o|yrs? old|years? old|year-old|month old|mo))`;

// Gatherings a meal is eaten at ("at the wedding", "at a baby shower", "at her graduation").
const OCCASIONS = String.raw`party|wedding|game|bbq|barbecue|cookout|potluck|picnic|festival|fair|fete|birthday|debut|graduation|funeral|wake|reunion|shower|christening|baptism|communion|anniversary|recital|fundraiser|book club|club|meeting|practice|rehearsal|class|service`;

/**
 * "string cheese between my morning classes", "a yogurt before the 10 o'clock meeting", "pop-tarts during finals week",
 * "goldfish, afternoon slump", "cheez its, long day": when, said by what the eater was at or how the day went, names no
 * food.
 */
export const DAY_AROUND_THE_MEAL = new RegExp(
  String.raw`\b(?:before|after|between|during)\s+(?:(?:my|the|a|an|our)\s+)?(?:[a-z\d':]+\s+){0,2}?(?:${OCCASIONS}|lecture|seminar|exam|finals|shift|workout)(?:e?s)?(?:\s+week)?\b|\b(?:(?:after|on)\s+)?(?:an?\s+)?(?:long|rough|busy|hard|crazy|stressful|tough)\s+(?:day|week|night|shift)\b|\b(?:morning|afternoon|midday|mid-?afternoon|post-?lunch|\d{1,2}\s*pm)\s+slump\b`,
  'g',
);

/** Everyday places said bare after "at" ("at work", "at school"): where a food was eaten, never a food or a chain. */
const EVERYDAY_PLACES = String.raw`home|work|school|church|college|uni|university|practice|camp`;

/**
 * Places said after "at" that are no chain: a home, work, school, an occasion or someone's house ("at the game", "at
 * uni", "at my moms place", "at a birthday party"). Any other place named without an article ("at chipotle") is the
 * chain's name. A regular expression's source, to be anchored where it is used.
 */
export const PLACE_NOT_A_CHAIN = String.raw`(?:the|a|an|my|our|his|her|their|your|this|that|${EVERYDAY_PLACES}|happy hour|recess|gym|[a-z]+(?:'s|s) (?:house|place)|(?:[a-z]+ )?(?:${OCCASIONS}))\b`;

/** Places where food is eaten that never name a food: "at work", "at the office", "at the park". */
export const PLACE_EATEN_AT = String.raw`(?:${EVERYDAY_PLACES}|the (?:office|gym|park|game|beach|pool|library|airport|station|stadium|mall|hospital)|my desk)`;

// "a banana on the bus", "chips on the couch", "a juice box in the car", "a snickers on the third floor": what the
// eater rode or sat on or in, or the floor they were on, is no food on which the food went.
export const RIDING_OR_SITTING_ON =
  /\bon (?:the|a|my|our) (?:bus|train|plane|flight|subway|metro|tube|tram|ferry|boat|commute|drive(?: home)?|couch|sofa|porch|beach|(?:[a-z\d]+ )?floor)\b|\bin (?:the|a|my|our) (?:car|truck|van|cab|taxi|uber|lyft)\b/g;

const HOMES = String.raw`house|place|home|flat|apartment`;
const EATING_PLACES = String.raw`joint|place|restaurant|shack|stand|truck|spot|diner|cafe|hut|pit|grill|bar|buffet`;
const POSSESSOR = String.raw`(?:my|our|his|her|their)`;

/**
 * "at my tia's house", "at my moms place", "at our place", "at my cousin's debut", "at grandma's", "at the office
 * birthday party": someone's home, or a gathering, is where the meal was eaten. Said with "my" or a person it is never
 * a chain's name, as "at wendy's" is.
 */
export const AT_SOMEONES_PLACE = new RegExp(
  [
    String.raw`\bat (?:${POSSESSOR}\s+(?:[a-z]+\s+)?[a-z]+|(?:the\s+)?(?:${PEOPLE}))(?:'s|s')(?:\s+(?:${HOMES}|${OCCASIONS}))?\b`,
    String.raw`\bat ${POSSESSOR}\s+(?:[a-z]+\s+)?[a-z]+s\s+(?:${HOMES})\b`,
    String.raw`\bat ${POSSESSOR}\s+(?:${HOMES})\b`,
    // "at the bbq joint", "at the fair stand": an occasion's word may name a kind of eating place, which is no occasion.
    String.raw`\bat (?:the\s+|an?\s+)?(?:[a-z]+\s+){0,2}(?:${OCCASIONS})\b(?!\s+(?:${EATING_PLACES})\b)`,
  ].join('|'),
  'g',
);

/**
 * Everyday words that never name a food: pronouns, the people above, what people do and say in every form, how they
 * feel, their health, the weather, the time, places and occasions. A part made only of them names no food, and none of
 * them is a misspelt or shortened food name ("each" is no peach, "kid" no kidney, "who" no whopper); said exactly they
 * still read in a name that holds them ("Good Friends" cereal, "house salad").
 */
export const EVERYDAY_WORDS = new Set(
  `i me my mine myself we us our ours ourselves you your yours he him his himself she her hers herself they them their
   theirs themselves it its itself who whom whose which this that these those someone everyone everybody each both every
   mum mom mommy mummy mother dad daddy father parent parents grandma grandpa grandmother grandfather granny gran nana
   nonna abuela lola lolo tita tito tia tio aunt auntie aunty uncle cousin cousins sister brother sis bro son daughter
   kid kids child children toddler youngest eldest oldest niece nephew wife husband hubby wifey partner spouse fiance
   fiancee bf gf boyfriend girlfriend friend friends buddy pal bestie roommate flatmate housemate neighbor neighbour
   coworker colleague boss guest guests law inlaws
   is are was were am be been being do does did done have has had having get gets got getting make makes made making
   eat eats ate eaten eating weigh weighed weighing measured manage manages managed finish finished try tried want wanted need needed love loved like
   liked enjoy enjoyed say says said tell told think thought feel feels felt feeling go goes went going come came
   coming working studying studied napping napped sleeping slept buy bought brought settle settles settled share shared heat heated warm warmed reheat reheated could would
   should will
   sick ill rough tired hungover hangover hungry starving sore unwell poorly better worse recovering recovery pain
   stomach tummy pneumonia flu covid cough surgery dental dentist doctor hospital
   chilly rainy snowy sunny windy weather today yesterday tonight afternoon evening night day week weekend
   time break food foods meal meals rest cheat under off pay paid treat treated cooking best worst celebrate celebrating
   wake table
   house home work office desk school church car trip birthday party wedding funeral debut graduation reunion anniversary
   christening baptism holiday vacation
   for to at in on from after before over with about around because since cause cuz
   really very so too just pretty super quite kinda also again even only still all of more much apparently
   good great delicious tasty yummy amazing awesome nice lovely perfect fine ok okay lol haha`.split(/\s+/),
);
