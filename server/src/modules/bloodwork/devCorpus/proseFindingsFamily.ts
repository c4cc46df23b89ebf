import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, drawDate, finishReport, formatNumber, pad, round, wrapWords } from './reportParts.js';

type Country = 'hu' | 'de' | 'it' | 'es';
type Limit = number | null;
type Sex = 'female' | 'male';

/** A unit as a country's clinicians write it, with the adult range; counts per mm³ are rounded to `groupedTo` and written with thousands dots (`8.400/mmc`). */
interface ProseUnit {
  unit: string;
  low: Limit;
  high: Limit;
  decimals: number;
  groupedTo?: number;
}

/** A test with the abbreviations clinicians write in letters, per country and in English, and the unit each country uses. */
interface ProseTest {
  markerKey: string;
  names: Record<Country | 'en', readonly string[]>;
  units: Partial<Record<Country, ProseUnit>>;
}

const u = (unit: string, low: Limit, high: Limit, decimals: number, groupedTo?: number): ProseUnit => ({
  unit,
  low,
  high,
  decimals,
  ...(groupedTo ? { groupedTo } : {}),
});

const TESTS: readonly ProseTest[] = [
  {
    markerKey: 'hemoglobin',
    names: { hu: ['Hgb', 'Hb'], de: ['Hb', 'Hämoglobin'], it: ['Hb', 'emoglobina'], es: ['Hb', 'hemoglobina'], en: ['Hb', 'haemoglobin'] },
    units: { hu: u('g/l', 120, 160, 0), de: u('g/dl', 12.0, 16.0, 1), it: u('g/dL', 12.0, 16.0, 1), es: u('g/dL', 12.0, 16.0, 1) },
  },
  {
    markerKey: 'wbc_count',
    names: {
      hu: ['Fvs', 'fvs'],
      de: ['Leukozyten', 'Leukos', 'Leuko'],
      it: ['GB', 'globuli bianchi'],
      es: ['leucocitos', 'Leuc.'],
      en: ['WBC', 'white cells'],
    },
    units: { hu: u('G/l', 4.0, 10.0, 1), de: u('/nl', 4.0, 10.0, 1), it: u('/mmc', 4000, 10000, 0, 100), es: u('/mm3', 4000, 10000, 0, 100) },
  },
  {
    markerKey: 'platelet_count',
    names: { hu: ['Thr', 'Trc'], de: ['Thrombozyten', 'Thrombos'], it: ['PLT', 'piastrine'], es: ['plaquetas', 'Plaq.'], en: ['PLT', 'platelets'] },
    units: { hu: u('G/l', 150, 400, 0), de: u('/nl', 150, 400, 0), it: u('/mmc', 150000, 400000, 0, 1000), es: u('/mm3', 150000, 400000, 0, 1000) },
  },
  {
    markerKey: 'rbc_count',
    names: { hu: ['Vvt', 'vvt'], de: ['Erythrozyten', 'Erys'], it: ['GR', 'globuli rossi'], es: ['hematíes'], en: ['RBC', 'red cells'] },
    units: { hu: u('T/l', 4.2, 5.4, 2), de: u('/pl', 4.2, 5.4, 2) },
  },
  {
    markerKey: 'urea',
    names: { hu: ['CN', 'karbamid'], de: ['Harnstoff'], it: ['azotemia', 'urea'], es: ['urea'], en: ['urea'] },
    units: { hu: u('mmol/l', 2.8, 7.2, 1), de: u('mg/dl', 17, 43, 0), it: u('mg/dL', 10, 50, 0), es: u('mg/dL', 10, 50, 0) },
  },
  {
    markerKey: 'creatinine',
    names: {
      hu: ['Kreat', 'kreatinin', 'se. kreat.'],
      de: ['Kreatinin', 'Krea'],
      it: ['creatinina', 'creatininemia'],
      es: ['creatinina', 'Cr'],
      en: ['creatinine', 'Creat'],
    },
    units: { hu: u('µmol/l', 62, 106, 0), de: u('mg/dl', 0.7, 1.2, 2), it: u('mg/dL', 0.6, 1.2, 2), es: u('mg/dL', 0.6, 1.2, 2) },
  },
  {
    markerKey: 'egfr',
    names: { hu: ['eGFR'], de: ['eGFR', 'GFR (CKD-EPI)'], it: ['eGFR', 'VFG stimato'], es: ['FGe', 'FG estimado'], en: ['eGFR'] },
    units: {
      hu: u('ml/min/1,73m2', 60, null, 0),
      de: u('ml/min/1,73m²', 60, null, 0),
      it: u('mL/min/1,73m2', 60, null, 0),
      es: u('mL/min/1,73m2', 60, null, 0),
    },
  },
  {
    markerKey: 'sodium',
    names: { hu: ['Na', 'nátrium'], de: ['Natrium', 'Na'], it: ['Na+', 'sodio'], es: ['Na', 'sodio'], en: ['Na', 'sodium'] },
    units: { hu: u('mmol/l', 136, 145, 0), de: u('mmol/l', 135, 145, 0), it: u('mEq/L', 135, 145, 0), es: u('mEq/L', 135, 145, 0) },
  },
  {
    markerKey: 'potassium',
    names: { hu: ['K', 'kálium'], de: ['Kalium', 'K'], it: ['K+', 'potassio'], es: ['K', 'potasio'], en: ['K', 'potassium'] },
    units: { hu: u('mmol/l', 3.5, 5.1, 1), de: u('mmol/l', 3.5, 5.1, 1), it: u('mEq/L', 3.5, 5.1, 1), es: u('mEq/L', 3.5, 5.1, 1) },
  },
  {
    markerKey: 'crp',
    names: { hu: ['CRP'], de: ['CRP'], it: ['PCR'], es: ['PCR'], en: ['CRP'] },
    units: { hu: u('mg/l', null, 5.0, 1), de: u('mg/l', null, 5.0, 1), it: u('mg/dL', null, 0.5, 2), es: u('mg/L', null, 5.0, 1) },
  },
  {
    markerKey: 'ast',
    names: { hu: ['GOT', 'ASAT'], de: ['GOT', 'AST'], it: ['AST', 'GOT'], es: ['GOT', 'AST'], en: ['AST'] },
    units: { hu: u('U/l', null, 40, 0), de: u('U/l', null, 35, 0), it: u('U/L', null, 40, 0), es: u('U/L', null, 40, 0) },
  },
  {
    markerKey: 'alt',
    names: { hu: ['GPT', 'ALAT'], de: ['GPT', 'ALT'], it: ['ALT', 'GPT'], es: ['GPT', 'ALT'], en: ['ALT'] },
    units: { hu: u('U/l', null, 41, 0), de: u('U/l', null, 45, 0), it: u('U/L', null, 41, 0), es: u('U/L', null, 41, 0) },
  },
  {
    markerKey: 'ggt',
    names: { hu: ['GGT', 'gamma-GT'], de: ['Gamma-GT', 'GGT'], it: ['GGT', 'gamma GT'], es: ['GGT'], en: ['GGT'] },
    units: { hu: u('U/l', null, 60, 0), de: u('U/l', null, 60, 0), it: u('U/L', null, 60, 0), es: u('U/L', null, 60, 0) },
  },
  {
    markerKey: 'glucose',
    names: { hu: ['vércukor', 'se. glükóz', 'Glu'], de: ['Glucose', 'Blutzucker'], it: ['glicemia'], es: ['glucosa', 'glucemia'], en: ['glucose'] },
    units: { hu: u('mmol/l', 3.9, 6.1, 1), de: u('mg/dl', 70, 100, 0), it: u('mg/dL', 70, 100, 0), es: u('mg/dL', 70, 100, 0) },
  },
  {
    markerKey: 'hba1c',
    names: { hu: ['HbA1c'], de: ['HbA1c'], it: ['HbA1c', 'emoglobina glicata'], es: ['HbA1c'], en: ['HbA1c'] },
    units: { hu: u('%', 4.0, 6.0, 1), de: u('%', 4.0, 6.0, 1), it: u('%', 4.0, 6.0, 1), es: u('%', 4.0, 6.0, 1) },
  },
  {
    markerKey: 'bilirubin_total',
    names: {
      hu: ['se. bi', 'össz. bilirubin'],
      de: ['Bilirubin ges.', 'Gesamtbilirubin'],
      it: ['bilirubina totale'],
      es: ['bilirrubina total'],
      en: ['bilirubin'],
    },
    units: { hu: u('µmol/l', 3.4, 21.0, 1), de: u('mg/dl', 0.3, 1.2, 1), it: u('mg/dL', 0.3, 1.2, 1), es: u('mg/dL', 0.3, 1.2, 1) },
  },
  {
    markerKey: 'tsh',
    names: { hu: ['TSH'], de: ['TSH basal', 'TSH'], it: ['TSH'], es: ['TSH'], en: ['TSH'] },
    units: { hu: u('mU/l', 0.27, 4.2, 2), de: u('µU/ml', 0.27, 4.2, 2), it: u('µUI/mL', 0.27, 4.2, 2), es: u('µUI/mL', 0.27, 4.2, 2) },
  },
  {
    markerKey: 'total_cholesterol',
    names: {
      hu: ['koleszterin', 'se. chol.'],
      de: ['Cholesterin', 'Gesamtcholesterin'],
      it: ['colesterolo totale'],
      es: ['colesterol total'],
      en: ['cholesterol'],
    },
    units: { hu: u('mmol/l', null, 5.2, 1), de: u('mg/dl', null, 200, 0), it: u('mg/dL', null, 200, 0), es: u('mg/dL', null, 200, 0) },
  },
  {
    markerKey: 'ldl_cholesterol',
    names: { hu: ['LDL-C', 'LDL-koleszterin'], de: ['LDL-Cholesterin', 'LDL'], it: ['colesterolo LDL', 'LDL'], es: ['c-LDL', 'LDL'], en: ['LDL-C'] },
    units: { hu: u('mmol/l', null, 3.0, 1), de: u('mg/dl', null, 130, 0), it: u('mg/dL', null, 130, 0), es: u('mg/dL', null, 130, 0) },
  },
  {
    markerKey: 'inr',
    names: { hu: ['INR'], de: ['INR'], it: ['INR'], es: ['INR'], en: ['INR'] },
    units: { hu: u('', 0.8, 1.2, 2), de: u('', 0.8, 1.2, 2), it: u('', 0.8, 1.2, 2), es: u('', 0.8, 1.2, 2) },
  },
];

