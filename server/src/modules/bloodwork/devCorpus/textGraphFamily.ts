import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusLanguage } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, beginReport, type DrawnResult, drawResults, expectedOf, finishReport, formatNumber, pad } from './reportParts.js';

type GraphLanguage = Extract<CorpusLanguage, 'de' | 'hu'>;

const WORDS: Record<GraphLanguage, { titles: readonly (readonly string[])[]; collected: readonly string[]; sections: Record<string, readonly string[]> }> = {
  de: {
    titles: [
      ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich', 'Grafik'],
      ['Analyse', 'Befund', 'Einheit', 'Normbereich', 'Normbereichsgrafik'],
      ['Parameter', 'Wert', 'Dimension', 'Referenz', ''],
    ],
    collected: ['Abnahme', 'Probenentnahme', 'Entnahmedatum'],
    sections: {
      chemistry: ['Klinische Chemie', 'KLINISCHE CHEMIE'],
      blood: ['Blutbild', 'Hämatologie'],
      lipids: ['Fettstoffwechsel', 'Lipide'],
      other: ['Schilddrüse / Vitamine', 'Spezielle Chemie'],
    },
  },
  hu: {
    titles: [
      ['Vizsgálat', 'Eredmény', 'Mértékegység', 'Referencia tartomány', 'Grafikon'],
      ['Megnevezés', 'Eredmény', 'Egység', 'Normál érték', ''],
    ],
    collected: ['Mintavétel', 'Mintavétel ideje', 'Levétel dátuma'],
    sections: {
      chemistry: ['Klinikai kémia', 'KLINIKAI KÉMIA'],
      blood: ['Hematológia', 'Vérkép'],
      lipids: ['Lipidek', 'Lipid anyagcsere'],
      other: ['Hormonok, vitaminok', 'Immunkémia'],
    },
  },
};

/** Notes the software prints under a row, with targets and times in them that are never results: any row's, then a test's own. */
const ROW_NOTES: Record<GraphLanguage, { any: readonly string[]; ldl_cholesterol: string; glucose: string }> = {
  de: {
    any: ['Probe hämolytisch (freies Hb 0,8 g/l), Wert eventuell erhöht.', 'Bestätigt durch Zweitmessung nach 2 h.'],
    ldl_cholesterol: 'Zielwert bei sehr hohem Risiko: < 1,4 mmol/l',
    glucose: 'Nüchternwert; Diabetes wahrscheinlich ab 7,0 mmol/l.',
  },
  hu: {
    any: ['Hemolizált minta (szabad Hb 0,8 g/l), az érték emelkedett lehet.', 'Ismételt méréssel megerősítve, 2 óra múlva.'],
    ldl_cholesterol: 'Célérték nagy kockázat esetén: < 1,8 mmol/l',
    glucose: 'Éhgyomri érték; 7,0 mmol/l felett diabetes valószínű.',
  },
};

function rowNote(random: SeededRandom, language: GraphLanguage, markerKey: string): string {
  const notes = ROW_NOTES[language];
  if (markerKey === 'ldl_cholesterol' || markerKey === 'glucose') return notes[markerKey];
  return random.pick(notes.any);
}

const SECTION_OF: Record<string, string> = {
  hemoglobin: 'blood',
  hematocrit: 'blood',
  wbc_count: 'blood',
  rbc_count: 'blood',
  platelet_count: 'blood',
  mcv: 'blood',
  total_cholesterol: 'lipids',
  hdl_cholesterol: 'lipids',
  ldl_cholesterol: 'lipids',
  triglycerides: 'lipids',
  tsh: 'other',
  free_t4: 'other',
  ferritin: 'other',
  vitamin_d_25oh: 'other',
  vitamin_b12: 'other',
};

interface GraphStyle {
  /** The scale's ends, the fill between the limits, the value's mark, and what stands beyond a limit. */
  left: string;
  right: string;
  fill: string;
  mark: string;
  beyond: 'mark' | 'arrows';
  width: number;
}

const GRAPH_STYLES: readonly GraphStyle[] = [
  { left: '|', right: '|', fill: '-', mark: '*', beyond: 'mark', width: 11 },
  { left: '[', right: ']', fill: '.', mark: 'o', beyond: 'arrows', width: 13 },
  { left: '|', right: '|', fill: ' ', mark: 'X', beyond: 'mark', width: 9 },
  { left: 'I', right: 'I', fill: '-', mark: '#', beyond: 'arrows', width: 15 },
];

/**
 * The value's place on a text scale between the limits (`|---*-----|`): the mark beyond an end when the value lies
 * outside, or arrows there (`<<|---------|`, `|---------|>>`). A one-sided range draws only the end that exists.
 */
