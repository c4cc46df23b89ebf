// Shorthand of English chat, typed in a hurry: the vowels dropped ("chkn", "brwn", "dbl"), words cut short ("sm",
// "lrg") or respelt by sound ("chz"). Each stands for one everyday word whatever the food, so it is written out before
// the sentence is cut into foods ("mac n chz" must be read as "mac and cheese", one dish).

const SHORTHAND: Record<string, string> = {
  chkn: 'chicken',
  chk: 'chicken',
  ckn: 'chicken',
  chikn: 'chicken',
  chikin: 'chicken',
  chix: 'chicken',
  chx: 'chicken',
  chz: 'cheese',
  chs: 'cheese',
  brwn: 'brown',
  blk: 'black',
  lil: 'little',
  wht: 'white',
  whl: 'whole',
  dbl: 'double',
  trpl: 'triple',
  sndwch: 'sandwich',
  sammich: 'sandwich',
  sammie: 'sandwich',
  sando: 'sandwich',
  trky: 'turkey',
  tky: 'turkey',
  grld: 'grilled',
  grlld: 'grilled',
  frd: 'fried',
  bkd: 'baked',
  scrmbld: 'scrambled',
  choc: 'chocolate',
  straw: 'strawberry',
  van: 'vanilla',
  pepp: 'pepperoni',
  qtr: 'quarter',
  slc: 'slice',
  slcs: 'slices',
  ww: 'whole wheat',
  ftlong: 'footlong',
  ftlng: 'footlong',
  frm: 'from',
  b4: 'before',
  bfast: 'breakfast',
  brekkie: 'breakfast',
  aftr: 'after',
  ppl: 'people',
  hr: 'hour',
  hrs: 'hours',
  // Chains by their initials or nicknames.
  mcd: 'mcdonalds',
  mcds: 'mcdonalds',
  bk: 'burger king',
  tbell: 'taco bell',
  dq: 'dairy queen',
  sbux: 'starbucks',
  cfa: 'chick fil a',
  md: 'medium',
  lrg: 'large',
  sml: 'small',
  xtra: 'extra',
  xlg: 'extra large',
  cc: 'cream cheese',
  evoo: 'extra virgin olive oil',
};

// "strawberry shake" yes, but "a straw" and "a van" are no food words: those two only stand before a dessert or drink.
const ONLY_BEFORE_SWEET = new Set(['straw', 'van']);
const SWEET = /^\s+(?:ice cream|shakes?|milkshakes?|smoothies?|yogh?urts?|froyo|frosty|cake|cupcakes?|latte|pudding|protein)\b/;

// "cc" is cream cheese only once something it is spread on was named ("bagel w/ cc"), and never a measure ("5 cc of
// milk"); elsewhere it is no known word.
const ONLY_AFTER_BREAD = new Set(['cc']);
const BREAD = /\b(?:bagels?|toast|english muffins?|crackers?|bread|rolls?|spread)\b/;

// Food and drink emoji by the word their Unicode name gives. An emoji names the food only where no word does: first in
// the sentence or after a separator or an amount ("🍕 x2", "2 🌮"), or after a word that only describes it ("2 glasses
// red 🍷"). After a food's name it only decorates it ("hot cocoa ☕", "snickers 🍫"), and every other pictograph (a
// face, a heart, a flame) says how the meal felt; both are dropped.
const FOOD_EMOJI: Record<string, string> = {
  '🍷': 'wine',
  '🍺': 'beer',
  '🍻': 'beer',
  '🍸': 'cocktail',
  '🍹': 'cocktail',
  '🥂': 'champagne',
  '☕': 'coffee',
  '🍵': 'tea',
  '🧋': 'bubble tea',
  '🥛': 'milk',
  '🍕': 'pizza',
  '🍔': 'hamburger',
  '🍟': 'french fries',
  '🌭': 'hot dog',
  '🌮': 'taco',
  '🌯': 'burrito',
  '🍣': 'sushi',
  '🍝': 'spaghetti',
  '🍚': 'rice',
  '🍞': 'bread',
  '🥐': 'croissant',
  '🥯': 'bagel',
  '🥞': 'pancakes',
  '🧇': 'waffle',
  '🥚': 'egg',
  '🥓': 'bacon',
  '🥩': 'steak',
  '🍎': 'apple',
  '🍏': 'apple',
  '🍌': 'banana',
  '🍓': 'strawberry',
  '🍇': 'grapes',
  '🍊': 'orange',
  '🍉': 'watermelon',
  '🍑': 'peach',
  '🍒': 'cherries',
  '🫐': 'blueberries',
  '🥑': 'avocado',
  '🥗': 'salad',
  '🍩': 'doughnut',
  '🍪': 'cookie',
  '🍰': 'cake',
  '🎂': 'cake',
  '🍫': 'chocolate',
  '🍦': 'ice cream',
  '🍨': 'ice cream',
};
const PICTOGRAPH = /\p{Extended_Pictographic}[\u{FE0F}\u{200D}\p{Emoji_Modifier}]*/gu;

const NAMES_NO_FOOD_BEFORE =
  /(?:(?:^|[,;+&:\n]|\b(?:and|with|w\/|plus|of))\s*(?:(?:\d+\s*x?|an?|some)\s+)?(?:(?:[a-z]+\s+)?(?:red|white|rose|rosé|iced|hot|cold|black|green)\s+)?|\p{Extended_Pictographic}\u{FE0F}?\s*)$/u;

function emojiAsWords(text: string): string {
  return text.replace(PICTOGRAPH, (emoji, offset: number) => {
    const word = FOOD_EMOJI[emoji.replace(/[\u{FE0F}\u{200D}]/gu, '')];
    return word && NAMES_NO_FOOD_BEFORE.test(text.slice(0, offset)) ? ` ${word} ` : ' ';
  });
}

export function expandChatShorthand(text: string): string {
  // A measure's shorthand may be glued to its number ("2slc ww bread"), and a shorthand may hold a digit ("b4").
  return emojiAsWords(text.toLowerCase()).replace(/(?<![a-z_'-])[a-z][a-z\d]*(?![\w'-])/g, (word, offset: number, whole: string) => {
    const meant = SHORTHAND[word];
    if (!meant) return word;
    if (ONLY_BEFORE_SWEET.has(word) && !SWEET.test(whole.slice(offset + word.length))) return word;
    if (ONLY_AFTER_BREAD.has(word) && (!BREAD.test(whole.slice(0, offset)) || /^\s+of\b/.test(whole.slice(offset + word.length)))) return word;
    return meant;
  });
}