/** The words of a letter in one language: letterhead, headings, and the sentences full of numbers that are no results. */
interface LetterWords {
  titles: { stay: readonly string[]; visit: readonly string[] };
  patients: ReadonlyArray<readonly [string, Sex]>;
  patientLine: (name: string, birth: string, id: number) => string;
  stayLine: (from: string, to: string) => string;
  visitLine: (on: string) => string;
  anamnesis: (random: SeededRandom, age: number, sex: Sex) => string;
  status: (random: SeededRandom, comma: boolean) => string;
  labLead: { single: readonly string[]; admission: readonly string[]; discharge: readonly string[] };
  /** An earlier value after a result, in words that may say which way it moved. */
  previous: (random: SeededRandom, earlier: string, fell: boolean) => string;
  range: readonly string[];
  epicrisis: readonly string[];
  medicationTitle: readonly string[];
  medication: (random: SeededRandom) => string[];
  closing: (city: string, on: string) => string;
  signature: readonly string[];
}

const n = (random: SeededRandom, low: number, high: number) => random.int(low, high);
const decimal = (value: number, comma: boolean) => (comma ? String(value).replace('.', ',') : String(value));

const WORDS: Record<Country | 'en', LetterWords> = {
  hu: {
    titles: { stay: ['ZÁRÓJELENTÉS', 'Zárójelentés'], visit: ['AMBULÁNS LAP', 'Orvosi levél'] },
    patients: [
      ['Kovács Anna', 'female'],
      ['Nagy István', 'male'],
      ['Tóth Erzsébet', 'female'],
      ['Szabó László', 'male'],
    ],
    patientLine: (name, birth, id) => `Név: ${name}   Szül.: ${birth}   TAJ: ${String(id).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`,
    stayLine: (from, to) => `Felvétel: ${from}   Távozás: ${to}`,
    visitLine: (on) => `Vizsgálat időpontja: ${on}`,
    anamnesis: (random, age, sex) =>
      `Anamnézis: ${age} éves ${sex === 'female' ? 'nőbeteg' : 'férfibeteg'}, ismert hypertonia (${n(random, 2001, 2018)} óta), ${random.pick(['2-es típusú diabetes mellitus', 'hyperlipidaemia', 'pitvarfibrilláció'])}. ${random.pick([`${n(random, 3, 10)} napja lázas, köhög.`, `${n(random, 2, 6)} hete fokozódó fáradékonyság, nehézlégzés.`, `Kontroll vizsgálatra érkezik, panaszmentes.`])} Otthoni gyógyszerei: Metformin 2x1000 mg, Ramipril 1x${random.pick([5, 10])} mg.`,
    status: (random, comma) =>
      `Status: RR ${n(random, 110, 170)}/${n(random, 60, 100)} Hgmm, P ${n(random, 58, 110)}/min, T ${decimal(36 + n(random, 2, 19) / 10, comma)} °C, SpO2 ${n(random, 90, 99)}%, testsúly ${n(random, 55, 115)} kg, BMI ${decimal(n(random, 190, 380) / 10, comma)} kg/m2. Szív, tüdő: ép fizikális status.`,
    labLead: {
      single: ['Labor', 'Laborlelet', 'Laboratóriumi eredmények'],
      admission: ['Felvételi labor', 'Labor felvételkor'],
      discharge: ['Távozáskori labor', 'Kontroll labor'],
    },
    previous: (random, earlier) => random.pick([`(előző: ${earlier})`, `(előző ${earlier})`, `(korábban ${earlier})`]),
    range: ['(ref.: {r})', '({r})', '(norm.: {r})'],
    epicrisis: [
      'Epikrízis: A beteget a fenti panaszok miatt vettük fel osztályunkra. {d} napos iv. antibiotikum kezelés mellett állapota javult, láztalanná vált.',
      'Epikrízis: Vérnyomása a beállított kezelés mellett 130/80 Hgmm körül stabilizálódott. 3 hónap múlva kontroll javasolt.',
    ],
    medicationTitle: ['Javasolt terápia:', 'Gyógyszerelés:'],
    medication: (random) => [
      `Metformin 1000 mg tbl. 2x1`,
      `Ramipril ${random.pick([5, 10])} mg tbl. 1x1 reggel`,
      `Atorvastatin ${random.pick([20, 40])} mg tbl. 1x1 este`,
      `Pantoprazol 40 mg tbl. 1x1 éhgyomorra`,
    ],
    closing: (city, on) => `${city}, ${on}`,
    signature: ['Dr. Nagy Péter osztályvezető főorvos', 'Dr. Kiss Judit szakorvos'],
  },
  de: {
    titles: { stay: ['Entlassungsbrief', 'Vorläufiger Entlassungsbericht'], visit: ['Arztbrief', 'Ambulanzbrief'] },
    patients: [
      ['Anna Müller', 'female'],
      ['Hans Schmidt', 'male'],
      ['Petra Weber', 'female'],
      ['Jürgen Becker', 'male'],
    ],
    patientLine: (name, birth, id) => `Patient/in: ${name}, geb. ${birth}   Fall-Nr.: ${id}`,
    stayLine: (from, to) => `stationärer Aufenthalt vom ${from} bis ${to}`,
    visitLine: (on) => `Ambulante Vorstellung am ${on}`,
    anamnesis: (random, age, sex) =>
      `Anamnese: ${sex === 'female' ? `Die ${age}-jährige Patientin` : `Der ${age}-jährige Patient`} stellte sich mit ${random.pick(['seit 3 Tagen bestehendem Fieber bis 39,2 °C', 'zunehmender Belastungsdyspnoe (NYHA III)', 'Thoraxschmerz seit 2 Stunden'])} vor. Diagnosen: arterielle Hypertonie (I10.00), Diabetes mellitus Typ 2 (E11.90).`,
    status: (random, comma) =>
      `Aufnahmebefund: RR ${n(random, 110, 170)}/${n(random, 60, 100)} mmHg, HF ${n(random, 58, 110)}/min, Temp. ${decimal(36 + n(random, 2, 19) / 10, comma)} °C, SpO2 ${n(random, 90, 99)} %, Größe ${n(random, 155, 192)} cm, Gewicht ${n(random, 55, 115)} kg, BMI ${decimal(n(random, 190, 380) / 10, comma)} kg/m².`,
    labLead: {
      single: ['Laborchemisch', 'Labor', 'Laborbefunde'],
      admission: ['Labor bei Aufnahme', 'Aufnahmelabor'],
      discharge: ['Labor bei Entlassung', 'Kontrolllabor'],
    },
    previous: (random, earlier) => random.pick([`(Vorwert ${earlier})`, `(Vorwert: ${earlier})`, `(zuvor ${earlier})`]),
    range: ['(Norm {r})', '(Ref. {r})', '(Normbereich {r})'],
    epicrisis: [
      'Epikrise: Unter kalkulierter i.v.-Antibiose mit Ampicillin/Sulbactam 3 g 3x täglich über {d} Tage kam es zur raschen Entfieberung.',
      'Verlauf: Nach Steigerung der Diuretika-Dosis Gewichtsabnahme um 4 kg, Entlassung in gebessertem Allgemeinzustand.',
    ],
    medicationTitle: ['Medikation bei Entlassung:', 'Empfohlene Medikation:'],
    medication: (random) => [
      `Ramipril ${random.pick([2.5, 5, 10])} mg 1-0-0`,
      `Metformin 1000 mg 1-0-1`,
      `Torasemid ${random.pick([5, 10, 20])} mg 1-0-0`,
      `Atorvastatin 40 mg 0-0-1`,
      `Pantoprazol 40 mg 1-0-0`,
    ],
    closing: (city, on) => `${city}, den ${on}`,
    signature: ['Mit freundlichen kollegialen Grüßen', 'Dr. med. K. Wagner, Oberarzt'],
  },
  it: {
    titles: { stay: ['LETTERA DI DIMISSIONE', 'Lettera di dimissione ospedaliera'], visit: ['Relazione clinica', 'Referto di visita ambulatoriale'] },
    patients: [
      ['Rossi Giulia', 'female'],
      ['Bianchi Marco', 'male'],
      ['Esposito Anna', 'female'],
      ['Romano Luca', 'male'],
    ],
    patientLine: (name, birth, id) => `Paziente: ${name}, nato/a il ${birth}   Cartella n. ${id}`,
    stayLine: (from, to) => `Ricovero dal ${from} al ${to}`,
    visitLine: (on) => `Visita ambulatoriale del ${on}`,
    anamnesis: (random, age, sex) =>
      `Anamnesi: paziente di ${age} anni, ${sex === 'female' ? 'ipertesa' : 'iperteso'} dal ${n(random, 1998, 2018)}, ${sex === 'female' ? 'ex fumatrice' : 'ex fumatore'} (${n(random, 10, 40)} pacchetti/anno). Giunge in PS per ${random.pick(['febbre da 4 giorni', 'dispnea ingravescente', 'dolore toracico'])}.`,
    status: (random, comma) =>
      `Esame obiettivo: PA ${n(random, 110, 170)}/${n(random, 60, 100)} mmHg, FC ${n(random, 58, 110)} bpm, SpO2 ${n(random, 90, 99)}% in aria ambiente, TC ${decimal(36 + n(random, 2, 19) / 10, comma)} °C, peso ${n(random, 55, 115)} kg.`,
    labLead: {
      single: ['Esami ematochimici', 'Esami di laboratorio'],
      admission: ["Esami all'ingresso", 'Esami ematochimici in ingresso'],
      discharge: ['Esami alla dimissione', 'Esami di controllo'],
    },
    previous: (random, earlier, fell) => random.pick([fell ? `(in calo rispetto a ${earlier})` : `(in aumento da ${earlier})`, `(precedente ${earlier})`]),
    range: ['(v.n. {r})', '(v.r. {r})', '(vn {r})'],
    epicrisis: [
      'Decorso clinico: impostata terapia antibiotica con ceftriaxone 2 g/die per {d} giorni con progressivo miglioramento clinico e defervescenza.',
      'Epicrisi: il paziente viene dimesso in buone condizioni generali; controllo ambulatoriale tra 30 giorni.',
    ],
    medicationTitle: ['Terapia alla dimissione:', 'Terapia consigliata:'],
    medication: (random) => [
      `Ramipril ${random.pick([2.5, 5])} mg 1 cp ore 8`,
      `Bisoprololo 1,25 mg 1 cp ore 8`,
      `Atorvastatina 20 mg 1 cp ore 20`,
      `Enoxaparina 4000 UI 1 fl s.c. per ${n(random, 7, 30)} giorni`,
    ],
    closing: (city, on) => `${city}, ${on}`,
    signature: ['Il Medico di reparto Dott.ssa L. Ferrari', 'Il Direttore U.O. Prof. G. Conti'],
  },
  es: {
    titles: { stay: ['INFORME DE ALTA', 'Informe de alta hospitalaria'], visit: ['Informe clínico', 'INFORME DE CONSULTA'] },
    patients: [
      ['María García López', 'female'],
      ['José Martínez Ruiz', 'male'],
      ['Carmen Sánchez Pérez', 'female'],
      ['Antonio Fernández Gil', 'male'],
    ],
    patientLine: (name, birth, id) => `Paciente: ${name}   Fecha de nacimiento: ${birth}   NHC: ${id}`,
    stayLine: (from, to) => `Fecha de ingreso: ${from}   Fecha de alta: ${to}`,
    visitLine: (on) => `Fecha de consulta: ${on}`,
    anamnesis: (random, age, sex) =>
      `Antecedentes: ${sex === 'female' ? 'mujer' : 'varón'} de ${age} años, HTA, DM tipo 2 desde ${n(random, 2000, 2018)}, ${sex === 'female' ? 'exfumadora' : 'exfumador'} de ${n(random, 10, 40)} paquetes/año. Acude por ${random.pick(['fiebre de 3 días de evolución', 'disnea de moderados esfuerzos', 'dolor torácico opresivo'])}.`,
    status: (random, comma) =>
      `Exploración física: TA ${n(random, 110, 170)}/${n(random, 60, 100)} mmHg, FC ${n(random, 58, 110)} lpm, Tª ${decimal(36 + n(random, 2, 19) / 10, comma)} °C, SatO2 ${n(random, 90, 99)}%, peso ${n(random, 55, 115)} kg, IMC ${decimal(n(random, 190, 380) / 10, comma)}.`,
    labLead: {
      single: ['Analítica', 'Análisis de sangre'],
      admission: ['Analítica al ingreso', 'Analítica en urgencias'],
      discharge: ['Analítica al alta', 'Analítica de control'],
    },
    previous: (random, earlier) => random.pick([`(previa ${earlier})`, `(antes ${earlier})`, `(previo: ${earlier})`]),
    range: ['(VN {r})', '(VR {r})', '(normal {r})'],
    epicrisis: [
      'Evolución: se inicia antibioterapia con amoxicilina-clavulánico 1 g/8 h durante {d} días con buena evolución clínica.',
      'Evolución: favorable; se ajusta tratamiento antihipertensivo. Control en consulta en 3 meses.',
    ],
    medicationTitle: ['Tratamiento al alta:', 'Tratamiento:'],
    medication: (random) => [`Enalapril ${random.pick([5, 10, 20])} mg 1-0-0`, `Metformina 850 mg 1-0-1`, `Atorvastatina 40 mg 0-0-1`, `Omeprazol 20 mg 1-0-0`],
    closing: (city, on) => `${city}, ${on}`,
    signature: ['Fdo.: Dra. A. Moreno, FEA Medicina Interna', 'Dr. J. Navarro, Col. n.º 282812345'],
  },
  en: {
    titles: { stay: ['Discharge letter', 'DISCHARGE SUMMARY'], visit: ['Clinic letter', 'Outpatient letter'] },
    patients: [
      ['Anna Kovács', 'female'],
      ['Peter Huber', 'male'],
      ['Giulia Conti', 'female'],
      ['Pablo Gómez', 'male'],
    ],
    patientLine: (name, birth, id) => `Patient: ${name}   Date of birth: ${birth}   Case no.: ${id}`,
    stayLine: (from, to) => `Admitted: ${from}   Discharged: ${to}`,
    visitLine: (on) => `Seen in clinic on ${on}`,
    anamnesis: (random, age, sex) =>
      `History: ${age}-year-old ${sex === 'female' ? 'woman' : 'man'} with hypertension since ${n(random, 1998, 2018)} and type 2 diabetes, admitted with ${random.pick(['fever for 3 days', 'shortness of breath', 'chest pain'])}.`,
    status: (random, comma) =>
      `On examination: BP ${n(random, 110, 170)}/${n(random, 60, 100)} mmHg, pulse ${n(random, 58, 110)}/min, temperature ${decimal(36 + n(random, 2, 19) / 10, comma)} °C, SpO2 ${n(random, 90, 99)}%, weight ${n(random, 55, 115)} kg, BMI ${decimal(n(random, 190, 380) / 10, comma)} kg/m2.`,
    labLead: {
      single: ['Laboratory', 'Blood tests', 'Lab results'],
      admission: ['Laboratory on admission', 'Bloods on admission'],
      discharge: ['Laboratory at discharge', 'Control bloods'],
    },
    previous: (random, earlier, fell) => random.pick([`(previously ${earlier})`, `(${fell ? 'down from' : 'up from'} ${earlier})`, `(previous: ${earlier})`]),
    range: ['(ref. {r})', '(normal {r})', '({r})'],
    epicrisis: [
      'Course: treated with IV antibiotics for {d} days with good clinical response; afebrile for 48 hours before discharge.',
      'Summary: blood pressure controlled at around 130/80 mmHg on the current regimen. Follow-up in 3 months.',
    ],
    medicationTitle: ['Medication on discharge:', 'Current medication:'],
    medication: (random) => [
      `Ramipril ${random.pick([5, 10])} mg once daily`,
      `Metformin 1000 mg twice daily`,
      `Atorvastatin 40 mg at night`,
      `Bisoprolol 2.5 mg once daily`,
    ],
    closing: (city, on) => `${city}, ${on}`,
    signature: ['Yours sincerely,', 'Dr. M. Horváth, Consultant'],
  },
};

