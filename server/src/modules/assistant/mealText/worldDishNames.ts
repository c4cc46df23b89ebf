// Dishes of other cuisines said by their own names, which USDA's survey has under the English name of the nearest dish
// (what the dish is made of and how it is cooked). Applied by searchTextFor before the catalog is searched.
export const WORLD_DISH_NAMES: [RegExp, string][] = [
  // Thai curries go by their paste ("red curry", "massaman"); USDA names a curry by what is in it, said apart ("thai
  // red curry with chicken") or before it ("chicken green curry").
  [/\b(?:thai )?(?:red|green|yellow|panang|penang|massaman|jungle) curry\b|\bthai curry\b/, 'curry'],
  // Indian chickpeas in gravy (chana masala, chole) are the survey's lentil curry, which it also names for chickpeas.
  [/\b(?:chana|channa|chole|chhole|cholay)(?: masala)?\b/, 'chickpea curry'],
  // Ethiopian stews (wat, wot, tsebhi): red lentils (misir), ground chickpeas (shiro), chicken (doro), beef (key wat);
  // gomen is collard greens cooked in spiced butter or oil.
  [/\b(?:misir|misser|yemisir)(?: (?:wot|wat|wet|tsebhi))?\b|\bshiro(?: (?:wot|wat|wet|tsebhi))?\b/, 'lentil curry'],
  [/\bdoro (?:wot|wat|wet|tsebhi)\b/, 'chicken curry'],
  [/\bkey (?:wot|wat|wet|tsebhi)\b|\bsiga wot\b/, 'beef curry'],
  [/\b(?:ye)?gomen(?: (?:wat|wot|besiga))?\b/, 'collards cooked with oil'],
  // West African jollof is rice cooked in a tomato and pepper base with oil, as the survey's Spanish rice with fat.
  [/\bjollof(?: rice)?\b/, 'spanish rice fat added'],
  // Grilled or sauteed beef said by its West African (suya) or Ethiopian (tibs) name is beef steak, by weight.
  [/\b(?:beef )?suya\b|\b(?:beef |siga |yesiga )?tibs\b/, 'beef steak sirloin'],
  // Greek dishes: souvlaki is meat grilled on a skewer; pastitsio baked pasta with meat sauce and cheese; avgolemono
  // chicken soup thickened with egg and lemon; horiatiki the village (Greek) salad.
  [/\b(chicken|pork|lamb|beef) souvlaki\b/, '$1 shish kabob'],
  [/\bsouvlaki\b/, 'pork shish kabob'],
  [/\b(?:pastitsio|pastichio)\b/, 'pasta with tomato-based sauce cheese and meat'],
  [/\bavgolemono(?: soup)?\b/, 'chicken soup'],
  [/\bhoriatiki(?: salad)?\b/, 'greek salad'],
  // Thai tom yum is a hot and sour soup; Vietnamese goi cuon are the fresh rolls in rice paper.
  [/\btom (?:yum|yam)(?: (?:goong|gung|kung|gai|soup))?\b/, 'hot and sour soup'],
  [/\bgoi cuon\b/, 'rice paper rolls'],
  // Filipino pancit is stir-fried noodles: wheat egg noodles (canton) like lo mein, rice vermicelli (bihon) like chow fun.
  [/\bpancit bihon\b/, 'chow fun noodles'],
  [/\bpancit(?: canton)?\b/, 'lo mein'],
  // Filipino lumpia (Shanghai) are small pork egg rolls; lumpiang gulay the vegetable ones.
  [/\blumpia(?:ng)? (?:gulay|sariwa)\b|\b(?:vegetable|veggie) lumpia\b/, 'meatless egg roll'],
  [/\blumpia(?:ng)?(?: shanghai)?\b/, 'pork egg roll'],
  // Sinigang, a sour tamarind broth of pork, beef, shrimp or fish with vegetables, is the survey's vegetable soup with
  // meat.
  [/\bsinigang(?: na (?:baboy|baka|hipon|isda|manok|salmon))?\b/, 'vegetable soup with meat'],
  // Longganisa and tocino, the sweet cured pork of a Filipino breakfast, are nearest in make-up and energy (about 300
  // kcal per 100 g) to the survey's pork sausage.
  [/\b(?:longg?anisa|longganiza|longaniza|tocino)s?\b/, 'pork sausage'],
  // Lechon is spit-roasted pork (Filipino, Cuban lechon asado); lechon kawali fried pork belly, USDA's side pork.
  // Pernil is the Puerto Rican and Dominican roast pork shoulder.
  [/\blech[oó]n kawali\b/, 'side pork fresh cooked'],
  [/\b(?:lech[oó]n(?: asado| baboy)?|pernil)\b/, 'roast pork'],
  // Mangú is boiled green plantain mashed with butter or oil.
  [/\bmang[uú]\b/, 'plantain cooked fat added'],
  // Picadillo is stewed seasoned ground beef, as the survey names its Mexican and Puerto Rican ones.
  [/\bpicadillo\b/, 'stewed seasoned ground beef'],
  // Chilaquiles are one survey dish, whether in green or red sauce.
  [/\bchilaquiles (?:verdes|rojos|rojas|divorciados)\b/, 'chilaquiles'],
  // A concha is the Mexican sweet roll with its shell of sugar topping (not the conch, a mollusc).
  [/\bconchas?\b/, 'pan dulce with sugar topping'],
  // Mujadara (mujaddara, mejadra) is rice and lentils cooked with oil and fried onions.
  [/\b(?:mujadd?ara|mejadd?ra|moudardara|mudardara|mujadarra)\b/, 'rice with lentils fat added'],
  // Persian kebabs: koobideh of ground beef or lamb, barg of beef fillet, joojeh of chicken; a skewer of meat is a
  // kebab of it.
  [/\b(?:keb[ao]bs? |kab[ao]bs? )?(?:koobideh|kubideh|kobideh|koubideh|barg|bakhtiari)(?: keb[ao]bs?| kab[ao]bs?)?\b/, 'beef shish kabob'],
  [/\b(?:keb[ao]bs? |kab[ao]bs? )?(?:joojeh|jujeh)(?: keb[ao]bs?| kab[ao]bs?)?\b/, 'chicken shish kabob'],
  [/\b(keb[ao]bs?|kab[ao]bs?) skewers?\b/, '$1'],
  [/\b(beef|chicken|lamb|pork|shrimp|steak|meat) skewers?\b/, '$1 shish kabob'],
  // Tahdig is the crust of rice crisped in oil or butter at the bottom of the pot.
  [/\btah ?dig\b/, 'rice cooked fat added'],
  // Shawarma is eaten wrapped in bread as a gyro is.
  [/\b(?:(?:chicken|beef|lamb|meat|mixed) )?shawarma(?: (?:wrap|sandwich|pita|roll))?\b/, 'gyro sandwich'],
  // Fattoush is a chopped vegetable salad on lettuce with toasted pita.
  [/\bfattoush(?: salad)?\b/, 'lettuce salad assorted vegetables'],
  // American goulash (beef, macaroni and tomato; "hamburger goulash") is the survey's beef and noodles with tomato-based
  // sauce; Hungarian goulash said plainly is its beef stew.
  [/\b(?:american|hamburger|macaroni|mac) goulash\b|\bgoulash,? (?:the )?american(?: kind| style| one)?\b/, 'beef and noodles with tomato-based sauce'],
  // Riced vegetables, eaten in place of rice ("cauliflower rice", "broccoli rice"), are the vegetable cooked.
  [/\b(cauliflower|broccoli)(?: fried)? rice\b|\briced (cauliflower|broccoli)\b/, '$1$2 cooked'],
  // Porridge, in Britain, Ireland and Australia, is oatmeal (read here, after a saved meal's name has been looked for).
  [/\bporridge\b/, 'oatmeal'],
  // Spanish fritas are fried: fried yuca is USDA's yuca fries, papas fritas its french fries.
  [/\b(?:yuca|yucca|cassava) fritas?\b|\bfried (?:yuca|yucca|cassava)\b/, 'yuca fries'],
  [/\bpapas fritas\b/, 'french fries'],
  // Grape leaves rolled around rice: dolmas (Greek dolmades, Turkish dolma, Levantine warak enab).
  [/\b(?:dolmas?|dolmades|dolmathes|dolmathakia|warak enab|wara enab)\b/, 'grape leaves stuffed with rice'],
  // A Jamaican patty is a spiced filling baked in a turnover of pastry, as an empanada is.
  [/\bjamaican (beef|chicken|veggie|vegetable) patt(?:y|ies)\b/, '$1 empanada'],
  // Crawfish (mudbugs in Louisiana) are USDA's crayfish; their tails are the meat eaten, peeled, of a boil or fried.
  [/\b(?:crawfish|crawdads?|mudbugs?)(?: tails?| tail meat)?\b/, 'crayfish'],
  // An étouffée is shellfish smothered in a roux-thickened sauce, served over rice: nearest the survey's shrimp creole.
  [/\b(?:(?:crayfish|shrimp|seafood|crab) )?etouff[ea]e\b/, 'shrimp creole'],
];