function textGraph(result: DrawnResult, style: GraphStyle): string {
  const { low, high } = result.unit;
  const inside = style.fill.repeat(style.width);
  const outsideMark = (side: 'low' | 'high') => (style.beyond === 'arrows' ? (side === 'low' ? '<<' : '>>') : style.mark);
  const lowEnd = low === null ? '' : style.left;
  const highEnd = high === null ? '' : style.right;
  if (result.direction === 'low') return `${outsideMark('low')}${lowEnd}${inside}${highEnd}`;
  if (result.direction === 'high') return `${lowEnd}${inside}${highEnd}${outsideMark('high')}`;
  const from = low ?? 0;
  const to = high ?? from * 3;
  const place = Math.max(0, Math.min(style.width - 1, Math.floor(((result.value - from) / (to - from || 1)) * style.width)));
  return `${lowEnd}${inside.slice(0, place)}${style.mark}${inside.slice(place + 1)}${highEnd}`;
}

function rangeCell(result: DrawnResult, dash: string, upTo: string): string {
  const f = (n: number) => formatNumber(n, result.unit.decimals, true);
  const { low, high } = result.unit;
  if (low !== null && high !== null) return `${f(low)}${dash}${f(high)}`;
  if (high !== null) return `${upTo} ${f(high)}`;
  return `> ${f(low!)}`;
}

/** The sender's address window of a German report mailed to the practice, or the Hungarian referral lines; both push the table down. */
function addressBlock(writer: PageWriter, random: SeededRandom, language: GraphLanguage): void {
  const lines =
    language === 'de'
      ? [
          `Labor · Postfach ${random.int(1000, 9999)} · ${random.int(10000, 99999)} ${random.pick(['Leipzig', 'Graz', 'Bern'])}`,
          '',
          `Praxis Dr. med. ${random.pick(['Anna Huber', 'Stefan Brandt', 'Karin Vogel'])}`,
          `${random.pick(['Bahnhofstraße', 'Lindenweg', 'Hauptplatz'])} ${random.int(1, 120)}`,
          `${random.int(1000, 99999)} ${random.pick(['Leipzig', 'Graz', 'Bern', 'Linz'])}`,
          '',
          `Klinische Angaben: Kontrolle nach ${random.int(3, 12)} Monaten, Diabetes Typ 2`,
        ]
      : [
          `Beküldő: Dr. ${random.pick(['Szabó Gábor', 'Tóth Judit'])}, ${random.pick(['Belgyógyászat', 'Háziorvosi rendelő'])}`,
          `Diagnózis: E11.9 - ${random.pick(['2-es típusú cukorbetegség', 'Magas vérnyomás'])}`,
          `Osztály kód: ${random.int(100, 999)}${random.int(10, 99)}`,
        ];
  for (const line of lines) {
    if (line) writer.text(40, line, line.startsWith('Labor ·') ? 6 : 9);
    writer.line(line ? 13 : 10);
  }
  writer.line(random.int(40, 220));
}

/** A run in Courier, placed like `PageWriter.text` places its runs: text graphs only line up in a fixed-width font. */
function monoText(writer: PageWriter, x: number, text: string, size: number): void {
  const placedX = 40 + (x - 40) * writer.geometry.xScale;
  writer.pages[writer.pages.length - 1]!.push({ text, x: placedX, y: writer.y, size: size + writer.geometry.sizeDelta, mono: true });
}

/**
 * German, Austrian and Hungarian lab software that shows each value's place in its range as a text graph
 * (`|---*-----|`, `[.....o..]>>`) in a column of its own, after the range or between the result and the unit; decimal
 * commas, SI units, sections per panel, the graph the only mark of an abnormal value or `+`/`-` beside it as well,
 * `Abnahme` / `Mintavétel` dates day-first or Hungarian year-first, and a validation note with numbers in it.
 */
