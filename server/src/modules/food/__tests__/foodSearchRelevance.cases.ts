/**
 * Everyday queries and the results a person would accept at the top. `accept` patterns are
 * matched against the food name (case-insensitive); `acceptIds` name exact foods.
 */
export interface RelevanceCase {
  query: string;
  accept: RegExp[];
  acceptIds?: string[];
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  { query: 'banana', accept: [/^bananas?, raw$/i], acceptIds: ['sr:09040'] },
  { query: 'apple', accept: [/^apples?, raw\b/i] },
  { query: 'egg', accept: [/^eggs?, whole, (raw|boiled|hard-boiled|cooked|fried|scrambled)/i, /^egg, whole, raw, fresh$/i] },
  { query: '2% milk', accept: [/^milk, reduced fat(, fluid, 2% milkfat| \(2%\))/i] },
  {
    query: 'chicken breast',
    accept: [/^chicken breast, (baked|broiled|roasted|grilled|rotisserie|stewed|sauteed|NS as to)/i, /^chicken, (broilers or fryers, )?breast, meat only/i],
  },
  { query: 'white rice', accept: [/^rice, white, (long-grain, regular, )?(enriched, )?cooked/i, /^rice, white, (cooked|steamed)/i] },
  { query: 'brown rice', accept: [/^rice, brown, (long-grain, |medium-grain, )?cooked/i] },
  { query: 'coffee', accept: [/^coffee, (brewed|NS as to (type|brewed or instant)$|instant|regular)/i, /^beverages, coffee, brewed/i] },
  { query: 'oatmeal', accept: [/^oatmeal, (regular|NFS|cooked|made with water)/i, /^cereals, oats, regular and quick, .*cooked/i, /^oatmeal$/i] },
  { query: 'bread', accept: [/^bread, (white|wheat|whole wheat|NFS|NS as to major flour$|multi-grain)/i] },
  { query: 'peanut butter', accept: [/^peanut butter(, (smooth|chunky|NFS|regular)|$)/i] },
  { query: 'greek yogurt', accept: [/^yogurt, greek, (plain|NS as to|nonfat|whole milk|low ?fat|fruit|vanilla)/i] },
  { query: 'salmon', accept: [/^(fish, )?salmon, (atlantic|baked|broiled|cooked|raw|grilled|NFS|pink|sockeye|coho|chinook)/i] },
  { query: 'avocado', accept: [/^avocados?, raw/i] },
  { query: 'broccoli', accept: [/^broccoli, (raw|cooked|boiled|steamed)/i] },
  { query: 'cheddar cheese', accept: [/^cheese, cheddar(?!.*(substitute|imitation|reduced))/i] },
  { query: 'pizza', accept: [/^pizza, (cheese|NFS|pepperoni|meat)/i] },
  { query: 'orange juice', accept: [/^orange juice, (100%|raw|fresh|NFS|chilled|canned|frozen|from)/i, /^orange juice$/i] },
  { query: 'olive oil', accept: [/^(oil, )?olive( oil)?(, salad or cooking|, extra virgin|$)/i] },
  { query: 'butter', accept: [/^butter, (salted|stick|NFS|without salt|unsalted|whipped)/i, /^butter$/i] },
  { query: 'almonds', accept: [/^(nuts, )?almonds(, (raw|unroasted|NFS|dry roasted|roasted)|$)/i] },
  { query: 'pasta', accept: [/^pasta, (cooked|NFS|plain|dry|enriched)/i, /^pasta, (cooked, )?(unenriched|enriched)/i] },
  { query: 'potato', accept: [/^potato(es)?, (baked|boiled|raw|white|russet|flesh|NFS|roasted)/i] },
  { query: 'sweet potato', accept: [/^sweet ?potato(es)?, (raw|baked|boiled|cooked|NFS)/i] },
  { query: 'spinach', accept: [/^spinach, (raw|cooked|boiled)/i] },
  { query: 'ground beef', accept: [/^(beef, )?ground beef|^beef, ground/i] },
  { query: 'bacon', accept: [/^(pork, cured, )?bacon(, (cooked|NFS|NS as to type of meat, cooked|pan-fried|baked|microwaved|pork)|$)/i] },
  { query: 'tofu', accept: [/^tofu(, (raw|NFS|firm|regular|soft|hard|extra firm|silken)|$)/i] },
  { query: 'lentils', accept: [/^lentils, (mature seeds, )?(cooked|boiled|from dried|NFS|raw)/i] },
  { query: 'black beans', accept: [/^(beans, )?black( beans)?, (mature seeds, )?(cooked|boiled|from (dried|canned)|canned|NFS)/i] },
  { query: 'strawberries', accept: [/^strawberries, raw/i] },
  { query: 'blueberries', accept: [/^blueberries, raw/i] },
  { query: 'hummus', accept: [/^hummus(, (commercial|home prepared|plain|NFS)|$)/i] },
  { query: 'tortilla', accept: [/^tortillas?, (flour|corn|ready-to-bake|NFS)/i] },
  { query: 'cola', accept: [/^soft drink, cola/i, /^beverages, carbonated, cola/i] },
  { query: 'beer', accept: [/^beer(, regular|$)/i, /^alcoholic beverage, beer, regular/i] },
  { query: 'wine', accept: [/^wine, (table|red|white|NFS)/i, /^alcoholic beverage, wine, table/i] },
  {
    query: 'chocolate',
    accept: [/^(candies, )?(milk |dark |semisweet )?chocolate(, (NFS|dark|milk|plain|sweet)| candy|$)/i, /^candies, (milk|dark|semisweet|sweet) chocolate/i],
  },
  { query: 'ice cream', accept: [/^ice creams?, (regular|vanilla|NFS|chocolate)/i] },
  { query: 'protein bar', accept: [/(protein|nutrition|energy) bar/i, /meal replacement bar/i] },
  { query: 'pork chop', accept: [/^pork,? chops?(?!, stuffed)/i, /^pork, fresh, loin, .*chops?/i] },
  { query: 'tuna', accept: [/^(fish, )?tuna, (canned|light|white|fresh|raw|cooked|NFS)/i] },
  { query: 'orange', accept: [/^oranges?, raw/i] },
  { query: 'grapes', accept: [/^grapes, (raw|red or green|american type)/i] },
  { query: 'carrots', accept: [/^carrots?, (raw|cooked|boiled)/i] },
  { query: 'whole milk', accept: [/^milk, whole(, 3.25%|$)/i] },
  { query: 'skim milk', accept: [/^milk, (fat free|nonfat)/i] },
  { query: 'oj', accept: [/^orange juice/i] },
  { query: 'soda', accept: [/^soft drink/i, /^beverages, carbonated/i] },
  { query: 'hamburger', accept: [/^hamburger(, (on bun|NFS|plain|single)| |$)/i, /^fast foods, hamburger/i] },
  { query: 'french fries', accept: [/^(potato, )?french fries(, (NFS|from fresh|from frozen)|$)/i, /^potatoes?, french fried/i] },
  { query: 'cottage cheese', accept: [/^cheese, cottage, (creamed|NFS|low ?fat|lowfat|large or small curd)/i] },
  { query: 'green tea', accept: [/^tea, green(, brewed|, hot|$)/i, /^beverages, tea, green, brewed/i] },
  // A bare head noun finds the generic food or a common kind, not one odd variant.
  { query: 'cheese', accept: [/^cheese, (NFS|cheddar)/i] },
  { query: 'beans', accept: [/^beans, (NFS|pinto|black|kidney)/i] },
  { query: 'juice', accept: [/^orange juice|^juice, orange|^apple juice|^juice, apple, (100%|unsweetened)/i] },
  // Meat, not organ meats, when the animal alone is named.
  { query: 'turkey', accept: [/^turkey, (whole, meat|NFS|breast|roasted)/i] },
  {
    query: 'fried chicken',
    accept: [/^chicken, (broilers or fryers, )?(meat|breast|drumstick|thigh|wing)[^,]*(, [^,]+)*, fried/i, /^fried chicken/i, /^chicken, .*fried/i],
  },
  // Typos and word order
  { query: 'banan', accept: [/^bananas?, raw$/i] },
  { query: 'brocoli', accept: [/^broccoli, (raw|cooked|boiled|steamed)/i] },
  {
    query: 'breast chicken',
    accept: [/^chicken breast, (baked|broiled|roasted|grilled|rotisserie|stewed|sauteed|NS as to)/i, /^chicken, (broilers or fryers, )?breast, meat only/i],
  },
  { query: 'avacado', accept: [/^avocados?, raw/i] },
  { query: 'strawbery', accept: [/^strawberries, raw/i] },
  {
    query: 'chiken breast',
    accept: [/^chicken breast, (baked|broiled|roasted|grilled|rotisserie|stewed|sauteed|NS as to)/i, /^chicken, (broilers or fryers, )?breast, meat only/i],
  },
  { query: 'yoghurt greek', accept: [/^yogurt, greek, (plain|NS as to|nonfat|whole milk|low ?fat|fruit|vanilla)/i] },
  { query: 'rice white', accept: [/^rice, white, (long-grain, regular, )?(enriched, )?cooked/i, /^rice, white, (cooked|steamed)/i] },
  { query: 'milk 2%', accept: [/^milk, reduced fat(, fluid, 2% milkfat| \(2%\))/i] },
  { query: 'spinnach', accept: [/^spinach, (raw|cooked|boiled)/i] },
  { query: 'peanut buter', accept: [/^peanut butter(, (smooth|chunky|NFS|regular)|$)/i] },
];
