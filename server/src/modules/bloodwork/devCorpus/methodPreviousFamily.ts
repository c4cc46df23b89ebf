import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusLanguage, type CorpusTest, type CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  PATIENTS,
  beginReport,
  drawDate,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  printedWidth,
  wrapWords,
} from './reportParts.js';

type PrivateLabLanguage = Extract<CorpusLanguage, 'it' | 'es' | 'pt'>;
type Section = 'blood' | 'chemistry' | 'hormones';
type MethodKind = 'enzymatic' | 'electrode' | 'colorimetric' | 'ifcc' | 'counter' | 'calculated' | 'equation' | 'hplc' | 'immunoassay' | 'turbidimetric';

interface LabWords {
  labs: readonly string[];
  taxId: string;
  titles: { name: readonly string[]; value: string; unit: readonly string[]; range: readonly string[]; method: readonly string[]; previous: readonly string[] };
  sections: Record<Section, readonly string[]>;
  patient: string;
  born: string;
  request: string;
  collected: readonly string[];
  reported: string;
  high: string;
  low: string;
  upTo: readonly string[];
  over: readonly string[];
  methods: Record<MethodKind, readonly string[]>;
  notes: readonly string[];
  ldlTarget: string;
  signature: string;
}

const WORDS: Record<PrivateLabLanguage, LabWords> = {
  it: {
    labs: ['Laboratorio Analisi Cliniche Aurora S.r.l.', 'Centro Medico Diagnostico San Luca', 'Poliambulatorio Analisi Santa Chiara'],
    taxId: 'P.IVA 0',
    titles: {
      name: ['Esame', 'Analisi', 'Descrizione esame'],
      value: 'Risultato',
      unit: ['Unità di misura', 'U.M.', 'Unità'],
      range: ['Valori di riferimento', 'Intervallo di riferimento', 'Val. rif.'],
      method: ['Metodo', 'Metodica'],
      previous: ['Precedente', 'Risultato prec.', 'Prec.'],
    },
    sections: {
      blood: ['EMATOLOGIA', 'ESAME EMOCROMOCITOMETRICO'],
      chemistry: ['CHIMICA CLINICA', 'BIOCHIMICA CLINICA'],
      hormones: ['ENDOCRINOLOGIA', 'IMMUNOMETRIA'],
    },
    patient: 'Paziente',
    born: 'Nato/a il',
    request: 'Accettazione n.',
    collected: ['Data prelievo', 'Prelievo del', 'Data accettazione'],
    reported: 'Data referto',
    high: 'Alto',
    low: 'Basso',
    upTo: ['fino a', '<'],
    over: ['>', 'superiore a'],
    methods: {
      enzymatic: ['Enzimatico', 'Enzim. colorim.'],
      electrode: ['ISE indiretto', 'Potenziometria'],
      colorimetric: ['Colorimetrico', 'Fotometria'],
      ifcc: ['IFCC 37 °C', 'Cinetico IFCC'],
      counter: ['Impedenziometrico', 'Citofluorimetria'],
      calculated: ['Calcolato', 'Calcolo'],
      equation: ['CKD-EPI 2021', 'CKD-EPI'],
      hplc: ['HPLC', 'HPLC (IFCC)'],
      immunoassay: ['CLIA', 'ECLIA 3ª gen.'],
      turbidimetric: ['Immunoturbid.', 'Turbidimetria'],
    },
    notes: [
      'I valori contrassegnati sono al di fuori dell\u2019intervallo di riferimento.',
      'Campione conservato a 4 °C per 24 ore prima dell\u2019analisi.',
      'Glicemia: valori 100 - 125 mg/dL indicano alterata glicemia a digiuno.',
    ],
    ldlTarget: 'Obiettivo in pazienti a rischio molto alto: < 55 mg/dL',
    signature: 'Il Direttore Sanitario: Dott.ssa M. Ferri, Biologa - Iscr. Albo n. ',
  },
  es: {
    labs: ['Laboratorio Clínico Levante', 'Análisis Clínicos Mediterráneo S.L.', 'Centro de Diagnóstico Castilla'],
    taxId: 'CIF B',
    titles: {
      name: ['Prueba', 'Determinación', 'Análisis'],
      value: 'Resultado',
      unit: ['Unidades', 'Unid.'],
      range: ['Valores de referencia', 'Intervalo de referencia', 'V. Referencia'],
      method: ['Método', 'Técnica'],
      previous: ['Resultado anterior', 'Anterior', 'Res. anterior'],
    },
    sections: { blood: ['HEMATOLOGÍA', 'HEMOGRAMA'], chemistry: ['BIOQUÍMICA', 'BIOQUÍMICA GENERAL'], hormones: ['HORMONAS', 'INMUNOQUÍMICA'] },
    patient: 'Paciente',
    born: 'F. nacimiento',
    request: 'Nº petición',
    collected: ['Fecha de extracción', 'Fecha toma de muestra', 'Fecha de recepción'],
    reported: 'Fecha de validación',
    high: 'Alto',
    low: 'Bajo',
    upTo: ['hasta', '<'],
    over: ['>', 'mayor de'],
    methods: {
      enzymatic: ['Enzimático', 'Enzim. colorim.'],
      electrode: ['ISE indirecto', 'Potenciometría'],
      colorimetric: ['Colorimétrico', 'Fotometría'],
      ifcc: ['IFCC 37 °C', 'Cinético IFCC'],
      counter: ['Impedancia', 'Citometría de flujo'],
      calculated: ['Calculado', 'Cálculo'],
      equation: ['CKD-EPI 2021', 'CKD-EPI'],
      hplc: ['HPLC', 'HPLC (NGSP)'],
      immunoassay: ['Quimiolum.', 'ECLIA'],
      turbidimetric: ['Turbidimetría', 'Inmunoturbid.'],
    },
    notes: [
      'Los resultados señalados están fuera del intervalo de referencia.',
      'Muestra recibida a las 10:45, conservada entre 2 y 8 °C.',
      'Glucosa: entre 100 y 125 mg/dL, glucemia basal alterada.',
    ],
    ldlTarget: 'Objetivo en riesgo cardiovascular muy alto: < 55 mg/dL',
    signature: 'Validado por: Dra. L. Ortega, Facultativo Especialista - Nº colegiado 28/',
  },
  pt: {
    labs: ['Laboratório de Análises Clínicas Atlântico', 'Centro de Diagnóstico Tejo, Lda.', 'Laboratório Clínico do Minho'],
    taxId: 'NIF 5',
    titles: {
      name: ['Análise', 'Parâmetro', 'Exame'],
      value: 'Resultado',
      unit: ['Unidades', 'Unid.'],
      range: ['Valores de referência', 'Intervalo de referência', 'Val. Ref.'],
      method: ['Método', 'Metodologia'],
      previous: ['Resultado anterior', 'Anterior', 'Res. ant.'],
    },
    sections: { blood: ['HEMATOLOGIA', 'HEMOGRAMA'], chemistry: ['BIOQUÍMICA', 'QUÍMICA CLÍNICA'], hormones: ['ENDOCRINOLOGIA', 'IMUNOLOGIA'] },
    patient: 'Utente',
    born: 'Data nasc.',
    request: 'Nº requisição',
    collected: ['Data de colheita', 'Colheita', 'Data da colheita'],
    reported: 'Data do relatório',
    high: 'Alto',
    low: 'Baixo',
    upTo: ['até', 'inferior a', '<'],
    over: ['>', 'superior a'],
    methods: {
      enzymatic: ['Enzimático', 'Enzim. colorim.'],
      electrode: ['ISE indireto', 'Potenciometria'],
      colorimetric: ['Colorimétrico', 'Fotometria'],
      ifcc: ['IFCC 37 °C', 'Cinético IFCC'],
      counter: ['Impedância', 'Citometria de fluxo'],
      calculated: ['Calculado', 'Cálculo'],
      equation: ['CKD-EPI 2021', 'CKD-EPI'],
      hplc: ['HPLC', 'HPLC (NGSP)'],
      immunoassay: ['Quimiolum.', 'ECLIA'],
      turbidimetric: ['Turbidimetria', 'Imunoturbid.'],
    },
    notes: [
      'Valores assinalados fora do intervalo de referência.',
      'Amostra colhida em jejum de 12 horas; transporte a 4 °C.',
      'Glicose: 100 a 125 mg/dL, anomalia da glicemia em jejum.',
    ],
    ldlTarget: 'Objetivo terapêutico em risco muito alto: < 55 mg/dL',
    signature: 'Validado por: Dr. J. Carvalho, Especialista em Patologia Clínica - Cédula n.º ',
  },
};

