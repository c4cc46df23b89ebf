/**
 * Words that mark a line as report furniture rather than a result: patient details, addresses, page
 * furniture. Matching is on whole words so that 'Prothrombin time' or 'Uric acid' are not caught.
 */
const NON_RESULT_LABEL =
  /\b(?:age|sex|gender|dob|d\.o\.b|birth|geb|date|page|phone|ph\.? ?no|tel|telephone|fax|mobile|mob|pin ?code|pin|zip|id|pid|uhid|mrn|reg(?:istration)?\.?(?: no)?|lab no|sample no|barcode|accession|ref(?:\.|erred)? by|doctor|patient|pati[eë]nt|pacjent|bsn|cpr|personnummer|pesel|name|address|invoice|bill|receipt|order|collected|received|registered|printed|generated|reported|years?|yrs|months?|days?|road|street|floor|complex|nagar|city|percentiles?|email|www|http|cin|gst|nabl|iso|licen[cs]e|code|k[oó]d)\b/i;

/** Row labels of interpretation / cut-off tables ('Desirable < 200', 'Prediabetes 5.7 - 6.4'). */
const INTERPRETATION_CATEGORY =
  /^(?:optimal|near(?: or above)? optimal|above optimal|desirable|borderline(?: high| low)?|high|low|very high|very low|normal|abnormal|elevated|deficien(?:t|cy)|insufficien(?:t|cy)|sufficien(?:t|cy)|optimum|toxic(?:ity)?|intoxication|pre-?diabet(?:es|ic)|diabet(?:es|ic)|non-?diabetic|good control|fair control|poor control|action suggested|(?:low|average|moderate|high|very high) risk|risk|negative|positive|reactive|non-?reactive|adults?|children|child|infants?|newborns?|neonates?|elderly|men|women|males?|females?|pregnan(?:t|cy)|(?:first|second|third|1st|2nd|3rd) trimester|follicular(?: phase)?|luteal(?: phase)?|ovulat(?:ion|ory)(?: phase| peak)?|mid-?cycle|post-?menopaus(?:e|al)|pre-?menopaus(?:e|al)|cord blood|ideal|acceptable|target|goal|recommended|kiváló|normális|határérték|emelkedett|magas|alacsony|optimal|erhöht|grenzwertig|wünschenswert)$/i;

/** Headings over earlier results ('Past results', 'History'): never a test name. */
const RESULT_HISTORY_HEADING = /^(?:(?:past|previous|prior|earlier|older) results?|(?:result |test )?history|trends?)$/i;

export function isResultHistoryHeading(text: string): boolean {
  return RESULT_HISTORY_HEADING.test(text.replace(/\s+/g, ' ').trim());
}

/** Body measures and vital signs printed beside lab results on screening reports: measured at the visit, never lab results. */
const VITAL_SIGN =
  /^(?:body mass index|bmi|(?:resting )?(?:heart rate|pulse(?: rate)?)|(?:waist|hip)(?: circumference)?|waist[- ](?:to[- ])?hip ratio|(?:systolic |diastolic )?blood pressure|bp|(?:body )?(?:height|weight)|body fat(?: percentage)?|(?:body )?temperature|respiratory rate|oxygen saturation|spo2)$/i;

