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
  // Filipino pancit is stir-fried noodles: wheat egg noodles (canton) like lo mein, rice vermicelli (bihon) like chow fun.
  [/\bpancit bihon\b/, 'chow fun noodles'],
  [/\bpancit(?: canton)?\b/, 'lo mein'],
  // Spanish fritas are fried: fried yuca is USDA's yuca fries, papas fritas its french fries.
  [/\b(?:yuca|yucca|cassava) fritas?\b|\bfried (?:yuca|yucca|cassava)\b/, 'yuca fries'],
  [/\bpapas fritas\b/, 'french fries'],
  // Grape leaves rolled around rice: dolmas (Greek dolmades, Turkish dolma, Levantine warak enab).
  [/\b(?:dolmas?|dolmades|dolmathes|dolmathakia|warak enab|wara enab)\b/, 'grape leaves stuffed with rice'],
  // A Jamaican patty is a spiced filling baked in a turnover of pastry, as an empanada is.
  [/\bjamaican (beef|chicken|veggie|vegetable) patt(?:y|ies)\b/, '$1 empanada'],
];