/** Tests printed outside the chemistry section. */
const SECTION_TESTS: Partial<Record<Section, readonly string[]>> = {
  blood: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv', 'hba1c'],
  hormones: ['tsh', 'free_t4', 'ferritin', 'vitamin_d_25oh', 'vitamin_b12', 'crp'],
};

/** How each test is measured; every other test is enzymatic. */
const METHOD_TESTS: Partial<Record<MethodKind, readonly string[]>> = {
  electrode: ['sodium', 'potassium'],
  colorimetric: ['calcium', 'bilirubin_total', 'albumin', 'iron', 'hemoglobin'],
  ifcc: ['alt', 'ast', 'ggt', 'alkaline_phosphatase'],
  counter: ['wbc_count', 'rbc_count', 'platelet_count'],
  calculated: ['hematocrit', 'mcv'],
  equation: ['egfr'],
  hplc: ['hba1c'],
  immunoassay: ['tsh', 'free_t4', 'ferritin', 'vitamin_d_25oh', 'vitamin_b12'],
  turbidimetric: ['crp'],
};

/** The key of `table` whose list holds `markerKey`, or `fallback`. */
function groupOf<K extends string>(table: Partial<Record<K, readonly string[]>>, markerKey: string, fallback: K): K {
  return (Object.keys(table) as K[]).find((key) => table[key]!.includes(markerKey)) ?? fallback;
}

