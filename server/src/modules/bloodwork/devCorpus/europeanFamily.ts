import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS, CORPUS_URINE_TESTS, type CorpusLanguage } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  PATIENTS,
  beginReport,
  drawDate,
  drawResults,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  rangeText,
} from './reportParts.js';

interface EuropeanWords {
  title: string;
  columns: { name: string; value: string; unit: string; low: string; high: string; range: string; deviation: string };
  collected: (date: DrawnDate) => string;
  /** The collection date with the month written out ('14. März 2024', '14 de marzo de 2024'). */
  collectedLong: (date: DrawnDate) => string;
  birth: string;
  sections: { chemistry: string; blood: string; urine: string; sediment: string };
  egfrUnit: string;
}

const MONTHS_BY_LANGUAGE: Record<Exclude<CorpusLanguage, 'en'>, readonly string[]> = {
  hu: ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
};

const monthName = (language: Exclude<CorpusLanguage, 'en'>, date: DrawnDate) => MONTHS_BY_LANGUAGE[language][date.month - 1]!;

const EUROPEAN: Record<Exclude<CorpusLanguage, 'en'>, EuropeanWords> = {
  hu: {
    title: 'Laboratóriumi lelet',
    columns: { name: 'Vizsgálat', value: 'Eredmény', unit: 'Mértékegység', low: 'Alsó', high: 'Felső', range: 'Referencia tartomány', deviation: 'Eltérés' },
    collected: (d) => `Mintavétel ideje: ${d.year}.${pad(d.month)}.${pad(d.day)}. 07:${pad(d.day)}`,
    collectedLong: (d) => `Mintavétel ideje: ${d.year}. ${monthName('hu', d)} ${d.day}.`,
    birth: 'Születési dátum',
    sections: { chemistry: 'Klinikai kémia', blood: 'Hematológia', urine: 'Vizelet kémia', sediment: 'Vizelet üledék' },
    egfrUnit: 'ml/perc/1.73',
  },
  de: {
    title: 'Laborbefund',
    columns: {
      name: 'Untersuchung',
      value: 'Ergebnis',
      unit: 'Einheit',
      low: 'Norm unten',
      high: 'Norm oben',
      range: 'Referenzbereich',
      deviation: 'Bewertung',
    },
    collected: (d) => `Probenentnahme: ${pad(d.day)}.${pad(d.month)}.${d.year} 08:15`,
    collectedLong: (d) => `Probenentnahme am ${d.day}. ${monthName('de', d)} ${d.year}`,
    birth: 'Geburtsdatum',
    sections: { chemistry: 'Klinische Chemie', blood: 'Hämatologie', urine: 'Urinstatus', sediment: 'Urinsediment' },
    egfrUnit: 'ml/min/1.73m2',
  },
  es: {
    title: 'Informe de laboratorio',
    columns: { name: 'Prueba', value: 'Resultado', unit: 'Unidades', low: 'Mín.', high: 'Máx.', range: 'Valores de referencia', deviation: 'Fuera' },
    collected: (d) => `Fecha de extracción: ${pad(d.day)}/${pad(d.month)}/${d.year}`,
    collectedLong: (d) => `Fecha de extracción: ${d.day} de ${monthName('es', d)} de ${d.year}`,
    birth: 'Fecha de nacimiento',
    sections: { chemistry: 'Bioquímica', blood: 'Hematología', urine: 'Orina', sediment: 'Sedimento urinario' },
    egfrUnit: 'mL/min/1.73m2',
  },
  fr: {
    title: 'Compte rendu d’analyses',
    columns: { name: 'Analyse', value: 'Résultat', unit: 'Unités', low: 'Min', high: 'Max', range: 'Valeurs de référence', deviation: 'Hors' },
    collected: (d) => `Prélèvement du ${pad(d.day)}/${pad(d.month)}/${d.year} à 08h10`,
    collectedLong: (d) => `Prélèvement du ${d.day} ${monthName('fr', d)} ${d.year}`,
    birth: 'Date de naissance',
    sections: { chemistry: 'Biochimie', blood: 'Hématologie', urine: 'Urines', sediment: 'Cytologie urinaire' },
    egfrUnit: 'mL/min/1.73m2',
  },
  pt: {
    title: 'Relatório de análises clínicas',
    columns: { name: 'Exame', value: 'Resultado', unit: 'Unidade', low: 'Mín.', high: 'Máx.', range: 'Valores de referência', deviation: 'Desvio' },
    collected: (d) => `Data da colheita: ${pad(d.day)}-${pad(d.month)}-${d.year}`,
    collectedLong: (d) => `Data da colheita: ${d.day} de ${monthName('pt', d)} de ${d.year}`,
    birth: 'Data de nascimento',
    sections: { chemistry: 'Bioquímica', blood: 'Hematologia', urine: 'Urina tipo II', sediment: 'Sedimento urinário' },
    egfrUnit: 'mL/min/1.73m2',
  },
  it: {
    title: 'Referto di laboratorio',
    columns: { name: 'Esame', value: 'Risultato', unit: 'Unità', low: 'Min', high: 'Max', range: 'Valori di riferimento', deviation: 'Fuori' },
    collected: (d) => `Data prelievo: ${pad(d.day)}/${pad(d.month)}/${d.year}`,
    collectedLong: (d) => `Data prelievo: ${d.day} ${monthName('it', d)} ${d.year}`,
    birth: 'Data di nascita',
    sections: { chemistry: 'Chimica clinica', blood: 'Ematologia', urine: 'Esame urine', sediment: 'Sedimento urinario' },
    egfrUnit: 'mL/min/1.73m2',
  },
};

