/**
 * Turns food names and queries into comparable word stems: lower case, no accents or
 * apostrophes, `2%` and `3.25%` kept whole, plurals folded (`bananas` → `banana`,
 * `strawberries` and `strawberry` → `strawberri`).
 */
export function foodWords(text: string): string[] {
  return foodWordsUnstemmed(text).map(stemFoodWord);
}

export function foodWordsUnstemmed(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ');
  return plain.match(/\d+(?:\.\d+)?%|[a-z0-9]+/g) ?? [];
}

const UNCHANGED_ENDINGS = ['ss', 'us', 'is'];

/** A light plural stemmer: folding singular and plural is all food search needs, and it stays predictable. */
export function stemFoodWord(word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  let stem = word;
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 4 && stem.endsWith('oes')) stem = stem.slice(0, -2);
  else if (/(ch|sh|x|ss|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !UNCHANGED_ENDINGS.some((ending) => stem.endsWith(ending))) stem = stem.slice(0, -1);
  // `cookie`/`cookies` and `cherry`/`cherries` must meet in one stem.
  if (stem.endsWith('y')) return `${stem.slice(0, -1)}i`;
  if (stem.length > 3 && stem.endsWith('ie')) return `${stem.slice(0, -2)}i`;
  return stem;
}

/** Segments of a USDA description, which puts the head noun first: `Bananas, raw` → [`Bananas`, `raw`]. */
export function nameSegments(name: string): string[] {
  return name
    .split(/[,;(]/)
    .map((segment) => segment.replace(/\)/g, '').trim())
    .filter((segment) => segment.length > 0);
}