/** Letterhead: hospital or practice, department, address line, and the city the letter is dated in. */
const HOSPITALS: Record<Country, ReadonlyArray<readonly [string, string, string, string]>> = {
  hu: [
    ['Fővárosi Városmajor Kórház', 'Belgyógyászati Osztály', '1122 Budapest, Kútvölgyi tér 4.  Tel.: +36 1 555 0100', 'Budapest'],
    ['Vas Megyei Oktatókórház', 'II. Belgyógyászat', '9700 Szombathely, Kórház tér 2.  Tel.: +36 94 555 120', 'Szombathely'],
    ['Városi Kórház-Rendelőintézet', 'Belgyógyászati Szakrendelés', '2660 Balassagyarmat, Liget sor 12.', 'Balassagyarmat'],
  ],
  de: [
    ['Klinikum Nord', 'Medizinische Klinik II – Kardiologie und Nephrologie', 'Musterstraße 12, 20249 Hamburg  Tel. 040 555 1200-0', 'Hamburg'],
    ['St. Elisabeth Krankenhaus', 'Klinik für Innere Medizin', 'Kirchplatz 4, 50667 Köln  Tel. 0221 555 08-0', 'Köln'],
    ['Landesklinikum Süd', 'Abteilung für Innere Medizin', 'Spitalgasse 7, 2700 Wiener Neustadt', 'Wiener Neustadt'],
  ],
  it: [
    ['Ospedale San Giovanni', 'U.O. Medicina Interna', 'Via Roma 12, 20121 Milano – Tel. 02 1234 5678', 'Milano'],
    ['Azienda Ospedaliera Santa Maria', 'U.O.C. Geriatria', 'Piazza Garibaldi 1, 40121 Bologna', 'Bologna'],
    ['Policlinico Universitario', 'Dipartimento di Medicina Interna', 'Viale dei Tigli 40, 00161 Roma', 'Roma'],
  ],
  es: [
    ['Hospital Universitario del Turia', 'Servicio de Medicina Interna', 'Av. del Puerto 106, 46026 Valencia. Tel. 961 55 40 00', 'Valencia'],
    ['Hospital General Universitario', 'Servicio de Cardiología', 'Calle de la Salud 14, 28007 Madrid', 'Madrid'],
    ['Centro de Salud Delicias', 'Consulta de Medicina de Familia', 'Calle Delicias 12, 50017 Zaragoza', 'Zaragoza'],
  ],
};