function withoutBrackets(text: string): string {
  return text
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a would-be test name is really a patient-detail label or an interpretation-table category. */
export function isNonResultName(name: string): boolean {
  const bare = withoutBrackets(name);
  if (bare.length === 0) return true;
  if (INTERPRETATION_CATEGORY.test(bare) || RESULT_HISTORY_HEADING.test(bare) || VITAL_SIGN.test(bare)) return true;
  return NON_RESULT_LABEL.test(name);
}

/** Headings after which a block of notes, cut-offs or interpretation follows instead of results. */
const NOTES_HEADING =
  /^(?:interpretation|interpretations|comments?|notes?|remarks?|clinical (?:notes|significance|information|use)|interpretive information|about (?:your|these|this|the) (?:results?|tests?)|cut[- ]?offs?|recommendations?|guidelines?|reference (?:ranges?|values|intervals?) (?:table|for|according)|risk (?:categor|assessment)|possible causes|kommentár|kommentar|commentaar|opmerking(?:en)?|komentarz|uwagi|megjegyzés|értékelés|beurteilung|bemerkung|hinweis|interpretación|comentario|commentaire)\b/i;

export function isNotesHeading(text: string): boolean {
  return NOTES_HEADING.test(text.trim());
}

const HEADER_WORDS: ReadonlyArray<[HeaderRole, RegExp]> = [
  [
    'name',
    /^(?:tests?(?: name| description)?|(?:test |examination )?items?|investigations?|parameters?|analytes?|examinations?|test description|description|vizsgálat|paraméter|untersuchung|analyse|analysen?|prueba|determinación|examen|exames?|esames?|descrizione esame|analisi|análisis|análise|analyses|paramètres?|parametr[oi]|parâmetros?|component|determinaci[oó]n|determinação|determinazione|bezeichnung|onderzoek|bepaling|undersökning|undersøgelse|analys|badanie|tetkik(?: ad[ıi])?|test ad[ıi]|tahlil(?: ad[ıi])?|[iİı][şs]lem ad[ıi])$/i,
  ],
  [
    'value',
    /^(?:results?|values?|observed value|your value|result value|eredmény|ergebnis|befund|resultados?|résultats?|risultat[oi]|wert|messwert|mérési eredmény|valeurs?|valor(?:es)?|valore|érték|current(?: result)?(?: and flag)?|this time|observation|obs\.? value|in range|aktuell(?:er (?:wert|befund))?|resultat|resultaat|uitslag|svar|wynik|sonu[çc])(?:\s*\((?:ref\.?|referen\p{L}*)\))?$/iu,
  ],
  [
    'unit',
    /^(?:units?(?: of measure)?|uom|mértékegys(?:ég|\.)|egység|einheit(?:en)?|einh\.|unidad(?:es)?|unidades?|unid\.|u\.m\.|unités?|unità(?: di misura)?|unita|dimension|eenh(?:eid|\.)|enhet|enhed|jednostka|jedn\.|birim|sonu[çc] birimi)$/i,
  ],
  [
    'range',
    /^(?:(?:latest )?ref(?:erence)?\.?(?: range| rng| interval| value| values)?(?: (?:&|and) units?)?|bio\.? ref\.?(?: range| interval)?|biological reference (?:interval|range)|(?:normal|standard|expected|target) (?:range|values?|interval)|reference value|range|referenztbereich|referenzbereich|ref\.?-bereich|normwert|normbereich|referencia(?: tartomány|érték)?|rango(?: de referencia)?|valores de refer[eê]ncia|valeurs de référence|valeurs (?:usuelles|normales)|valori normali|valores normales|referenzwerte|normalbereich|ref\.? tartomány|normál tartomány|intervalle de référence|valori di riferimento|intervallo di riferimento|val\.? (?:rif|ref)\.?|v\. referencia|intervalo de refer[eê]ncia|normalwerte?|referentiewaarden?|ref\.? ?interval|referensintervall|referenceinterval|zakres referencyjny|warto[sś]ci referencyjne|referans(?: aral[ıi][ğg][ıi]| de[ğg]er(?:i|leri))?|ref\.? aral[ıi]k)$/i,
  ],
  [
    'flag',
    /^(?:flags?|(?:result )?status|out of range|abnormal|abn(?:ormal|\.)?(?: flag)?|h\/l|jelzés|eltérés|bewertung|bew\.|kennz\.|kennzeichen|fuera(?: de rango)?|hors(?: normes)?|desvio|fuori(?: range)?|durum|uyar[ıi])$/i,
  ],
  [
    'low',
    /^(?:(?:ref\.? )?(?:low|min)|low(?:er)? limit|lower|min\.?|minimum|mín\.?|als[óo](?: határ| érték)?|ref\.? ?als[óo]|norm unten|unt(?:ere?|\.)? ?(?:grenze|norm)|límite inferior|limite inf[ée]rieure|limite inferiore|von|alt (?:limit|s[ıi]n[ıi]r))$/i,
  ],
  [
    'high',
    /^(?:ref\.? (?:high|max)|high(?:er)? limit|upper(?: limit)?|max\.?|maximum|máx\.?|fels[őöo](?: határ| érték)?|ref\.? ?fels[őöo]|norm oben|ob(?:ere?|\.)? ?(?:grenze|norm)|límite superior|limite sup[ée]rieure|limite superiore|bis|[üu]st (?:limit|s[ıi]n[ıi]r))$/i,
  ],
  [
    'tier',
    /^(?:optimal|borderline(?: high| low)?|increased(?: risk)?|elevated|desirable|high|very high|moderate|intermediate|(?:low|moderate|intermediate|average|high|very high) risk|(?:1st|2nd|3rd|first|second|third|lowest|middle|highest) tertile|tertile [123]|(?:1st|2nd|3rd|4th|first|second|third|fourth) quartile)$/i,
  ],
  [
    'previous',
    /^(?:previous(?: result| value)?(?: and date)?|prior(?: result)?|last result|last time|before last|(?:\d|two|three) times ago|history|vorwert(?:e)?|vorbefund|el[őöoõô]z[őöoõô](?: eredmény| lelet)?|(?:res(?:ultado|\.) )?anterior|res\. ant\.|précédent|antériorités?|(?:risultato )?prec(?:edente|\.)|[öo]nceki(?: sonu[çc])?|cumulative)(?:\s+(?:vom|from|of|du|del))?(?:\s+\(?(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2}\.?)\)?)?$/i,
  ],
  // The narrow column before the result where a censored result's '<' or '>' stands.
  ['qualifier', /^(?:q|qual\.?|qualifier|mod\.?|modifier)$/i],
  // Export columns repeated on every row: the test's code (LOINC), the sample's identifier and its collection time.
  ['identifier', /^(?:loinc(?: code)?|specimen (?:id|no\.?|number)|accession(?: (?:id|no\.?|number))?|spec\.? ?#)$/i],
  // A test's own code or abbreviation ('GLU', 'ALT') in a column of its own beside the name column.
  ['code', /^(?:(?:(?:test|item|order) )?code|k[óo]d)$/i],
  // The running number of a row in a numbered table ('No.', 'S.No'); a bare 'No' opens phrases ('No reference range').
  ['number', /^(?:(?:no|nr)\.|(?:s|sl|sr)\.? ?no\.?|#)$/i],
  // A health check's judgement of each item ('A' no findings to 'D' treatment needed): letters that are no flag.
  ['judgement', /^(?:judge\.?|judgements?|judgments?|grade)$/i],
  ['collected', /^(?:collected|collection (?:date|time|dt\/tm|date\/time)|coll\.? (?:date|dt\/tm|time))$/i],
  ['method', /^(?:methods?|methodology|technology|technique|principle|módszer|methode|método|méthode|metodo|metodica|metodologia|técnica)$/i],
  [
    'specimen',
    /^(?:specimen(?: type)?|sample(?: type)?|material|probenmaterial|untersuchungsmaterial|mintaanyag|minta|muestra|tipo de muestra|échantillon|nature de l'échantillon|campione|materiale|amostra|tipo de amostra)$/i,
  ],
];

export type HeaderRole =
  | 'name'
  | 'value'
  | 'qualifier'
  | 'unit'
  | 'range'
  | 'flag'
  | 'previous'
  | 'method'
  | 'low'
  | 'high'
  | 'tier'
  | 'specimen'
  | 'identifier'
  | 'code'
  | 'number'
  | 'judgement'
  | 'collected';

export function headerRoleOf(cellText: string): HeaderRole | null {
  const text = cellText.replace(/[:*]/g, '').replace(/\s+/g, ' ').trim();
  const role = HEADER_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  // 'Collected:' or 'Specimen ID:' with a colon labels the report's detail beside it, never a column.
  return (role === 'collected' || role === 'identifier') && cellText.includes(':') ? null : role;
}

/**
 * Portal status words printed on their own line or beside a value ('Above Range  142 mg/dL'), and the 'Your value' or
 * 'Value' label some portals print there instead; only out-of-range ones are flags.
 */
const STATUS_LINE = /^(?:in range|within range|above range|below range|out of range|optimal|normal|(?:your )?(?:value|result)s?:?)$/i;

/**
 * A lab app's status chip starts with a dot ('• Above range', '• High'); the dot makes a bare 'High' or 'Low' a status,
 * which alone could be a heading or a category.
 */
const STATUS_CHIP = /^[•●◦▪]\s*(?<status>.+)$/;
const CHIP_ONLY_STATUS = /^(?:high|low|abnormal|borderline)$/i;

function statusWords(text: string): { words: string; isChip: boolean } {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const chip = STATUS_CHIP.exec(trimmed)?.groups?.status;
  return chip === undefined ? { words: trimmed, isChip: false } : { words: chip.trim(), isChip: true };
}

/** The 'Value' / 'Your result' / 'Latest result' label a portal card prints above or before the value. */
export function isValueLabel(text: string): boolean {
  return /^(?:(?:your|latest|most recent|current) )?(?:value|result)s?:?$/i.test(text.replace(/\s+/g, ' ').trim());
}

/** A card's note that the lab gives no range for the test ('No reference range'): no name, no range. */
export function isNoRangeNote(text: string): boolean {
  return /^no (?:reference )?(?:range|interval)(?: available| given)?$/i.test(text.replace(/\s+/g, ' ').trim());
}

export function isStatusText(text: string): boolean {
  const { words, isChip } = statusWords(text);
  return STATUS_LINE.test(words) || (isChip && CHIP_ONLY_STATUS.test(words));
}

/** The printed flag a status line stands for: 'High' / 'Low' for above or below the range, none otherwise. */
export function flagOfStatus(text: string): string | undefined {
  const { words } = statusWords(text);
  if (/^(?:above range|high)$/i.test(words)) return 'High';
  if (/^(?:below range|low)$/i.test(words)) return 'Low';
  return undefined;
}

/**
 * A range printed in a comment or a card line under a result ('Reference Range <75', 'Desirable: < 200', 'Reference: 70–99',
 * 'Typical range: Less than 200', 'Obiettivo in pazienti a rischio molto alto: < 55 mg/dL'); returns the range text.
 */
const COMMENT_RANGE =
  /^(?:reference (?:range|interval)|ref\.? (?:range|interval)|(?:reference|ref\.?)(?=\s*:)|(?:standard|expected|typical) (?:range|interval)|desirable(?: range)?|target(?: range)?|optimal(?: range)?|normal(?: range)?|goal|(?:target|goal|obiettivo|objetivo)(?: [^:<>≤≥\d]{1,60})?(?=\s*:))\s*:?\s*(?=[<>≤≥\d]|(?:less|more|greater) than\b|up to\b|at (?:least|most)\b)/i;

export function commentRangeText(text: string): string | null {
  const match = COMMENT_RANGE.exec(text.replace(/\s+/g, ' ').trim());
  return match ? text.replace(/\s+/g, ' ').trim().slice(match[0].length) : null;
}

/** Section headings of urine chemistry and sediment, and of the blood sections that may follow them. */
const URINE_SECTION =
  /(?:^|[\s,(/-])(?:urine|urines|urinalysis|urinary|urinaire|urinario|urinário|urin|urinstatus|urinsediment|harn|harnstatus|vizelet\p{L}*|orina|urina|sedimento|sediment|üledék)(?=$|[\s,)/:-])/iu;
const BLOOD_SECTION =
  /(?:^|[\s,(/-])(?:h[aeä]?matol[oó][gj]\p{L}*|hemogram|biyokimya|koag[üu]lasyon|ematolog\p{L}*|hématolog\p{L}*|blood|blutbild|vérkép|cbc|complete blood count|chemistry|chemie|kémia|bioqu[ií]mica|biochimie|chimica|química|lipids?|lipid profile|thyroid|szérum|serum|plasma|immun\p{L}*|hormon\p{L}*|endokrin\p{L}*|coagulation|gerinnung|véralvadás|vérzsír\p{L}*)(?=$|[\s,)/:-])/iu;

export type SectionSpecimen = 'urine' | 'blood';

/** Whether a heading line opens a urine section, a blood section, or neither. */
/** An ordering code or test count printed after a panel name ('Urinalysis, Routine (003038)'): no result on the line. */
const ORDERING_CODE = /\s*[([]\d+[)\]]$/;

export function isOrderingCode(text: string): boolean {
  return ORDERING_CODE.test(text) && text.trim().replace(ORDERING_CODE, '') === '';
}

export function sectionSpecimenOf(text: string): SectionSpecimen | null {
  const heading = text.replace(/\s+/g, ' ').replace(ORDERING_CODE, '').trim();
  if (heading.length > 60 || /\d/.test(heading)) return null;
  if (URINE_SECTION.test(heading)) return 'urine';
  return BLOOD_SECTION.test(heading) ? 'blood' : null;
}

/** A test name that itself says urine ('Creatinine, Urine', 'Urine Microalbumin', 'Harn-Kreatinin'). */
export function namesUrine(name: string): boolean {
  return /(?:^|[\s,(/-])(?:urine|urinary|urin|harn|vizelet|orina|urina|u)(?=$|[\s,)/:-])/i.test(name) && !/^u$/i.test(name.trim());
}

/**
 * A line of prose under a result ('Goal for most adults with diabetes < 7.0 %.', 'Slight hemolysis may raise potassium by
 * 0.3 mmol/L.'): five words or more in one run, ending in a full stop after a word, unit or bracket. A result row is
 * never punctuated so.
 */
export function isSentenceLine(cells: readonly { text: string }[]): boolean {
  const text = cells[0]?.text.trim() ?? '';
  return cells.length === 1 && text.split(/\s+/).length >= 5 && /[\p{L}%)]\.$/u.test(text);
}