/** The units these countries' labs print where the test list's conventional unit is a US spelling. */
const LOCAL_UNITS: Record<string, readonly string[]> = {
  wbc_count: ['10^3/µL', 'x10^3/µL', '10³/µL', 'x10^9/L'],
  rbc_count: ['10^6/µL', 'x10^6/µL', '10^12/L'],
  platelet_count: ['10^3/µL', 'x10^3/µL', '10^9/L'],
  tsh: ['µUI/mL', 'µUI/ml', 'mUI/L'],
  iron: ['µg/dL', 'mcg/dL'],
  egfr: ['mL/min/1,73m2', 'mL/min/1.73 m2'],
};

interface RowStyle {
  comma: boolean;
  mark: 'star before' | 'star after' | 'word column' | 'bold';
  layout: 'method column' | 'method under name' | 'method first';
  previousDates: 'title' | 'row';
}

/** The test's unit as this report prints it: mg/dL chemistry, local spellings of counts and TSH, IFCC HbA1c in some Italian labs. */
function localUnit(random: SeededRandom, test: CorpusTest, language: PrivateLabLanguage, lowerCase: boolean): CorpusUnit {
  if (test.markerKey === 'hba1c' && language === 'it' && random.chance(0.5)) return test.si;
  const spellings = LOCAL_UNITS[test.markerKey];
  const unit = spellings ? random.pick(spellings) : test.us.unit;
  return { ...test.us, unit: lowerCase ? unit.replace(/dL$/, 'dl').replace(/mL$/, 'ml') : unit };
}

function rangeCell(unit: CorpusUnit, words: LabWords, style: RowStyle, random: SeededRandom): string {
  const f = (n: number) => formatNumber(n, unit.decimals, style.comma);
  if (unit.low !== null && unit.high !== null) return `${f(unit.low)} - ${f(unit.high)}`;
  if (unit.high !== null) return `${random.pick(words.upTo)} ${f(unit.high)}`;
  return `${random.pick(words.over)} ${f(unit.low!)}`;
}

function printedDate(date: DrawnDate, shortYear: boolean, separator: string): string {
  return `${pad(date.day)}${separator}${pad(date.month)}${separator}${shortYear ? String(date.year).slice(2) : date.year}`;
}

interface Columns {
  name: number;
  method: number;
  value: number;
  flag: number;
  unit: number;
  range: number;
  previous: number;
}

