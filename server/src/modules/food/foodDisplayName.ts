/**
 * USDA descriptions name a food the way a catalogue files it: group first, then kind, preparation and what was not
 * specified ("Fish, salmon, chinook, smoked", "Chicken breast, NS as to cooking method, skin not eaten"). People say
 * "salmon" and "chicken breast". These rules read the description's conventions; the original stays the detail.
 */

/** Leading segments that file a food under a group; the food itself is the next segment ("Fish, salmon"). */
const GROUP_PREFIX =
  /^(alcoholic beverages?|babyfood|beverages|candies|cereals(?: ready-to-eat)?|crustaceans|fast foods|fish|game meat|mollusks|nuts|seeds|snacks|spices|infant formula|restaurant|formulated bar)$/i;

/** Leading segments that are the noun itself, with the kind after it: "Cheese, cheddar" is cheddar cheese. */
const NOUN_PREFIX =
  /^(bread|cheese|juice|oil|sauce|soup|sausage|syrup|vinegar|yogurt|milk|cream|flour|pasta|rice|beans|lettuce|tea|coffee|pie|cake|cookies|crackers|muffins|pizza)$/i;

/** Meats and eggs name the cut or part next ("Beef, rib, …", "Egg, yolk, raw"): people say "beef rib", "egg yolk". */
const ANIMAL = /^(beef|pork|lamb|veal|mutton|goat|chicken|turkey|duck|goose|egg|bison|venison)$/i;
const CUT =
  /^(rib|ribs|loin|tenderloin|sirloin|shoulder|breast|thigh|wing|leg|drumstick|back|neck|chop|chops|yolk|white|heart|liver|kidneys|brisket|flank|chuck|round|shank|tongue|ham|bacon)$/i;

/** Qualifiers people put before the noun ("White rice", "Smoked salmon", "Greek yogurt"). */
const LEADING_QUALIFIER =
  /^(white|brown|red|green|black|yellow|sweet|wild|whole|whole wheat|whole-wheat|whole grain|multigrain|greek|ground|smoked|grilled|roasted|dry roasted|baked|fried|pan-fried|deep-fried|boiled|steamed|scrambled|poached|hard-boiled|dried|canned|frozen|fresh|plain|instant|low fat|lowfat|nonfat|fat free|reduced fat|skim|light|sweetened|unsweetened|mashed|chopped|sliced|shredded)$/i;

/** Says what was not specified: "NS as to cooking method", "NFS". */
const UNSPECIFIED = /^(NS|NFS)\b|^not (further )?specified/i;

const BRAND = /^[^a-z]*[A-Z]{2}[^a-z]*$/;

/** Commas inside parentheses do not separate segments: "whole (ribs 6-12)". */
function segmentsOf(description: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of description) {
    if (character === '(') depth += 1;
    if (character === ')') depth = Math.max(0, depth - 1);
    if (character === ',' && depth === 0) {
      segments.push(current.trim());
      current = '';
    } else current += character;
  }
  segments.push(current.trim());
  return segments.filter(Boolean);
}

/** Drops "NS as to …" and "NFS", and the rest of an "NS as to light, heavy, or half and half" list. */
function withoutUnspecified(segments: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    if (!UNSPECIFIED.test(segments[index]!)) {
      kept.push(segments[index]!);
      continue;
    }
    const listEnd = segments.findIndex((segment, at) => at > index && /^or\b/i.test(segment));
    if (listEnd !== -1) index = listEnd;
  }
  return kept;
}

/** Brand names in USDA capitals read in title case; short acronyms (KFC) stay as they are. */
const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word) =>
      /^[A-Z]{2,3}$/.test(word) ? word : word.toLowerCase().replace(/(^|[-/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase()),
    )
    .join(' ');
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const bare = (segment: string) =>
  segment
    .replace(/\s*\([^)]*\)/g, '')
    .split(';')[0]!
    .trim();

/** The name people would say for a USDA description; custom foods keep their own names (call this for USDA only). */
export function foodDisplayName(description: string): string {
  let segments = withoutUnspecified(segmentsOf(description)).map(bare).filter(Boolean);
  if (segments.length === 0) return description.trim();

  if (segments.length > 1 && GROUP_PREFIX.test(segments[0]!)) segments = segments.slice(1);
  if (
    segments.length > 1 &&
    NOUN_PREFIX.test(segments[0]!) &&
    !LEADING_QUALIFIER.test(segments[1]!) &&
    !/^(with|without|from|made|in|for|as)\b/i.test(segments[1]!)
  ) {
    segments = [`${segments[1]} ${segments[0]!.toLowerCase()}`, ...segments.slice(2)];
  }
  const cutAt = ANIMAL.test(segments[0]!) ? segments.slice(1, 4).findIndex((segment) => CUT.test(segment)) : -1;
  if (cutAt !== -1) segments = [`${segments[0]} ${segments[cutAt + 1]!.toLowerCase()}`, ...segments.slice(cutAt + 2)];
  const [head, ...qualifiers] = segments;

  if (BRAND.test(head!)) {
    const product = qualifiers[0] && !UNSPECIFIED.test(qualifiers[0]) ? ` ${BRAND.test(qualifiers[0]) ? titleCase(qualifiers[0]) : qualifiers[0]}` : '';
    return `${titleCase(head!)}${product}`;
  }

  const leading: string[] = [];
  for (const qualifier of qualifiers) {
    if (leading.length === 2 || !LEADING_QUALIFIER.test(qualifier)) break;
    leading.push(qualifier);
  }
  const words = [...leading.map((word) => (/^greek$/i.test(word) ? 'Greek' : word.toLowerCase())), leading.length ? lowerFirst(head!) : head!];
  return upperFirst(words.join(' '));
}

const DATASET_FOOD_ID = /^(sr|fndds|fdc):/;

/** A food's display name: USDA descriptions are rewritten; the user's own foods and quick adds keep their names. */
export function displayNameOf(food: { foodId: string | null; name: string }): string {
  return food.foodId && DATASET_FOOD_ID.test(food.foodId) ? foodDisplayName(food.name) : food.name;
}
