import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, beginReport, expectedOf, finishReport, header, pad } from './reportParts.js';

interface LatinWords {
  columns: readonly [string, string, string, string];
  months: readonly string[];
  collected: string;
  issued: string;
  sex: { label: string; male: string; female: string };
  sexRange: { male: string; female: string };
  below: readonly string[];
  above: readonly string[];
  panels: { blood: string; chemistry: string; lipids: string };
  methods: readonly string[];
  signature: string;
  title: readonly string[];
  millions: string;
}

const WORDS: Record<'es' | 'pt', LatinWords> = {
  es: {
    columns: ['Examen', 'Resultado', 'Unidades', 'Valores de referencia'],
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    collected: 'Fecha de toma de muestra',
    issued: 'Fecha de emisión',
    sex: { label: 'Sexo', male: 'Masculino', female: 'Femenino' },
    sexRange: { male: 'Hombres', female: 'Mujeres' },
    below: ['Menor a', 'Hasta', 'Menor de'],
    above: ['Mayor a', 'Mayor de'],
    panels: { blood: 'HEMOGRAMA', chemistry: 'QUÍMICA CLÍNICA', lipids: 'PERFIL LIPÍDICO' },
    methods: ['Método: Enzimático colorimétrico', 'Método: Citometría de flujo', 'Método: Impedancia eléctrica', 'Método: Quimioluminiscencia'],
    signature: 'Bioq. María Laura Fernández - M.P. 4521 - Validado electrónicamente',
    title: ['Laboratorio Clínico San Martín', 'Laboratorio de Análisis Clínicos Central', 'Centro de Diagnóstico Bioquímico'],
    millions: 'millones/mm³',
  },
  pt: {
    columns: ['Exame', 'Resultado', 'Unidade', 'Valores de referência'],
    months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    collected: 'Data da coleta',
    issued: 'Data de liberação',
    sex: { label: 'Sexo', male: 'Masculino', female: 'Feminino' },
    sexRange: { male: 'Homens', female: 'Mulheres' },
    below: ['Inferior a', 'Até', 'Menor que'],
    above: ['Superior a', 'Maior que'],
    panels: { blood: 'HEMOGRAMA COMPLETO', chemistry: 'BIOQUÍMICA', lipids: 'PERFIL LIPÍDICO' },
    methods: ['Método: Enzimático colorimétrico', 'Método: Citometria de fluxo', 'Método: Impedância', 'Método: Quimioluminescência'],
    signature: 'Responsável técnico: Dra. Ana Paula Souza - CRF-SP 38.452',
    title: ['Laboratório de Análises Clínicas Santa Clara', 'Medicina Diagnóstica Vida', 'Laboratório Central de Análises'],
    millions: 'milhões/mm³',
  },
};

/** Counts as Latin-American labs print them: per mm³, thousands with a dot. */
function latinUnit(markerKey: string, millions: string): CorpusUnit | undefined {
  if (markerKey === 'wbc_count') return { unit: '/mm³', low: 4000, high: 10000, decimals: 0 };
  if (markerKey === 'platelet_count') return { unit: '/mm³', low: 150000, high: 450000, decimals: 0 };
  if (markerKey === 'rbc_count') return { unit: millions, low: 4.5, high: 5.9, decimals: 2 };
  return undefined;
}

/** The range for women, printed beside the men's one for the tests whose interval differs by sex. */
const FEMALE_RANGES: Record<string, { low: number; high: number }> = {
  hemoglobin: { low: 12, high: 15.5 },
  hematocrit: { low: 36, high: 46 },
  rbc_count: { low: 4, high: 5.2 },
  creatinine: { low: 0.5, high: 1.1 },
  uric_acid: { low: 2.6, high: 6 },
  ferritin: { low: 15, high: 150 },
};

const BLOOD_KEYS = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']);
const LIPID_KEYS = new Set(['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides']);

/** A decimal comma, and a dot between thousands ('250.000', '7.500'). */
function latinNumber(value: number, decimals: number): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/**
 * Latin-American (Spanish and Brazilian Portuguese) reports: Resultado | Unidades | Valores de referencia, counts per
 * mm³ with thousands dots, sex-specific ranges side by side in the range cell, worded one-sided limits ('Menor a 200'),
 * method lines under names, the date with the month written out ('12 de marzo de 2025') and a signature block.
 */