const LAYOUTS: Record<RowStyle['layout'], Columns> = {
  'method column': { name: 40, value: 178, flag: 211, unit: 243, range: 320, method: 410, previous: 495 },
  'method under name': { name: 40, value: 195, flag: 232, unit: 268, range: 345, method: 0, previous: 450 },
  'method first': { name: 40, method: 180, value: 262, flag: 296, unit: 330, range: 402, previous: 495 },
};

/**
 * Italian, Spanish and Portuguese private-lab reports: a titled table (Esame | Risultato | Unità di misura | Valori di
 * riferimento | Metodo | Precedente; Prueba | Resultado | Unidades | Valores de referencia | Método | Resultado anterior),
 * the method in its own column (after the range or before the result) or in small print under the name, the previous
 * result at the right with its date in the column title or after each value, `-` for a test not done then; decimal
 * commas, conventional units (mg/dL, µUI/mL, 10^3/µL), worded one-sided limits (`fino a`, `hasta`, `até`), out-of-range
 * values marked by `*` before or after them, an Alto/Bajo/Baixo column, or bold only; sections, notes with numbers, the
 * validating doctor's registration number.
 */
export function methodPreviousDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['it', 'es', 'pt'] as const);
  const words = WORDS[language];
  const { date, writer } = beginReport(random, [], [0, 0]);
  const style: RowStyle = {
    comma: random.chance(0.85),
    mark: random.pick(['star before', 'star after', 'word column', 'bold'] as const),
    layout: random.pick(['method column', 'method under name', 'method first'] as const),
    previousDates: random.pick(['title', 'row'] as const),
  };
  const x = LAYOUTS[style.layout];
  const separator = random.pick(['/', '/', '-', '.']);
  const shortYear = random.chance(0.2);
  const patient = random.pick(PATIENTS);
  const birth = drawDate(random, 1940, 2000);
  const previousVisit = drawDate(random, date.year - 2, date.year - 1);

  writer.text(40, random.pick(words.labs), 13, true);
  writer.line(14);
  writer.text(
    40,
    `${words.taxId}${random.int(10000000, 99999999)}   Tel. +${{ it: '39', es: '34', pt: '351' }[language]} ${random.int(200, 999)} ${random.int(100000, 999999)}`,
    8,
  );
  writer.line(20);
  const headLines = [
    [`${words.patient}: ${patient}`, `${words.request} ${random.int(100000, 9999999)}`],
    [`${words.born} ${printedDate(birth, false, separator)}   ${language === 'it' ? 'Sesso' : 'Sexo'}: ${random.pick(['F', 'M'])}`, ''],
    [
      `${random.pick(words.collected)}: ${printedDate(date, shortYear, separator)} ${random.chance(0.5) ? `${pad(random.int(7, 10))}:${pad(random.int(0, 59))}` : ''}`.trimEnd(),
      `${words.reported}: ${printedDate({ ...date, day: Math.min(date.day + random.int(0, 2), 28) }, shortYear, separator)}`,
    ],
  ];
  for (const [left, right] of headLines) {
    writer.text(40, left!, 9);
    if (right) writer.text(330, right, 9);
    writer.line(13);
  }
  writer.line(14);

  const titles = {
    name: random.pick(words.titles.name),
    unit: random.pick(words.titles.unit),
    range: random.pick(words.titles.range),
    method: random.pick(words.titles.method),
    previous: random.pick(words.titles.previous),
  };
  const titleCells = (
    [
      [x.name, titles.name],
      [x.method, x.method ? titles.method : ''],
      [x.value, words.titles.value],
      [x.unit, titles.unit],
      [x.range, titles.range],
      [x.previous, titles.previous],
    ] as Array<[number, string]>
  )
    .filter(([, title]) => title !== '')
    .sort(([left], [right]) => left - right);
  const writeTitles = () => {
    const top = writer.y;
    let lines = 1;
    titleCells.forEach(([at, title], index) => {
      // A title wider than its column wraps onto a second line under itself, as these report templates set it.
      const room = (titleCells[index + 1]?.[0] ?? 580) - at - 6;
      const cell = printedWidth(writer, title, 8, true) > room ? wrapWords(title, Math.ceil(title.length / 2)) : [title];
      cell.forEach((line, index) => writer.text(at, line, 8, true, top + index * 9));
      if (at === x.previous && style.previousDates === 'title') {
        writer.text(at, printedDate(previousVisit, shortYear, separator), 7, false, top + cell.length * 9);
        lines = Math.max(lines, cell.length + 1);
      } else lines = Math.max(lines, cell.length);
    });
    writer.line(lines * 9 + 6);
  };
  writeTitles();
  writer.pageHead = () => {
    writer.text(40, `${words.patient}: ${patient}   ${printedDate(date, shortYear, separator)}`, 8);
    writer.line(16);
    writeTitles();
  };

  const lowerCase = random.chance(0.4);
  const expected: ExpectedCorpusValue[] = [];
  const tests = CORPUS_TESTS.filter((test) => !test.specimen && test.us.unit !== '');
  const chosen = random.sample(tests, random.int(10, 20));
  const order: Section[] = random.chance(0.5) ? ['blood', 'chemistry', 'hormones'] : ['chemistry', 'blood', 'hormones'];
  for (const section of order) {
    const rows = chosen.filter((test) => groupOf(SECTION_TESTS, test.markerKey, 'chemistry') === section);
    if (rows.length === 0) continue;
    writer.keep(45);
    writer.line(4);
    writer.text(40, random.pick(words.sections[section]), 10, true);
    writer.line(15);
    for (const test of rows) {
      const unit = localUnit(random, test, language, lowerCase);
      const result: DrawnResult = { test, name: random.pick(test.names[language] ?? test.names.en), unit, ...drawValue(random, unit) };
      writeRow(writer, random, { result, words, style, x, previousVisit, shortYear, separator });
      expected.push(expectedOf(result, true));
      if (test.markerKey === 'ldl_cholesterol' && random.chance(0.6)) {
        writer.text(x.name + 8, words.ldlTarget, 7);
        writer.line(11);
      }
    }
  }
  writer.pageHead = null;
  writer.line(10);
  for (const note of random.sample(words.notes, random.int(1, 3))) {
    writer.text(40, note, 7);
    writer.line(10);
  }
  writer.line(14);
  writer.text(40, `${words.signature}${random.int(1000, 99999)}`, 8);
  writer.line(12);
  return finishReport(
    writer,
    random,
    { id, family: 'method_previous', collectedOn: date.iso, expected },
    { dayFirst: true, interpretation: false, footnotes: false },
  );
}

