// Food words of English as written outside the US (the UK, Ireland, Australia, New Zealand, Canada, South Africa,
// India, Singapore and Malaysia), rewritten as the US words USDA names the same food by. Applied to the whole sentence
// before it is cut into foods, since several change where it is cut ("fish and chips") or what the amount is ("a
// schooner of beer"). Where USDA has no entry for a local food, the closest one stands in.

// Fish a chip shop fries.
const CHIPPY_FISH = 'fish|cod|haddock|plaice|hake|pollock|whiting|rock salmon|flake|hoki|snapper|barramundi|gurnard';

// Lagers and stouts of those countries, said by the brewery's name alone.
const BEER_BRANDS =
  "carlton(?: draught| dry)?|vb|victoria bitter|tooheys(?: new| extra dry)?|xxxx(?: gold)?|coopers(?: pale ale)?|hahn|james boag'?s?|speight'?s|tui|steinlager|lion red|fosters?|carling|tennent'?s|guinness|kingfisher|castle lager";

const REGIONAL_WORDS: [RegExp, string][] = [
  // Milk by its fat, as the carton says it: semi-skimmed (UK 1.7 %) is closest to US 2 %, trim (NZ) is skim, full
  // cream (AU) is whole.
  [/\bsemi[- ]?skimm?ed(?: milk)?\b/g, '2% milk'],
  [/\b(?:skimmed|trim|skinny) milk\b/g, 'skim milk'],
  [/\bfull[- ](?:cream|fat) milk\b/g, 'whole milk'],
  [/\bhomo milk\b/g, 'whole milk'],
  // Cream by its fat: single is light cream, double is heavy cream; natural yoghurt is plain.
  [/\bsingle cream\b/g, 'light cream'],
  [/\bdouble cream\b/g, 'heavy cream'],
  [/\bnatural (yogh?urt)\b/g, 'plain $1'],
  // Vegetables and herbs.
  [/\bcourgettes?\b/g, 'zucchini'],
  [/\b(?:aubergines?|brinjals?)\b/g, 'eggplant'],
  [/\brocket\b(?! lolly)/g, 'arugula'],
  [/\b(?:fresh coriander|coriander leaf|coriander leaves)\b/g, 'cilantro'],
  [/\bspring onions?\b/g, 'green onions'],
  [/\bcapsicums?\b/g, 'bell pepper'],
  [/\bbeetroots?\b/g, 'beets'],
  [/\bswedes?\b/g, 'rutabaga'],
  [/\bmangetout\b/g, 'snow peas'],
  [/\bkumaras?\b/g, 'sweet potato'],
  [/\bbhindi\b/g, 'okra'],
  [/\bgammon\b/g, 'ham'],
  [/\bblack pudding\b/g, 'blood sausage'],
  // Fish fingers are what the US calls fish sticks.
  [/\bfish fingers?\b/g, 'fish sticks'],
  [/\bcandy floss\b/g, 'cotton candy'],
  [/\ban ice lolly\b/g, 'a popsicle'],
  [/\bice lolly\b/g, 'popsicle'],
  [/\bice lollies\b/g, 'popsicles'],
  [/\bfizzy drinks?\b/g, 'soda'],
  // A pottle (New Zealand) is a tub.
  [/\bpottles?\b/g, 'container'],
  [/\bhungry jacks?'?s?\b/g, 'burger king'],
  [/\bwholemeal\b/g, 'whole wheat'],
  // Brown bread is wholemeal or wheat bread (not Boston's steamed brown bread).
  [/(?<!\bboston )\bbrown (bread|toast)\b/g, 'wheat $1'],
  // Australia's meat pie, a beef pie in gravy, and the tomato sauce (ketchup) it is eaten with.
  [/\b(?:meat|steak|beef|mince and cheese|steak and kidney|steak and mushroom) pies?\b/g, 'beef pot pie'],
  // Mince is ground meat, beef when no animal is said; a mince pie is the Christmas pastry.
  [/\b(beef|lamb|pork|chicken|turkey|veal) mince\b/g, 'ground $1'],
  [/\bmince\b(?! pies?\b)/g, 'ground beef'],
  [/\bspag(?:hetti)? bol\b/g, 'spaghetti bolognese'],
  [/(?<!\bsweet (?:potato )?)\b(?:potato )?mash\b/g, 'mashed potatoes'],
  // Tea, the evening meal, said after the food ("bangers and mash for tea,").
  [/\s(?:for|at) (?:my |our )?tea(?=\s*(?:[,;:.]|$))/g, ''],
  [/\b(?:sarnies?|sarny|butty|butties|buttie|sangers?|sangas?)\b/g, 'sandwich'],
  [/\b(?:baps|barm cakes|barms)\b/g, 'rolls'],
  [/\b(?:bap|barm cake|barm)\b/g, 'roll'],
  [/\bmarge\b/g, 'margarine'],
  // "marg" is margarine on bread; said alone it may be a margarita.
  [/\b((?:toast|bread|crumpets?|rolls?|scones?|crackers?|sandwich)\b.*?\b)marg\b/g, '$1margarine'],
  // Biscuits named by a kind of cookie are cookies (a plain biscuit stays the US bread biscuit). Digestives are the
  // wholemeal sweet biscuit, closest to graham crackers; Anzacs are oat biscuits.
  [/\bdigestives?(?: biscuits?)?\b/g, 'graham crackers'],
  [/\banzacs?(?: biscuits?| cookies?)?\b/g, 'oatmeal cookies'],
  [/\bginger ?nuts?(?: biscuits?)?\b/g, 'gingersnaps'],
  [/\b(shortbread|oat|oatmeal|chocolate chip|choc chip) biscuits?\b/g, '$1 cookies'],
  // Chips are French fries when fried fish, a chip-shop supper or a size comes with them; "hot chips" in Australia.
  [new RegExp(String.raw`\b(?:fried |battered )?(${CHIPPY_FISH}) and chips\b`, 'g'), 'fried $1 and french fries'],
  [
    /\b((?:sausages?|saveloys?|battered sausages?|pies?|steak|scampi|eggs?|bangers?|burgers?|(?:chicken |veal )?(?:parmi|parmy|parma|parmo|parmigiana|schnitzel)s?|kievs?|nuggets|fish fingers|fish ?cakes?) and )chips\b/g,
    '$1french fries',
  ],
  [/\b(?:hot|chippy|chip shop) chips\b/g, 'french fries'],
  [/\b(small|medium|large|regular) chips\b/g, '$1 french fries'],
  // A portion, order, tray or scoop of chips is the chip shop's (a bag of chips is crisps, in the US and the UK alike).
  [/\b((?:small|medium|large|regular|big) (?:portion|order|tray|scoop|cone) of )chips\b/g, '$1french fries'],
  // Beans on toast, a tin of beans and a jacket potato with beans are baked beans.
  [/\b(?<!baked )beans on toast\b/g, 'baked beans on toast'],
  [/\b(tins? of |(?:toast|(?:jacket|baked) potato(?:es)?) (?:with|and) )(?!baked\b)beans\b/g, '$1baked beans'],
  // Sausages by their local names.
  [/\bbangers and mash\b/g, 'sausages and mashed potatoes'],
  [/\bbangers\b/g, 'sausages'],
  [/\bbanger\b/g, 'sausage'],
  // A boerewors roll is the sausage in a hot dog roll.
  [/\b(?:an? )?(?:boerewors|wors) roll\b/g, 'sausage in a hot dog bun'],
  [/\b(?:boerewors|wors)\b/g, 'sausage'],
  [/\bsnags\b/g, 'sausages'],
  [/\bsnag\b/g, 'sausage'],
  [/\b(?:biltong|droe ?wors)\b/g, 'beef jerky'],
  [/\b(?:peameal|back) bacon\b/g, 'canadian bacon'],
  // Stiff maize porridge of southern and eastern Africa.
  [/\b(?:mie?lie ?pap|mealie ?pap|pap|sadza|ugali|nshima|phutu)\b/g, 'cornmeal mush'],
  // Malaysia's and Singapore's flaky griddle bread.
  [/\broti (?:canai|prata|paratha)\b|\bprata\b/g, 'paratha'],
  // A sausage sizzle's sausage comes in a slice of bread, a bacon roll in a bread roll, each with tomato sauce (or dead
  // horse, rhyming slang for it).
  [
    /\b((?:pies?|sausages?|sausage rolls?|chips|french fries|hot dogs?|snags?|burgers?|pasties?|(?:white |brown |wholemeal )?bread|rolls?|bacon|toast|sausage sizzle) (?:with|and|in) )(?:tomato sauce|dead horse)\b/g,
    '$1ketchup',
  ],
  // A sausage roll (sausage meat baked in puff pastry) is closest to USDA's pig in a blanket; a battered sausage from the
  // chippy, fried in batter, to its corn dog; a battered fish is the fried fish.
  [/\bsausage rolls\b/g, 'pigs in blanket'],
  [/\bsausage roll\b/g, 'pig in blanket'],
  [/\bbattered sausages\b/g, 'corn dogs'],
  [/\bbattered sausage\b/g, 'corn dog'],
  [new RegExp(String.raw`\bbattered (${CHIPPY_FISH})\b`, 'g'), 'fried $1'],
  // A pasty (beef and vegetables baked in a pastry turnover) is made as the survey's beef empanada with vegetables.
  [/\b(?:cornish |steak |beef )?pasties\b/g, 'beef empanadas with vegetables'],
  [/\b(?:cornish |steak |beef )?pasty\b/g, 'beef empanada with vegetables'],
  // A toastie is a toasted sandwich: of a filling and cheese, the sandwich of both; of cheese alone (or of nothing
  // said), USDA's grilled cheese.
  [/\b(\w+) (?:and|&|n'?) cheese toasties?\b/g, '$1 and cheese sandwich'],
  [/\b(?:cheese )?toasties?\b/g, 'grilled cheese sandwich'],
  // Bacon by the rasher (a slice); back bacon is Canadian bacon (above), streaky bacon the US strip.
  [/\b(\d+|an?|one|two|three|four|five|six) rashers?\b(?! of\b)(?! (?:\w+ )?bacon\b)/g, '$1 slices of bacon'],
  [/\brashers?\b(?= (?:of )?(?:\w+ )?bacon\b)/g, 'slices'],
  [/\bstreaky bacon\b/g, 'bacon'],
  // Brown sauce (HP, Daddies) is a spiced fruit-and-vinegar table sauce, closest to steak sauce; not the brown sauce a
  // Chinese dish is cooked "in".
  [/(?<!\bin )\b(?:brown|hp|daddies|daddy'?s) sauce\b/g, 'steak sauce'],
  // Spaghetti hoops are tinned pasta rings in tomato sauce, as SpaghettiOs are.
  [/\bspaghetti hoops\b/g, 'spaghettios'],
  // Mushy peas are mashed cooked peas (closest to green peas cooked, not the split peas of soup).
  [/\bmushy peas\b/g, 'cooked green peas'],
  // A parmi or parma (Australia) and a parmo (Teesside) are the chicken parmigiana of the pub.
  [/\b(chicken|veal|eggplant) (?:parmi|parmy|parma|parmo)s?\b/g, '$1 parmigiana'],
  [/\b(?:parmi|parmy|parmo)s?\b/g, 'chicken parmigiana'],
  // Kraft Dinner (KD), Canada's boxed macaroni and cheese, made up from its packet.
  [/\b(?:kraft dinner|kd)\b/g, 'kraft mac and cheese'],
  // Crisps named by their flavour, or by a crisp maker, are flavoured (or, ready salted, plain) potato chips.
  [/\b(?:walkers |tayto |smiths |mccoys |seabrook |kettle )?ready salted(?: crisps)?\b/g, 'plain potato chips'],
  [
    /\b(?:walkers |tayto |smiths |mccoys |seabrook |kettle )?(?:cheese (?:and|&|n'?) onion|salt (?:and|&|n'?) vinegar|prawn cocktail|smoky bacon|roast chicken|beef (?:and|&|n'?) onion|ketchup|all dressed)(?: flavou?r(?:ed)?)? (?:crisps|chips)\b/g,
    'flavored potato chips',
  ],
  [
    /\b(?:walkers|tayto|smiths|mccoys|seabrook) (?:cheese (?:and|&|n'?) onion|salt (?:and|&|n'?) vinegar|prawn cocktail|smoky bacon|roast chicken)\b/g,
    'flavored potato chips',
  ],
  [/\b(?:walkers|tayto|smiths|mccoys|seabrook)(?: crisps)?\b/g, 'potato chips'],
  // Wine by its short names: sauv blanc, sav, savvy b; pinot g; a cab sav.
  [/\bcab(?:ernet)? sav\b/g, 'cabernet sauvignon'],
  [/\b(?:sauv|sav|savvy) blanc\b|\bsavvy b\b|\bsauv\b/g, 'sauvignon blanc'],
  // Arrowroot biscuits are the plain tea biscuit USDA counts with animal crackers; Tim Tams a chocolate-coated biscuit.
  [/\barrowroot(?: biscuits?| cookies?)\b/g, 'arrowroot cookies'],
  [/\btim ?tams?\b/g, 'chocolate covered wafer cookies'],
  // A Filipino silog breakfast is its meat with garlic fried rice (sinangag) and a fried egg (itlog): tapa is cured
  // beef, the others are said in the world dish names (worldDishNames.ts). "silog" said alone only names the meal.
  [/\b(?:an? |one )?(tap|toc|long|bang|chick|spam|hot|corn|lechon)s?ilog\b/g, '$1 with garlic rice and a fried egg'],
  [/\btap with garlic rice\b/g, 'beef steak with garlic rice'],
  [/\btoc with garlic rice\b/g, 'tocino with garlic rice'],
  [/\blong with garlic rice\b/g, 'longganisa with garlic rice'],
  [/\bbang with garlic rice\b/g, 'milkfish with garlic rice'],
  [/\bchick with garlic rice\b/g, 'fried chicken with garlic rice'],
  [/\bhot with garlic rice\b/g, 'frankfurter with garlic rice'],
  [/\bcorn with garlic rice\b/g, 'corned beef with garlic rice'],
  [/\s*\(?\bsilog(?: (?:bfast|breakfast|meal))?\b\)?/g, ''],
  // Clotted cream has no USDA entry; heavy cream is the closest cream.
  [/\bclotted cream\b/g, 'heavy cream'],
  // A flat white is a small latte, about 6 fl oz.
  [/\b(?:an? |one )?flat white\b/g, '6 fl oz of latte'],
  [/\bflat whites\b/g, 'lattes'],
  // Tim Hortons' double double: coffee with two creams and two sugars.
  [/\bdouble doubles?\b/g, 'coffee with cream and 2 sugars'],
  [/\bweet-?bix\b/g, 'weetabix'],
  // Milo is a chocolate malted powder, drunk made up with milk.
  [/\bmilo(?! powder)(?:\s+(?:made|prepared) with (?:whole )?milk)?\b/g, 'malted drink chocolate prepared with whole milk'],
  [/\b(?:vegemite|marmite)\b/g, 'yeast extract spread'],
  [/\btimbits?\b/g, 'doughnut holes'],
  [/\b(?:(?:a )?bars? of (?:cadbury'?s? )?dairy milk|(?:cadbury'?s? )?dairy milk(?: chocolate)? bars?|cadbury'?s? dairy milk)\b/g, 'milk chocolate bar'],
  [/\bpoutine\b/g, 'french fries with cheese and gravy'],
  // Beer by its brand or by the tap it is poured from ("draught"), and the Australian glasses it is poured into.
  [new RegExp(String.raw`\b(?:${BEER_BRANDS}|draught(?: beer)?)\b`, 'g'), 'beer'],
  // A weight bought in a punnet, tub or tin is the amount ("a 400g punnet of strawberries").
  [/\b(?:an? |the )?(?:whole )?(\d+(?:\.\d+)?\s*(?:g|kg|ml|l))\s+(?:punnets?|pottles?|tubs?|tins?|packets?|bags?|boxes?) of\b/g, '$1 of'],
  // A pint of cider is the pub's (hard) cider.
  [/\b(pints? of )cider\b/g, '$1hard cider'],
  [/\b(?:an? )?schooners? of\b/g, '425 ml of'],
  [/\b(?:an? )?(?:middy|pot) of (?=beer\b)/g, '285 ml of '],
  [/\b(?:an? )?(?:stubby|stubbie|tinny|tinnie) of\b/g, '375 ml of'],
  // "down the pub": where it was drunk.
  [/\s+(?:down|at|in) (?:the|my) (?:pub|local|boozer|rsl)\b/g, ''],
];

// A British pint is the imperial one, 568 ml; a US pint glass is 16 fl oz. The sentence is British when it says so in
// British idiom ("down the pub", "the boozer", "at the local", "my mate"; Americans drink "at the pub" too), or the drink
// is one Britain pours by the pint under that name (cider said plainly, which the US calls hard cider; bitter; shandy).
// Every pint said is poured, in millilitres, the one drunk and the one a correction restates ("2 pints no sorry 3 pints").
const IMPERIAL_PINT_ML = 568;
const BRITISH_PINT = /\bdown the pub\b|\bboozer\b|\b(?:at|down|in) the local\b|\bmy mates?\b|\bpints? of (?:cider|bitter|shandy)\b/;
const PINTS = /\b(?:(an?|one|half an?|an? half|two|three|four|\d+(?:\.\d+)?) )?pints?\b/g;
const PINT_COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, 'half a': 0.5, 'half an': 0.5, 'a half': 0.5, 'an half': 0.5, two: 2, three: 3, four: 4 };

/** "a pint of lager" said down the pub → "568 ml of lager": the pints of a British sentence in millilitres. */
function withImperialPints(said: string, text: string): string {
  if (!BRITISH_PINT.test(said)) return text;
  return text.replace(PINTS, (_, count: string | undefined) => {
    const pints = count === undefined ? 1 : (PINT_COUNTS[count] ?? Number(count));
    return `${Math.round(pints * IMPERIAL_PINT_ML)} ml`;
  });
}

/** The sentence with its food words of English outside the US said as USDA says them. */
export function inUsFoodWords(text: string): string {
  return withImperialPints(
    text,
    REGIONAL_WORDS.reduce((said, [pattern, replacement]) => said.replace(pattern, replacement), text),
  );
}
