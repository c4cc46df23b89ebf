/**
 * Words that mark a line as report furniture rather than a result: patient details, addresses, page
 * furniture. Matching is on whole words so that 'Prothrombin time' or 'Uric acid' are not caught.
 */
const NON_RESULT_LABEL =
  /\b(?:age|sex|gender|dob|d\.o\.b|birth|date|page|phone|ph\.? ?no|tel|telephone|fax|mobile|mob|pin ?code|pin|zip|id|pid|uhid|mrn|reg(?:istration)?\.?(?: no)?|lab no|sample no|barcode|accession|ref(?:\.|erred)? by|doctor|patient|name|address|invoice|bill|receipt|order|collected|received|registered|printed|generated|reported|years?|yrs|months?|days?|road|street|floor|complex|nagar|city|email|www|http|cin|gst|nabl|iso|licen[cs]e)\b/i;

/** Row labels of interpretation / cut-off tables ('Desirable < 200', 'Prediabetes 5.7 - 6.4'). */
const INTERPRETATION_CATEGORY =
  /^(?:optimal|near(?: or above)? optimal|above optimal|desirable|borderline(?: high| low)?|high|low|very high|very low|normal|abnormal|elevated|deficien(?:t|cy)|insufficien(?:t|cy)|sufficien(?:t|cy)|optimum|toxic(?:ity)?|intoxication|pre-?diabet(?:es|ic)|diabet(?:es|ic)|non-?diabetic|good control|fair control|poor control|action suggested|(?:low|average|moderate|high|very high) risk|risk|negative|positive|reactive|non-?reactive|adults?|children|child|infants?|newborns?|neonates?|elderly|men|women|males?|females?|pregnan(?:t|cy)|(?:first|second|third|1st|2nd|3rd) trimester|follicular(?: phase)?|luteal(?: phase)?|ovulat(?:ion|ory)(?: phase| peak)?|mid-?cycle|post-?menopaus(?:e|al)|pre-?menopaus(?:e|al)|cord blood|ideal|acceptable|target|goal|recommended|kiváló|normális|határérték|emelkedett|magas|alacsony|optimal|erhöht|grenzwertig|wünschenswert)$/i;

function withoutBrackets(text: string): string {
  return text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/[^\p{L}\p{N}\s-]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a would-be test name is really a patient-detail label or an interpretation-table category. */
export function isNonResultName(name: string): boolean {
  const bare = withoutBrackets(name);
  if (bare.length === 0) return true;
  if (INTERPRETATION_CATEGORY.test(bare)) return true;
  return NON_RESULT_LABEL.test(name);
}

/** Headings after which a block of notes, cut-offs or interpretation follows instead of results. */
const NOTES_HEADING =
  /^(?:interpretation|interpretations|comments?|notes?|remarks?|clinical (?:notes|significance|information|use)|cut[- ]?offs?|recommendations?|guidelines?|reference (?:ranges?|values|intervals?) (?:table|for|according)|risk (?:categor|assessment)|possible causes|kommentár|megjegyzés|értékelés|beurteilung|bemerkung|hinweis|interpretación|comentario|commentaire)\b/i;

export function isNotesHeading(text: string): boolean {
  return NOTES_HEADING.test(text.trim());
}

const HEADER_WORDS: ReadonlyArray<[HeaderRole, RegExp]> = [
  ['name', /^(?:tests?(?: name| description)?|investigations?|parameters?|analytes?|examinations?|test description|description|vizsgálat|paraméter|untersuchung|analyse|prueba|determinación|examen|component)$/i],
  ['value', /^(?:results?|values?|observed value|your value|result value|eredmény|ergebnis|befund|resultado|résultat|wert|current result(?: and flag)?|in range)$/i],
  ['unit', /^(?:units?|mértékegység|egység|einheit|unidad(?:es)?|unités?)$/i],
  ['range', /^(?:ref(?:erence)?\.?(?: range| interval| value| values)?|bio\.? ref\.?(?: range| interval)?|biological reference (?:interval|range)|normal (?:range|values?)|reference value|range|referenztbereich|referenzbereich|normwert|normbereich|referencia(?: tartomány|érték)?|rango(?: de referencia)?|valores de referencia|valeurs de référence|intervalle de référence)$/i],
  ['flag', /^(?:flags?|status|out of range|abnormal|jelzés)$/i],
  ['previous', /^(?:previous(?: result| value)?(?: and date)?|prior(?: result)?|last result|history|vorwert|előző(?: eredmény)?|anterior|précédent|cumulative)$/i],
  ['method', /^(?:methods?|methodology|módszer|methode|método|méthode)$/i],
];

export type HeaderRole = 'name' | 'value' | 'unit' | 'range' | 'flag' | 'previous' | 'method';

export function headerRoleOf(cellText: string): HeaderRole | null {
  const text = cellText.replace(/[:*]/g, '').replace(/\s+/g, ' ').trim();
  return HEADER_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