const EUROPEAN_COLUMN_VARIANTS: Record<Exclude<CorpusLanguage, 'en'>, Partial<EuropeanWords['columns']>> = {
  hu: { name: 'Paraméter', value: 'Érték', unit: 'Egység', range: 'Normál tartomány' },
  de: { name: 'Analyse', value: 'Messwert', unit: 'Einh.', range: 'Referenzwerte', low: 'von', high: 'bis' },
  es: { name: 'Determinación', value: 'Valor', unit: 'Unidad', range: 'Valores normales' },
  fr: { name: 'Paramètre', value: 'Valeur', unit: 'Unité', range: 'Valeurs usuelles' },
  pt: { name: 'Parâmetro', value: 'Valor', unit: 'Unidades', range: 'Intervalo de referência' },
  it: { name: 'Parametro', value: 'Valore', unit: 'Unità di misura', range: 'Valori normali' },
};

const BLOOD_COUNT_KEYS = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']);

interface EuropeanLayout {
  kind: 'split-limits' | 'range-column' | 'deviation-column';
  /** The value repeated in conventional units after the unit; the limit columns then sit further right. */
  dualUnits: boolean;
  shift: number;
}

function writeEuropeanRows(
  writer: PageWriter,
  random: SeededRandom,
  results: readonly DrawnResult[],
  layout: EuropeanLayout,
  words: EuropeanWords,
): ExpectedCorpusValue[] {
  const expected: ExpectedCorpusValue[] = [];
  const flagMark = random.pick(['bold', 'asterisk'] as const);
  const rangeWord = random.pick(['spaced', 'dash', 'word'] as const);
  for (const result of results) {
    const f = (n: number) => formatNumber(n, result.unit.decimals, true);
    const isEgfr = result.test.markerKey === 'egfr';
    const valueText = isEgfr ? `>${f(90)}` : f(result.value);
    const value: ExpectedCorpusValue = isEgfr ? { ...expectedOf(result, true), value: 90, qualifier: '>', unit: words.egfrUnit } : expectedOf(result, true);
    writer.text(40, result.name, 9);
    if (isEgfr && random.chance(0.6)) {
      writer.text(200, `${valueText}${words.egfrUnit}`, 9);
    } else {
      const mark = result.direction && flagMark === 'asterisk' ? '*' : '';
      writer.text(200, `${valueText}${mark}`, 9, result.direction !== null);
      writer.text(260, isEgfr ? words.egfrUnit : result.unit.unit, 9);
    }
    const secondary = result.test.us.unit !== result.unit.unit && result.test.us.high && result.unit.high ? result.test.us.high / result.unit.high : null;
    if (layout.dualUnits && secondary && !isEgfr) {
      // French and Portuguese reports often repeat the value in conventional units: '1,85 g/L (4,78 mmol/L)'.
      writer.text(305, `(${formatNumber(result.value * secondary, result.test.us.decimals, true)} ${result.test.us.unit})`, 8);
    }
    if (layout.kind === 'range-column') {
      if (result.unit.low !== null || result.unit.high !== null) writer.text(360 + layout.shift, rangeText(result.unit, true, rangeWord), 9);
    } else {
      if (result.unit.low !== null) writer.text(360 + layout.shift, f(result.unit.low), 9);
      if (result.unit.high !== null) writer.text(420 + layout.shift, f(result.unit.high), 9);
    }
    if (layout.kind === 'deviation-column' && result.direction) writer.text(490 + layout.shift, result.direction === 'high' ? '+' : '-', 9);
    writer.line(13);
    expected.push(value);
  }
  return expected;
}