function writeRow(
  writer: PageWriter,
  random: SeededRandom,
  row: { result: DrawnResult; words: LabWords; style: RowStyle; x: Columns; previousVisit: DrawnDate; shortYear: boolean; separator: string },
): void {
  const { result, words, style, x } = row;
  const value = formatNumber(result.value, result.unit.decimals, style.comma);
  const flagged = result.direction !== null;
  const method = random.pick(words.methods[groupOf(METHOD_TESTS, result.test.markerKey, 'enzymatic')]);
  // The method printed under the name stays on the page with its row.
  if (!x.method) writer.keep(30);
  writer.text(x.name, result.name, 9);
  if (x.method) writer.text(x.method, method, 7);
  if (flagged && style.mark === 'star before') writer.text(x.value - 6, `*${value}`, 9, true);
  else if (flagged && style.mark === 'star after') writer.text(x.value, `${value} *`, 9, true);
  else writer.text(x.value, value, 9, flagged);
  if (flagged && style.mark === 'word column') writer.text(x.flag, result.direction === 'high' ? words.high : words.low, 8);
  writer.text(x.unit, result.unit.unit, 8);
  writer.text(x.range, rangeCell(result.unit, words, style, random), 8);
  if (random.chance(0.75)) {
    const previous = formatNumber(drawValue(random, result.unit).value, result.unit.decimals, style.comma);
    const previousDate = printedDate({ ...row.previousVisit, day: Math.max(1, row.previousVisit.day - random.int(0, 3)) }, true, row.separator);
    writer.text(x.previous, style.previousDates === 'row' ? `${previous} (${previousDate})` : previous, 8);
  } else writer.text(x.previous, '-', 8);
  if (!x.method) {
    writer.line(9);
    writer.text(x.name + 6, `${words.titles.method[0]}: ${method}`, 6);
    writer.line(12);
  } else writer.line(13);
}