/** Dates as each country writes them in letters: `2024.03.12.`, `12.03.2024`, `12/03/2024`. */
function countryDate(date: DrawnDate, country: Country): string {
  if (country === 'hu') return `${date.year}.${pad(date.month)}.${pad(date.day)}.`;
  if (country === 'de') return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

export function daysBefore(date: DrawnDate, days: number): DrawnDate {
  const earlier = new Date(Date.UTC(date.year, date.month - 1, date.day - days));
  const [year, month, day] = [earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, earlier.getUTCDate()];
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

/** One result as a lab sentence names it; a censored one (`>90`) carries its qualifier. */
interface ProseResult {
  test: ProseTest;
  name: string;
  unit: ProseUnit;
  value: number;
  qualifier?: '<' | '>';
}

/**
 * European clinic and discharge letters (Hungarian, German, Italian, Spanish, and English written in those countries)
 * with the laboratory results in running text, not a table: letterhead, patient block, stay or visit dates, anamnesis
 * and status paragraphs with vitals, doses, BMI, ages, years and ICD codes, then one or two dated lab paragraphs
 * (`Labor (2024.03.12.): Fvs 7,2 G/l, Hgb 135 g/l, …`, `Laborchemisch: Hb 13,2 g/dl, Leukozyten 11,4 /nl, CRP 48 mg/l
 * (Norm <5)`, `Esami ematochimici: GB 8.400/mmc, PLT 210.000/mmc`) with local abbreviations, decimal commas, a range
 * in brackets for some results, an earlier value after some (`(előző: 5,9)`, `(Vorwert 1,3)`, `(in calo rispetto a
 * 15,2)`: decoys), wrapped across lines; then an epicrisis, a medication list with doses and the letter's date and
 * signature. With an admission and a discharge paragraph, the truth is the latest dated one (the discharge results,
 * whose date is the collection date); the admission results are decoys.
 */
export function proseFindingsDocument(random: SeededRandom, id: string): CorpusDocument {
  const country = random.pick(['hu', 'hu', 'de', 'de', 'it', 'es'] as const);
  const english = random.chance(0.25);
  const words = english ? WORDS.en : WORDS[country];
  const comma = !english || random.chance(0.6);
  const date = drawDate(random, 2022, 2025);
  const inpatient = random.chance(0.65);
  const twoParagraphs = inpatient && random.chance(0.5);
  const admission = daysBefore(date, random.int(2, 9));
  const letterDate = daysBefore(date, -random.int(0, 3));
  const rangeStyle = random.pick(['none', 'some', 'some', 'all'] as const);
  const previousShare = random.pick([0, 0.2, 0.35]);
  const writer = new PageWriter({ xScale: 0.95 + random.next() * 0.08, lineScale: 0.95 + random.next() * 0.2, sizeDelta: random.pick([-0.5, 0, 0, 0.5]) });
  const size = random.pick([9, 9.5, 10]);
  const width = random.int(88, 108);
  const [hospital, department, address, city] = random.pick(HOSPITALS[country]);

  const available = TESTS.filter((candidate) => candidate.units[country]);
  const chosen = random.sample(available, random.int(6, Math.min(14, available.length)));
  const results = chosen.map((picked) => drawResult(picked));
  const admissionResults = twoParagraphs ? random.sample(chosen, random.int(3, chosen.length)).map((picked) => drawResult(picked)) : [];

  writer.text(40, hospital, 11, true);
  writer.line(13);
  writer.text(40, department, 9);
  writer.line(12);
  writer.text(40, address, 7.5);
  writer.line(22);
  if (random.chance(0.5)) {
    writer.text(380, words.closing(city, countryDate(letterDate, country)), 9);
    writer.line(18);
  }
  writer.text(40, random.pick(inpatient ? words.titles.stay : words.titles.visit), 13, true);
  writer.line(20);
  const birth = daysBefore(date, random.int(30, 85) * 365 + random.int(0, 300));
  const [patient, sex] = random.pick(words.patients);
  writer.text(40, words.patientLine(patient, countryDate(birth, country), random.int(100000000, 999999999)), size - 0.5);
  writer.line(size + 4);
  writer.text(
    40,
    inpatient ? words.stayLine(countryDate(admission, country), countryDate(date, country)) : words.visitLine(countryDate(date, country)),
    size - 0.5,
  );
  writer.line(size + 12);

  paragraph(words.anamnesis(random, date.year - birth.year, sex));
  paragraph(words.status(random, comma));
  const expected: ExpectedCorpusValue[] = [];
  if (twoParagraphs) labParagraph(random.pick(words.labLead.admission), admission, admissionResults, false);
  labParagraph(random.pick(twoParagraphs ? words.labLead.discharge : words.labLead.single), date, results, true);
  paragraph(random.pick(words.epicrisis).replace('{d}', String(random.int(3, 10))));
  writer.text(40, random.pick(words.medicationTitle), size, true);
  writer.line(size + 4);
  for (const line of random.sample(words.medication(random), random.int(2, 4))) {
    writer.text(48, `- ${line}`, size);
    writer.line(size + 3);
  }
  writer.line(12);
  writer.text(40, words.closing(city, countryDate(letterDate, country)), size);
  writer.line(size + 14);
  for (const line of words.signature) {
    writer.text(40, line, size);
    writer.line(size + 3);
  }
  return finishReport(
    writer,
    random,
    { id, family: 'prose_findings', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: true },
  );

  function paragraph(text: string): void {
    for (const line of wrapWords(text, width)) {
      writer.text(40, line, size);
      writer.line(size + 3.5);
    }
    writer.line(7);
  }

  /** About a quarter of results outside their range; a censored eGFR (`>90`) or CRP (`<1`) as these letters write them. */
  function drawResult(picked: ProseTest): ProseResult {
    const unit = picked.units[country]!;
    const outside = random.chance(0.27);
    const { low, high } = unit;
    let value: number;
    // Outside a two-sided range by a share of its width, so a sodium stays a sodium (131 or 151, never 217).
    const span = low !== null && high !== null ? high - low : null;
    if (outside && high !== null && (low === null || random.chance(0.7)))
      value = span === null ? high * (1.05 + random.next()) : high + span * (0.05 + random.next() * 0.6);
    else if (outside && low !== null) value = Math.max(low * 0.5, low - (span ?? low) * (0.05 + random.next() * 0.5));
    else {
      const from = low ?? high! * 0.3;
      const to = high ?? low! * 1.6;
      value = from + (to - from) * (0.1 + random.next() * 0.8);
    }
    const rounded = unit.groupedTo ? Math.round(value / unit.groupedTo) * unit.groupedTo : Math.max(round(value, unit.decimals), 1 / 10 ** unit.decimals);
    const result: ProseResult = { test: picked, name: random.pick(english ? picked.names.en : picked.names[country]), unit, value: rounded };
    if (picked.markerKey === 'egfr' && rounded > 90 && random.chance(0.6)) return { ...result, value: 90, qualifier: '>' };
    if (picked.markerKey === 'crp' && unit.unit !== 'mg/dL' && rounded < 1 && random.chance(0.6)) return { ...result, value: 1, qualifier: '<' };
    return result;
  }

  function number(value: number, unit: ProseUnit): string {
    if (unit.groupedTo) return String(value).replace(/\B(?=(\d{3})+$)/g, '.');
    return formatNumber(value, unit.decimals, comma);
  }

  function rangeOf(unit: ProseUnit): string {
    const f = (limit: number) => number(limit, unit);
    if (unit.low !== null && unit.high !== null) return `${f(unit.low)}-${f(unit.high)}`;
    if (unit.high !== null) return `<${f(unit.high)}`;
    return `>${f(unit.low!)}`;
  }

  function phrase(result: ProseResult): { text: string; ranged: boolean } {
    const { unit } = result;
    const shown = `${result.qualifier ?? ''}${number(result.value, unit)}`;
    // Counts per mm³ are written with the unit run on (`8.400/mmc`) or spaced; other units always spaced.
    const valueAndUnit = unit.unit === '' ? shown : unit.groupedTo && random.chance(0.6) ? `${shown}${unit.unit}` : `${shown} ${unit.unit}`;
    const ranged = rangeStyle === 'all' || (rangeStyle === 'some' && random.chance(0.4));
    const range = ranged ? ` ${random.pick(words.range).replace('{r}', rangeOf(unit))}` : '';
    const earlierValue = unit.groupedTo
      ? Math.round((result.value * (0.6 + random.next() * 0.8)) / unit.groupedTo) * unit.groupedTo
      : Math.max(1 / 10 ** unit.decimals, round(result.value * (0.6 + random.next() * 0.8), unit.decimals));
    const earlier = random.chance(previousShare) ? ` ${words.previous(random, number(earlierValue, unit), earlierValue > result.value)}` : '';
    return { text: `${result.name} ${valueAndUnit}${range}${earlier}`, ranged };
  }

  function labParagraph(lead: string, dated: DrawnDate, drawn: readonly ProseResult[], isTruth: boolean): void {
    const printedDate = countryDate(dated, country);
    const opening = random.pick([`${lead} (${printedDate}):`, `${lead} ${printedDate}:`, `${printedDate} ${lead}:`]);
    const separator = random.pick([', ', ', ', '; ']);
    const phrases = drawn.map((result) => phrase(result));
    paragraph(`${opening} ${phrases.map((written) => written.text).join(separator)}.`);
    if (!isTruth) return;
    drawn.forEach((result, index) => {
      const { ranged } = phrases[index]!;
      expected.push({
        name: result.name,
        value: result.value,
        ...(result.qualifier ? { qualifier: result.qualifier } : {}),
        unit: result.unit.unit,
        refLow: ranged ? result.unit.low : null,
        refHigh: ranged ? result.unit.high : null,
        markerKey: result.test.markerKey,
      });
    });
  }
}