export function textGraphDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['de', 'hu'] as const);
  const words = WORDS[language];
  const { date, writer } = beginReport(random, [], [0, 0]);
  const graph = random.pick(GRAPH_STYLES);
  const graphAfterResult = random.chance(0.35);
  const plusMinus = random.chance(0.4);
  const dash = random.pick([' - ', '-', ' – ']);
  const upTo = language === 'de' ? random.pick(['<', 'bis']) : '<';
  const results = drawResults(
    random,
    CORPUS_TESTS.filter((test) => !test.specimen),
    random.int(10, 24),
    language,
    'si',
  );
  const printedDate =
    language === 'hu'
      ? random.pick([`${date.year}.${pad(date.month)}.${pad(date.day)}.`, `${date.year}-${pad(date.month)}-${pad(date.day)}`])
      : random.pick([`${pad(date.day)}.${pad(date.month)}.${date.year}`, `${pad(date.day)}.${pad(date.month)}.${String(date.year).slice(2)}`]);
  const time = `${pad(random.int(6, 10))}:${pad(random.int(0, 59))}`;
  writer.text(
    40,
    random.pick(
      language === 'de'
        ? ['Labor Dr. Weber & Kollegen MVZ', 'Medizinisches Labor Ost', 'Zentrallabor Landeskrankenhaus']
        : ['Központi Klinikai Laboratórium', 'Városi Kórház Laboratóriumi Osztály', 'Diagnosztikai Labor Kft.'],
    ),
    13,
    true,
  );
  writer.line(18);
  if (random.chance(0.5)) addressBlock(writer, random, language);
  const patient = random.pick(PATIENTS);
  const birth = `${pad(random.int(1, 28))}.${pad(random.int(1, 12))}.${random.int(1940, 2002)}`;
  const headLines =
    language === 'de'
      ? [
          `Patient: ${patient}   geb. ${birth}   Auftrag-Nr.: ${random.int(1000000, 9999999)}`,
          `${random.pick(words.collected)}: ${printedDate} ${time}   Eingang: ${printedDate} ${pad(random.int(11, 14))}:${pad(random.int(0, 59))}`,
        ]
      : [
          `Név: ${patient}   TAJ: ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}   Szül.: ${random.int(1940, 2002)}`,
          `${random.pick(words.collected)}: ${printedDate} ${time}   Kérőlap: ${random.int(100000, 999999)}`,
        ];
  for (const line of headLines) {
    writer.text(40, line, 9);
    writer.line(13);
  }
  writer.line(8);
  const titles = random.pick(words.titles);
  const x = graphAfterResult
    ? { name: 40, result: 210, flag: 255, graph: 268, unit: 380, range: 450 }
    : { name: 40, result: 210, flag: 255, unit: 270, range: 345, graph: 430 };
  const columnHead = () => {
    writer.text(x.name, titles[0]!, 8, true);
    writer.text(x.result, titles[1]!, 8, true);
    writer.text(x.unit, titles[2]!, 8, true);
    writer.text(x.range, titles[3]!, 8, true);
    if (titles[4]) writer.text(x.graph, titles[4], 8, true);
    writer.line(14);
  };
  columnHead();
  writer.pageHead = () => {
    writer.text(40, headLines[0]!, 8);
    writer.line(16);
    columnHead();
  };
  const expected: ExpectedCorpusValue[] = [];
  const sections = ['chemistry', 'blood', 'lipids', 'other'];
  for (const section of sections) {
    const rows = results.filter((result) => (SECTION_OF[result.test.markerKey] ?? 'chemistry') === section);
    if (rows.length === 0) continue;
    writer.keep(40);
    writer.line(4);
    writer.text(40, random.pick(words.sections[section]!), 9, true);
    writer.line(14);
    for (const result of rows) {
      writer.text(x.name, result.name, 9);
      writer.text(x.result, formatNumber(result.value, result.unit.decimals, true), 9, result.direction !== null && random.chance(0.5));
      if (plusMinus && result.direction) writer.text(x.flag, result.direction === 'high' ? '+' : '-', 9, true);
      monoText(writer, x.graph, textGraph(result, graph), 8);
      writer.text(x.unit, result.unit.unit, 8);
      writer.text(x.range, rangeCell(result, dash, upTo), 8);
      writer.line(13);
      if (random.chance(0.2)) {
        writer.text(x.name + 10, rowNote(random, language, result.test.markerKey), 7);
        writer.line(11);
      }
      expected.push(expectedOf(result, true));
    }
  }
  writer.pageHead = null;
  writer.line(8);
  const notes =
    language === 'de'
      ? [
          `Technisch validiert: ${printedDate} ${pad(random.int(12, 16))}:${pad(random.int(0, 59))}. Messunsicherheit ±${random.int(2, 8)} %.`,
          `Grafik: Skala vom unteren bis zum oberen Referenzwert; Werte ausserhalb stehen neben der Skala.`,
          `eGFR nach CKD-EPI; Werte > 90 ml/min/1,73 m² sind normal.`,
        ]
      : [
          `Validálta: Dr. ${random.pick(['Kiss Péter', 'Nagy Éva'])}, ${printedDate} ${pad(random.int(12, 16))}:${pad(random.int(0, 59))}`,
          `A grafikon a referencia tartományt mutatja; a tartományon kívüli érték a skála mellett áll.`,
          `Éhgyomri minta, ${random.int(8, 12)} óra éhezés után.`,
        ];
  for (const note of random.sample(notes, random.int(1, 3))) {
    writer.text(40, note, 7);
    writer.line(10);
  }
  return finishReport(
    writer,
    random,
    { id, family: 'text_graph', collectedOn: date.iso, expected },
    { dayFirst: true, interpretation: false, footnotes: false },
  );
}