export function latinAmericanDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['es', 'pt'] as const);
  const words = WORDS[language];
  const tests = CORPUS_TESTS.filter((test) => test.us.unit !== '').map((test) => {
    const unit = latinUnit(test.markerKey, words.millions);
    return unit ? { ...test, us: unit } : test;
  });
  const { date, results, writer } = beginReport(random, tests, [9, 17], { language, system: 'us' });
  const female = random.chance(0.5);
  const issuedDay = Math.min(date.day + random.int(0, 2), 28);
  header(
    writer,
    random.pick(words.title),
    [
      `Paciente: ${random.pick(PATIENTS)}   ${words.sex.label}: ${female ? words.sex.female : words.sex.male}   ${language === 'es' ? 'Edad' : 'Idade'}: ${random.int(18, 85)} ${language === 'es' ? 'años' : 'anos'}`,
      `${words.collected}: ${date.day} de ${words.months[date.month - 1]} de ${date.year}`,
      `${words.issued}: ${pad(issuedDay)}/${pad(date.month)}/${date.year}   Protocolo: ${random.int(100000, 999999)}`,
    ],
    random,
    false,
  );
  const x = { name: 40, value: 215, unit: 290, range: 370 };
  const writeColumns = () => {
    [x.name, x.value, x.unit, x.range].forEach((left, index) => writer.text(left, words.columns[index]!, 9, true));
    writer.line(15);
  };
  writer.pageHead = writeColumns;
  writeColumns();
  const withMethods = random.chance(0.6);
  const expected: ExpectedCorpusValue[] = [];
  const panels = [
    [words.panels.blood, results.filter((result) => BLOOD_KEYS.has(result.test.markerKey))],
    [words.panels.chemistry, results.filter((result) => !BLOOD_KEYS.has(result.test.markerKey) && !LIPID_KEYS.has(result.test.markerKey))],
    [words.panels.lipids, results.filter((result) => LIPID_KEYS.has(result.test.markerKey))],
  ] as const;
  for (const [title, rows] of panels) {
    if (rows.length === 0) continue;
    writer.keep(50);
    writer.text(40, title, 10, true);
    writer.line(15);
    for (const result of rows) {
      const f = (n: number) => latinNumber(n, result.unit.decimals);
      writer.text(x.name, result.name, 9);
      writer.text(x.value, f(result.value), 9, result.direction !== null);
      writer.text(x.unit, result.unit.unit, 9);
      const womenRange = FEMALE_RANGES[result.test.markerKey];
      const sexSpecific = womenRange !== undefined && result.unit.low !== null && result.unit.high !== null;
      let range = { low: result.unit.low, high: result.unit.high };
      if (sexSpecific) {
        const women = { low: Number(womenRange.low.toFixed(result.unit.decimals)), high: Number(womenRange.high.toFixed(result.unit.decimals)) };
        writer.text(
          x.range,
          `${words.sexRange.male}: ${f(result.unit.low!)} - ${f(result.unit.high!)}  ${words.sexRange.female}: ${f(women.low)} - ${f(women.high)}`,
          8,
        );
        if (female) range = women;
      } else if (result.unit.low !== null && result.unit.high !== null) writer.text(x.range, `${f(result.unit.low)} - ${f(result.unit.high)}`, 9);
      else if (result.unit.high !== null) writer.text(x.range, `${random.pick(words.below)} ${f(result.unit.high)}`, 9);
      else if (result.unit.low !== null) writer.text(x.range, `${random.pick(words.above)} ${f(result.unit.low)}`, 9);
      writer.line(12);
      if (withMethods) {
        writer.text(x.name + 8, random.pick(words.methods), 7);
        writer.line(11);
      }
      writer.line(3);
      expected.push({ ...expectedOf(result, true), refLow: range.low, refHigh: range.high });
    }
    writer.line(8);
  }
  writer.pageHead = null;
  writer.line(10);
  writer.text(40, words.signature, 8);
  writer.line(12);
  return finishReport(writer, random, { id, family: 'latin_american', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
