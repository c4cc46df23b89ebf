// The deli and drive-through breakfast sandwich, said the ways people order it: "sausage, egg and cheese on a bagel",
// "an english muffin with egg, cheese and canadian bacon". Written as its menu name ("sausage egg and cheese bagel"),
// which USDA has as one fast food, so the splitter does not cut it into a sausage, an egg-and-cheese dish and a bagel.

const MEAT = String.raw`canadian bacon|turkey bacon|bacon|turkey sausage|sausage|ham|pork roll|taylor ham|steak|chorizo`;
// The breads USDA has the sandwich on; on a roll it is said as a sandwich, which stays as said.
const BREAD = String.raw`bagel|english muffin|biscuit|croissant`;
const EGG_AND_CHEESE = String.raw`eggs?,? and cheese`;

// "bacon, egg and cheese on a bagel", "egg and cheese on an english muffin".
const ON_BREAD = new RegExp(String.raw`\b(?:(${MEAT}),?\s+)?${EGG_AND_CHEESE} on (?:an? |a toasted )?(${BREAD})\b`, 'g');
// "a bacon, egg and cheese biscuit": the comma of the list inside the name.
const LISTED_BEFORE_BREAD = new RegExp(String.raw`\b(${MEAT}),\s+(${EGG_AND_CHEESE} (?:${BREAD}|sandwich))\b`, 'g');
// "an english muffin with egg, cheese and canadian bacon", "a bagel with sausage, egg and cheese".
const BREAD_WITH = new RegExp(
  String.raw`\b(${BREAD}) with (?:an? )?(?:eggs?,? (?:and )?cheese,? and (${MEAT})|(${MEAT}),? (?:an? )?${EGG_AND_CHEESE}|${EGG_AND_CHEESE})\b`,
  'g',
);

// Without a meat USDA has it as the survey's egg sandwich on that bread ("with or without cheese"), not a fast food's.
const asMenuName = (meat: string | undefined, bread: string) => `${meat ? `${meat} ` : ''}egg and cheese ${bread}${meat ? '' : ' sandwich'}`;

export function withBreakfastSandwichesNamed(text: string): string {
  return text
    .replace(ON_BREAD, (_, meat: string | undefined, bread: string) => asMenuName(meat, bread))
    .replace(LISTED_BEFORE_BREAD, (_, meat: string, rest: string) => `${meat} ${rest.replace(/,/g, '')}`)
    .replace(BREAD_WITH, (_, bread: string, meatAfter: string | undefined, meatBefore: string | undefined) => asMenuName(meatAfter ?? meatBefore, bread));
}
