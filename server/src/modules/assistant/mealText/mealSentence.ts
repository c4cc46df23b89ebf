import { editDistanceWithin } from '../../food/search/foodVocabulary.js';

/** "rosé", "jalapeño", "café au lait": USDA names are written without accents. */
function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .normalize('NFC');
}

// Units people glue to the number ("330ml", "1.5cups", "2pcs"); "7up" and "v8" are names, so only these.
const GLUED_UNIT = /\b(\d+(?:[.,]\d+)?)(?=(?:g|gr|grams?|kg|oz|ounces?|ml|cl|l|lbs?|cups?|tbsps?|tsps?|pcs?|pieces?|slices?)\b)/g;

// Sounds and hedges of speech ("uh", "you know") and of chat ("lol") that say nothing about the food.
const SPOKEN_FILLERS =
  /\b(?:u+h+|u+m+|u+h+m+|e+r+m*|h+m+|you know|i mean|kind of|sort of|kinda|sorta|i guess|i believe|basically|literally|actually|honestly|like|lol|lmao|haha+|oh|ah|yeah|yep|or so)\b/g;

/**
 * Reads what people type in a hurry and what dictation writes as the plain words the splitter expects: "w" and "w/"
 * for with, "n" and "&" for and, "too" for two, units glued to numbers, fillers, abbreviation dots and misspelt meal words.
 */
export function plainMealSentence(text: string): string {
  return (
    withoutAccents(text.toLowerCase())
      .replace(/[’`]/g, "'")
      // "2 crumpets w butter", "steak w/ fries"; the w of "a&w" is a name.
      .replace(/(?<![\w&'])w\/\s*/g, 'with ')
      .replace(/(?<![\w&'])w(?![\w&'/])/g, 'with')
      // "mac n cheese", "a cup n a half", "fish 'n' chips", "chips & salsa".
      .replace(/([a-z])'n'([a-z])/g, '$1 and $2')
      .replace(/\s+(?:'?n'?|&)\s+/g, ' and ')
      // "rice/beans" is two foods; "1/2" is a number and "w/" was read above.
      .replace(/([a-z])\s*\/\s*([a-z])/g, '$1 and $2')
      // "8 oz. steak", "2 pcs.": the dot of an abbreviation ends no sentence.
      .replace(/\b(fl|oz|lbs?|tbsp|tsp|pcs?|approx|med|lg|sm|reg)\.(?=\s|$)/g, '$1')
      .replace(GLUED_UNIT, '$1 ')
      // "2ish cups", "200g-ish": a hedge glued to the amount.
      .replace(/(\d)ish\b|-ish\b/g, '$1')
      .replace(SPOKEN_FILLERS, ' ')
      // "i had too eggs": dictation writes two as "too" before what was counted.
      .replace(/(^|\b(?:had|ate|and|with|then|also|plus)\s+)too(?=\s+[a-z])(?!\s+(?:much|many|late|early|full)\b)/g, '$1two')
      // "fries on the side": served beside, still just the fries.
      .replace(/\bon the side\b/g, ' ')
      .replace(/\b[a-z]{7,11}\b/g, (word) => (editDistanceWithin(word, 'breakfast', 2) <= 2 ? 'breakfast' : word))
      .replace(/\b(for|as) desert\b/g, '$1 dessert')
  );
}