function writeEuropeanColumns(writer: PageWriter, layout: EuropeanLayout, words: EuropeanWords): void {
  writer.text(40, words.columns.name, 8, true);
  writer.text(200, words.columns.value, 8, true);
  writer.text(260, words.columns.unit, 8, true);
  if (layout.kind === 'range-column') writer.text(360 + layout.shift, words.columns.range, 8, true);
  else {
    writer.text(360 + layout.shift, words.columns.low, 8, true);
    writer.text(420 + layout.shift, words.columns.high, 8, true);
  }
  if (layout.kind === 'deviation-column') writer.text(490 + layout.shift, words.columns.deviation, 8, true);
  writer.line(14);
}

function writeSection(
  writer: PageWriter,
  random: SeededRandom,
  heading: string,
  results: readonly DrawnResult[],
  layout: EuropeanLayout,
  words: EuropeanWords,
): ExpectedCorpusValue[] {
  if (results.length === 0) return [];
  writer.text(40, heading, 10, true);
  writer.line(15);
  if (random.chance(0.5)) writeEuropeanColumns(writer, layout, words);
  const expected = writeEuropeanRows(writer, random, results, layout, words);
  writer.line(8);
  return expected;
}

export function europeanDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['hu', 'de', 'es', 'fr', 'pt', 'it'] as const);
  // Labs of one country title their columns differently ('Valeurs usuelles' or 'Valeurs de référence').
  const words = random.chance(0.5)
    ? { ...EUROPEAN[language], columns: { ...EUROPEAN[language].columns, ...EUROPEAN_COLUMN_VARIANTS[language] } }
    : EUROPEAN[language];
  const { date, results, writer } = beginReport(random, CORPUS_TESTS, [10, 18], { language, system: 'si' });
  const birth = drawDate(random, 1950, 1995);
  const dualUnits = random.chance(0.3);
  const layout: EuropeanLayout = { kind: random.pick(['split-limits', 'range-column', 'deviation-column'] as const), dualUnits, shift: dualUnits ? 50 : 0 };
  const urine = random.chance(0.7) ? drawResults(random, CORPUS_URINE_TESTS, random.int(3, 5), language, 'si') : [];
  const patient = random.pick(PATIENTS);
  header(
    writer,
    words.title,
    [
      `${patient}   ${words.birth}: ${pad(birth.day)}.${pad(birth.month)}.${birth.year}`,
      random.chance(0.3) ? words.collectedLong(date) : words.collected(date),
    ],
    random,
    false,
  );
  // The table may start low on the page and run onto the next, which opens with the patient line and maybe the header again.
  writer.y += random.chance(0.4) ? random.int(150, 380) : 0;
  const repeatHeader = random.chance(0.5);
  writer.pageHead = () => {
    writer.text(40, `${patient}   ${words.birth}: ${pad(birth.day)}.${pad(birth.month)}.${birth.year}`, 8);
    writer.line(18);
    if (repeatHeader) writeEuropeanColumns(writer, layout, words);
  };
  writeEuropeanColumns(writer, layout, words);
  const blood = results.filter((result) => BLOOD_COUNT_KEYS.has(result.test.markerKey));
  const chemistry = results.filter((result) => !BLOOD_COUNT_KEYS.has(result.test.markerKey));
  const chemistryExpected = writeSection(writer, random, words.sections.chemistry, chemistry, layout, words);
  const urineFirst = random.chance(0.4);
  const sediment = urine.filter((result) => ['urine_rbc', 'urine_wbc'].includes(result.test.markerKey));
  const urineChemistry = urine.filter((result) => !sediment.includes(result));
  const urineExpected = () => [
    ...writeSection(writer, random, words.sections.urine, urineChemistry, layout, words),
    ...writeSection(writer, random, words.sections.sediment, sediment, layout, words),
  ];
  const expected = [...chemistryExpected];
  if (urineFirst) expected.push(...urineExpected());
  expected.push(...writeSection(writer, random, words.sections.blood, blood, layout, words));
  if (!urineFirst) expected.push(...urineExpected());
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'european', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
