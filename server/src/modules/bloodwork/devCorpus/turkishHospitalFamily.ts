import { type CorpusDocument, type ExpectedCorpusValue, PageWriter, printable } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, directionAgainst, drawDate, drawValue, finishReport, formatNumber, pad, printedWidth, round } from './reportParts.js';
import { WHITE_CELL_TYPES, type WhiteCellType, drawDifferential } from './whiteCellDifferential.js';

type Limit = number | null;
type Section = 'Hemogram' | 'Biyokimya' | 'Hormon' | 'Koagülasyon';

/**
 * One way a lab reports a test: the unit's spellings, the adult limits, and the women's band when it differs. The
 * spellings are listed in the same house styles (first the usual one, then `ul`/lower-case `l`, then others), and a
 * report keeps one house style throughout.
 */
interface TurkishScale {
  spellings: readonly string[];
  low: Limit;
  high: Limit;
  decimals: number;
  female?: readonly [Limit, Limit];
  /** The assay's reporting limit: a value beyond it is printed as `< 3,0` (CRP) or `> 90` (eGFR). */
  censored?: { qualifier: '<' | '>'; at: number };
}

interface TurkishTest {
  markerKey: string;
  section: Section;
  names: readonly string[];
  /** The scales labs use for this test; a report uses one (CRP in mg/L or mg/dL). */
  scales: readonly TurkishScale[];
}

const scale = (
  spellings: readonly string[],
  low: Limit,
  high: Limit,
  decimals: number,
  female?: readonly [Limit, Limit],
  censored?: TurkishScale['censored'],
): TurkishScale => ({
  spellings,
  low,
  high,
  decimals,
  ...(female ? { female } : {}),
  ...(censored ? { censored } : {}),
});

const THOUSANDS = ['10^3/µL', '10^3/uL', 'x10^3/µL', 'K/µL'];
const MILLIONS = ['10^6/µL', '10^6/uL', 'x10^6/µL', 'M/µL'];
const MG_DL = ['mg/dL', 'mg/dl'];
const G_DL = ['g/dL', 'g/dl'];
const U_L = ['U/L', 'U/l', 'IU/L'];
const SECONDS = ['sn', 'saniye', 's'];

/** Turkish names as hospital and private-lab systems print them, with the English name or abbreviation in brackets in some. */
const TESTS: readonly TurkishTest[] = [
  { markerKey: 'wbc_count', section: 'Hemogram', names: ['Lökosit (WBC)', 'WBC', 'Lökosit', 'Beyaz Küre (WBC)'], scales: [scale(THOUSANDS, 4.5, 11.0, 2)] },
  { markerKey: 'rbc_count', section: 'Hemogram', names: ['Eritrosit (RBC)', 'RBC', 'Eritrosit'], scales: [scale(MILLIONS, 4.5, 5.9, 2, [4.1, 5.1])] },
  { markerKey: 'hemoglobin', section: 'Hemogram', names: ['Hemoglobin', 'Hemoglobin (HGB)', 'HGB'], scales: [scale(G_DL, 13.5, 17.5, 1, [12.0, 15.5])] },
  { markerKey: 'hematocrit', section: 'Hemogram', names: ['Hematokrit', 'Hematokrit (HCT)', 'HCT'], scales: [scale(['%'], 41.0, 53.0, 1, [36.0, 46.0])] },
  { markerKey: 'mcv', section: 'Hemogram', names: ['MCV', 'Ortalama Eritrosit Hacmi (MCV)'], scales: [scale(['fL', 'fl'], 80.0, 100.0, 1)] },
  { markerKey: 'mch', section: 'Hemogram', names: ['MCH', 'Ortalama Eritrosit Hemoglobini (MCH)'], scales: [scale(['pg'], 27.0, 34.0, 1)] },
  { markerKey: 'mchc', section: 'Hemogram', names: ['MCHC'], scales: [scale(G_DL, 32.0, 36.0, 1)] },
  { markerKey: 'rdw_cv', section: 'Hemogram', names: ['RDW-CV', 'RDW', 'Eritrosit Dağılım Genişliği (RDW)'], scales: [scale(['%'], 11.5, 14.5, 1)] },
  { markerKey: 'platelet_count', section: 'Hemogram', names: ['Trombosit (PLT)', 'PLT', 'Trombosit'], scales: [scale(THOUSANDS, 150, 400, 0)] },
  { markerKey: 'mpv', section: 'Hemogram', names: ['MPV', 'Ortalama Trombosit Hacmi (MPV)'], scales: [scale(['fL', 'fl'], 7.4, 10.4, 1)] },
  {
    markerKey: 'esr',
    section: 'Hemogram',
    names: ['Sedimantasyon', 'Eritrosit Sedimantasyon Hızı', 'Sedimantasyon (ESH)'],
    scales: [scale(['mm/saat', 'mm/sa', 'mm/h'], 0, 15, 0, [0, 20])],
  },
  {
    markerKey: 'glucose',
    section: 'Biyokimya',
    names: ['Glukoz (Açlık)', 'Açlık Kan Şekeri (AKŞ)', 'Glukoz', 'Açlık Glukozu'],
    scales: [scale(MG_DL, 70, 100, 0), scale(MG_DL, 74, 106, 0)],
  },
  { markerKey: 'urea', section: 'Biyokimya', names: ['Üre'], scales: [scale(MG_DL, 17, 43, 0), scale(MG_DL, 16.6, 48.5, 1)] },
  { markerKey: 'bun', section: 'Biyokimya', names: ['BUN', 'Kan Üre Azotu (BUN)'], scales: [scale(MG_DL, 6.0, 20.0, 1)] },
  { markerKey: 'creatinine', section: 'Biyokimya', names: ['Kreatinin', 'Kreatinin (Serum)'], scales: [scale(MG_DL, 0.7, 1.2, 2, [0.5, 0.9])] },
  {
    markerKey: 'egfr',
    section: 'Biyokimya',
    names: ['eGFR (CKD-EPI)', 'Tahmini GFR (eGFR)', 'eGFR'],
    scales: [scale(['mL/dk/1,73 m²', 'mL/dk/1.73m²', 'mL/min/1.73m2'], 90, null, 0, undefined, { qualifier: '>', at: 90 })],
  },
  { markerKey: 'uric_acid', section: 'Biyokimya', names: ['Ürik Asit'], scales: [scale(MG_DL, 3.5, 7.2, 1, [2.6, 6.0])] },
  { markerKey: 'alt', section: 'Biyokimya', names: ['ALT (SGPT)', 'Alanin Aminotransferaz (ALT)', 'ALT'], scales: [scale(U_L, null, 41, 0, [null, 33])] },
  { markerKey: 'ast', section: 'Biyokimya', names: ['AST (SGOT)', 'Aspartat Aminotransferaz (AST)', 'AST'], scales: [scale(U_L, null, 40, 0, [null, 32])] },
  { markerKey: 'ggt', section: 'Biyokimya', names: ['GGT', 'Gama Glutamil Transferaz (GGT)'], scales: [scale(U_L, 10, 71, 0, [6, 42])] },
  {
    markerKey: 'alkaline_phosphatase',
    section: 'Biyokimya',
    names: ['ALP', 'Alkalen Fosfataz (ALP)', 'Alkalen Fosfataz'],
    scales: [scale(U_L, 40, 129, 0, [35, 104])],
  },
  { markerKey: 'bilirubin_total', section: 'Biyokimya', names: ['Total Bilirubin', 'Bilirubin (Total)'], scales: [scale(MG_DL, 0.3, 1.2, 2)] },
  { markerKey: 'bilirubin_direct', section: 'Biyokimya', names: ['Direkt Bilirubin', 'Bilirubin (Direkt)'], scales: [scale(MG_DL, null, 0.2, 2)] },
  { markerKey: 'total_protein', section: 'Biyokimya', names: ['Total Protein'], scales: [scale(G_DL, 6.4, 8.3, 1)] },
  { markerKey: 'albumin', section: 'Biyokimya', names: ['Albümin'], scales: [scale(G_DL, 3.5, 5.2, 1)] },
  {
    markerKey: 'total_cholesterol',
    section: 'Biyokimya',
    names: ['Total Kolesterol', 'Kolesterol (Total)', 'Kolesterol'],
    scales: [scale(MG_DL, null, 200, 0)],
  },
  {
    markerKey: 'ldl_cholesterol',
    section: 'Biyokimya',
    names: ['LDL Kolesterol', 'LDL Kolesterol (Direkt)', 'LDL-Kolesterol (Hesaplanan)'],
    scales: [scale(MG_DL, null, 130, 0), scale(MG_DL, null, 100, 0)],
  },
  { markerKey: 'hdl_cholesterol', section: 'Biyokimya', names: ['HDL Kolesterol', 'HDL-Kolesterol'], scales: [scale(MG_DL, 40, null, 0)] },
  { markerKey: 'triglycerides', section: 'Biyokimya', names: ['Trigliserid', 'Trigliserit'], scales: [scale(MG_DL, null, 150, 0)] },
  { markerKey: 'sodium', section: 'Biyokimya', names: ['Sodyum (Na)', 'Sodyum', 'Na (Sodyum)'], scales: [scale(['mmol/L', 'mEq/L'], 136, 145, 0)] },
  { markerKey: 'potassium', section: 'Biyokimya', names: ['Potasyum (K)', 'Potasyum'], scales: [scale(['mmol/L', 'mEq/L'], 3.5, 5.1, 1)] },
  { markerKey: 'chloride', section: 'Biyokimya', names: ['Klor (Cl)', 'Klorür'], scales: [scale(['mmol/L', 'mEq/L'], 98, 107, 0)] },
  { markerKey: 'calcium', section: 'Biyokimya', names: ['Kalsiyum (Ca)', 'Kalsiyum'], scales: [scale(MG_DL, 8.6, 10.2, 1), scale(MG_DL, 8.8, 10.6, 1)] },
  { markerKey: 'magnesium', section: 'Biyokimya', names: ['Magnezyum (Mg)', 'Magnezyum'], scales: [scale(MG_DL, 1.6, 2.6, 1)] },
  { markerKey: 'phosphorus', section: 'Biyokimya', names: ['Fosfor', 'Fosfor (İnorganik)'], scales: [scale(MG_DL, 2.5, 4.5, 1)] },
  { markerKey: 'iron', section: 'Biyokimya', names: ['Demir', 'Demir (Serum)', 'Serum Demir'], scales: [scale(['µg/dL', 'ug/dL'], 33, 193, 0)] },
  {
    markerKey: 'tibc',
    section: 'Biyokimya',
    // A bare 'Demir Bağlama Kapasitesi' is the unsaturated capacity (UIBC) in many Turkish hospitals' test lists: the total is named as such.
    names: ['Demir Bağlama Kapasitesi (TDBK)', 'Total Demir Bağlama Kapasitesi', 'TDBK (Total Demir Bağlama Kap.)'],
    scales: [scale(['µg/dL', 'ug/dL'], 250, 450, 0)],
  },
  {
    markerKey: 'uibc',
    section: 'Biyokimya',
    names: ['Doymamış Demir Bağlama Kapasitesi (UIBC)', 'UIBC'],
    scales: [scale(['µg/dL', 'ug/dL'], 155, 355, 0)],
  },
  {
    markerKey: 'crp',
    section: 'Biyokimya',
    names: ['CRP', 'C-Reaktif Protein (CRP)', 'CRP (Kantitatif)'],
    scales: [scale(['mg/L', 'mg/l'], null, 5.0, 1, undefined, { qualifier: '<', at: 3.0 }), scale(MG_DL, null, 0.5, 2, undefined, { qualifier: '<', at: 0.3 })],
  },
  { markerKey: 'hba1c', section: 'Biyokimya', names: ['HbA1c', 'Hemoglobin A1c (HbA1c)', 'Glike Hemoglobin (HbA1c)'], scales: [scale(['%'], 4.0, 6.0, 1)] },
  { markerKey: 'tsh', section: 'Hormon', names: ['TSH', 'Tiroid Stimülan Hormon (TSH)'], scales: [scale(['µIU/mL', 'uIU/mL', 'mIU/L'], 0.27, 4.2, 2)] },
  { markerKey: 'free_t4', section: 'Hormon', names: ['Serbest T4', 'Serbest T4 (sT4)', 'FT4 (Serbest T4)'], scales: [scale(['ng/dL', 'ng/dl'], 0.93, 1.7, 2)] },
  { markerKey: 'free_t3', section: 'Hormon', names: ['Serbest T3', 'Serbest T3 (sT3)'], scales: [scale(['pg/mL', 'pg/ml'], 2.0, 4.4, 2)] },
  { markerKey: 'ferritin', section: 'Hormon', names: ['Ferritin'], scales: [scale(['ng/mL', 'ng/ml', 'µg/L'], 30, 400, 1, [13, 150])] },
  { markerKey: 'vitamin_b12', section: 'Hormon', names: ['B12 Vitamini', 'Vitamin B12'], scales: [scale(['pg/mL', 'pg/ml'], 197, 771, 0)] },
  { markerKey: 'folate', section: 'Hormon', names: ['Folik Asit', 'Folat'], scales: [scale(['ng/mL', 'ng/ml'], 3.9, 26.8, 1)] },
  {
    markerKey: 'vitamin_d_25oh',
    section: 'Hormon',
    names: ['D Vitamini (25-OH)', 'Vitamin D (25-OH)', '25-Hidroksi Vitamin D'],
    scales: [scale(['ng/mL', 'ng/ml'], 30, 100, 1), scale(['ng/mL', 'ng/ml'], 20, 100, 1)],
  },
  { markerKey: 'insulin', section: 'Hormon', names: ['İnsülin (Açlık)', 'İnsülin'], scales: [scale(['µIU/mL', 'uIU/mL'], 2.6, 24.9, 1)] },
  {
    markerKey: 'prothrombin_time',
    section: 'Koagülasyon',
    names: ['Protrombin Zamanı (PT)', 'PT', 'Protrombin Zamanı'],
    scales: [scale(SECONDS, 10.0, 14.0, 1)],
  },
  { markerKey: 'inr', section: 'Koagülasyon', names: ['INR', 'PT-INR', 'PT (INR)'], scales: [scale([''], 0.8, 1.2, 2)] },
  {
    markerKey: 'aptt',
    section: 'Koagülasyon',
    names: ['aPTT', 'APTT', 'Aktive Parsiyel Tromboplastin Zamanı (aPTT)'],
    scales: [scale(SECONDS, 24.0, 36.0, 1)],
  },
  { markerKey: 'fibrinogen', section: 'Koagülasyon', names: ['Fibrinojen'], scales: [scale(MG_DL, 200, 400, 0)] },
];

/** The differential's rows: Turkish name, analyser code, and the percent and absolute (10^3/µL) limits. */
const WHITE_CELLS: Record<WhiteCellType, { name: string; code: string; percent: readonly [number, number]; count: readonly [number, number] }> = {
  neutrophils: { name: 'Nötrofil', code: 'NEU', percent: [40.0, 74.0], count: [1.9, 8.0] },
  lymphocytes: { name: 'Lenfosit', code: 'LYM', percent: [19.0, 48.0], count: [0.9, 5.2] },
  monocytes: { name: 'Monosit', code: 'MONO', percent: [3.4, 9.0], count: [0.16, 1.0] },
  eosinophils: { name: 'Eozinofil', code: 'EOS', percent: [0.0, 7.0], count: [0.0, 0.8] },
  basophils: { name: 'Bazofil', code: 'BASO', percent: [0.0, 1.5], count: [0.0, 0.2] },
};

/** Serology printed among the numbers: qualitative, so never in the truth (the index in brackets is no marker). */
const SEROLOGY: ReadonlyArray<readonly [string, string]> = [
  ['HBsAg', 'Negatif'],
  ['Anti-HCV', 'Negatif'],
  ['Anti-HIV 1/2', 'Negatif'],
  ['Anti-HBs', 'Pozitif'],
  ['Brusella Aglütinasyonu (Wright)', 'Negatif'],
];

/** Notes printed under a section, full of numbers in the section's own units: never results. */
const NOTES: Record<Section, readonly string[]> = {
  Hemogram: [
    'Not: EDTA kaynaklı trombosit kümeleşmesi olabilir; trombosit 150 altında ise sitratlı tüple tekrar önerilir.',
    'Not: Periferik yayma değerlendirildi. Sonuç tekrarlanarak doğrulanmıştır (analizör no: 2).',
  ],
  Biyokimya: [
    'Not: Açlık glukozu 100 - 125 mg/dL bozulmuş açlık glukozu, 126 mg/dL ve üzeri diyabet olarak değerlendirilir.',
    'Not: HbA1c 6,5 % ve üzeri diyabet tanısı için kullanılır (ADA 2024).',
    'Not: LDL kolesterol hedefi yüksek riskli hastalarda < 70 mg/dL, çok yüksek riskte < 55 mg/dL.',
    'Not: Numune hemolizli; potasyum sonucu yüksek çıkabilir. Numune 12 saat açlık sonrası alınmıştır.',
    'Not: Kritik değer 09:40 da servis hemşiresine bildirildi (dahili 2215).',
  ],
  Hormon: [
    'Not: D vitamini: < 20 ng/mL eksiklik, 20 - 30 ng/mL yetersizlik, 30 - 100 ng/mL yeterli.',
    'Not: Gebelikte TSH 1. trimester 0,1 - 2,5; 2. trimester 0,2 - 3,0 µIU/mL.',
  ],
  Koagülasyon: ['Not: Varfarin tedavisinde hedef INR aralığı 2,0 - 3,0.', 'Not: Numune 3,2 % sitratlı tüpe alınmıştır; 4 saat içinde çalışılmıştır.'],
};

const HOSPITALS: ReadonlyArray<readonly [string, string]> = [
  ['T.C. SAĞLIK BAKANLIĞI', 'MARMARA EĞİTİM VE ARAŞTIRMA HASTANESİ'],
  ['T.C. SAĞLIK BAKANLIĞI', 'YEŞİLKÖY DEVLET HASTANESİ'],
  ['T.C. SAĞLIK BAKANLIĞI', 'EGE ŞEHİR HASTANESİ'],
  ['', 'Özel Anadolu Tıp Merkezi'],
  ['', 'Boğaziçi Tıbbi Tahlil Laboratuvarları'],
  ['', 'Özel Karadeniz Hastanesi'],
];
const DEPARTMENTS = ['Tıbbi Biyokimya Laboratuvarı', 'Merkez Laboratuvarı', 'Biyokimya Laboratuvarı', 'Klinik Laboratuvar'];
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Trabzon', 'Eskişehir'];
const PATIENTS: ReadonlyArray<readonly [string, 'Kadın' | 'Erkek']> = [
  ['AYŞE YILMAZ', 'Kadın'],
  ['MEHMET KAYA', 'Erkek'],
  ['Fatma Şahin', 'Kadın'],
  ['Mustafa Öztürk', 'Erkek'],
  ['ZEYNEP ÇELİK', 'Kadın'],
  ['Ahmet Doğan', 'Erkek'],
  ['Elif Aydın', 'Kadın'],
  ['HÜSEYİN ARSLAN', 'Erkek'],
];
const DOCTORS = ['Uzm. Dr. Ayşe Koç', 'Uzm. Dr. Murat Yıldız', 'Doç. Dr. Serkan Güneş', 'Uzm. Dr. Gülşen Aksoy', 'Prof. Dr. Nesrin Erdoğan'];
const CLINICS = ['Dahiliye Polikliniği', 'İç Hastalıkları', 'Aile Hekimliği', 'Kardiyoloji Polikliniği', 'Endokrinoloji', 'Check-Up'];

type Layout = 'range_cell' | 'limit_columns' | 'enabiz';
type FlagStyle = 'arrow' | 'word' | 'letter' | 'star';
type Column = 'result' | 'flag' | 'unit' | 'range' | 'low' | 'high' | 'previous';

const COLUMN_ORDERS: Record<Layout, ReadonlyArray<readonly Column[]>> = {
  range_cell: [
    ['result', 'flag', 'unit', 'range'],
    ['result', 'unit', 'range', 'flag'],
    ['result', 'unit', 'flag', 'range'],
  ],
  limit_columns: [
    ['result', 'unit', 'low', 'high', 'flag'],
    ['result', 'flag', 'unit', 'low', 'high'],
    ['result', 'low', 'high', 'unit', 'flag'],
  ],
  enabiz: [['result', 'unit', 'range']],
};

const COLUMN_TITLES: Record<Layout, Record<Column | 'test', readonly string[]>> = {
  range_cell: {
    test: ['Tetkik Adı', 'Test Adı', 'Tetkik'],
    result: ['Sonuç'],
    flag: ['', 'Durum', 'Uyarı'],
    unit: ['Birim'],
    range: ['Referans Aralığı', 'Referans Değerleri', 'Ref. Aralık'],
    low: [''],
    high: [''],
    previous: ['Önceki Sonuç'],
  },
  limit_columns: {
    test: ['Test Adı', 'Tetkik Adı'],
    result: ['Sonuç'],
    flag: ['Durum', 'H/L', ''],
    unit: ['Birim'],
    range: [''],
    low: ['Alt Limit', 'Alt Sınır'],
    high: ['Üst Limit', 'Üst Sınır'],
    previous: ['Önceki Sonuç'],
  },
  enabiz: {
    test: ['Tahlil Adı', 'İşlem Adı'],
    result: ['Sonuç'],
    flag: [''],
    unit: ['Sonuç Birimi'],
    range: ['Referans Değeri'],
    low: [''],
    high: [''],
    previous: [''],
  },
};

const FLAG_WORDS: Record<FlagStyle, { high: string; low: string }> = {
  arrow: { high: '↑', low: '↓' },
  word: { high: 'Yüksek', low: 'Düşük' },
  letter: { high: 'H', low: 'L' },
  star: { high: '*', low: '*' },
};

/** One printed row and its truth: the band printed is the patient's (by sex), or none when the lab leaves the cell empty. */
interface TurkishRow {
  name: string;
  markerKey: string;
  section: Section;
  unit: string;
  decimals: number;
  value: number;
  qualifier?: '<' | '>';
  band: readonly [Limit, Limit];
  printedBand: boolean;
  direction: 'high' | 'low' | null;
}

const SECTION_TITLES: Record<Section, readonly string[]> = {
  Hemogram: ['HEMOGRAM', 'Hemogram (Tam Kan Sayımı)', 'HEMATOLOJİ'],
  Biyokimya: ['BİYOKİMYA', 'Biyokimya', 'KLİNİK BİYOKİMYA'],
  Hormon: ['HORMON', 'Hormon ve Vitaminler', 'İMMÜNOLOJİ / HORMON'],
  Koagülasyon: ['KOAGÜLASYON', 'Koagülasyon Testleri'],
};

/**
 * Turkish hospital and private-lab results as printed from the hospital LIS or from the e-Nabız patient system:
 * Turkish test names (`Lökosit (WBC)`, `Glukoz (Açlık)`, `Üre`, `ALT (SGPT)`, `Serbest T4`, `Demir Bağlama
 * Kapasitesi`, `D Vitamini (25-OH)`, `Sedimantasyon`), some with the English name or abbreviation in brackets;
 * Tetkik Adı | Sonuç | Birim | Referans Aralığı tables with a flag column (`↑`/`↓`, `Yüksek`/`Düşük`, `H`/`L`, `*`) or the
 * mark after the value, or Alt Limit / Üst Limit columns, or the e-Nabız Tahlil Adı | Sonuç | Sonuç Birimi | Referans
 * Değeri print with the abnormal values in bold only; decimal comma or point; a patient block (TC Kimlik No with 11
 * digits or masked, Protokol No, Doğum Tarihi, Cinsiyet, Yaş), İstek / Numune Alma / Kabul / Onay dates day-first
 * (`14.03.2024 08:12`), sections (Hemogram, Biyokimya, Hormon, Koagülasyon with PT, INR and aPTT), serology with
 * `Negatif`, notes with numbers, an optional previous-result column, `Onaylayan: Uzm. Dr.` and `Sayfa 1 / 2`.
 * pdf-lib's standard fonts draw WinAnsi only, which lacks Turkish ı, ş, ğ, İ, Ş and Ğ: they are printed as i, s, g, I,
 * S and G, as reports set in fonts without them print them, while ç, ö, ü, Ç, Ö and Ü stay; the truth holds the printed names.
 */
export function turkishHospitalDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const layout = random.pick(['range_cell', 'range_cell', 'limit_columns', 'enabiz'] as const satisfies readonly Layout[]);
  const comma = random.chance(0.6);
  const [patient, sex] = random.pick(PATIENTS);
  const birthYear = date.year - random.int(18, 85);
  const isFemale = sex === 'Kadın';
  const flagStyle: FlagStyle | null = layout === 'enabiz' ? null : random.pick(['arrow', 'word', 'letter', 'star'] as const);
  // A text mark may be glued to the value (`12,4*`, `145 H`) instead of standing in a column of its own.
  const flagGlued = flagStyle !== null && flagStyle !== 'word' && random.chance(0.35);
  // One-sided limits as the lab prints them: `0 - 41` (and an Alt Limit of 0) or `< 41` (and the Alt Limit left blank).
  const upperOnlyFromZero = random.chance(0.5);
  const withPrevious = layout !== 'enabiz' && random.chance(0.25);
  const rightAligned = random.chance(0.4);
  const houseStyle = random.int(0, 3);
  const censoredAtLimit = random.chance(0.6);
  const boldAbnormal = flagStyle === null || random.chance(0.5);
  const size = random.pick([8, 8.5, 9]);
  const writer = new PageWriter({ xScale: 0.96 + random.next() * 0.07, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-0.5, 0, 0, 0.5]) });
  const separator = random.pick([' - ', '-', ' - ']);
  const at = timestampFormat();
  const protocol = random.chance(0.5) ? String(random.int(10000000, 99999999)) : `${date.year}/${random.int(100000, 999999)}`;
  const rows = drawRows();

  const order = [...random.pick(COLUMN_ORDERS[layout])].filter((column) => column !== 'flag' || (flagStyle !== null && !flagGlued));
  if (withPrevious) order.push('previous');
  const titles = Object.fromEntries(Object.entries(COLUMN_TITLES[layout]).map(([column, options]) => [column, random.pick(options)])) as Record<
    Column | 'test',
    string
  >;
  const columnX = placeColumns();

  writeHead();
  const headerOnEveryPage = random.chance(0.6);
  writer.pageHead = () => {
    writer.text(40, `${patient}   Protokol No: ${protocol}`, 7.5);
    writer.line(16);
    if (headerOnEveryPage) tableHeader();
  };
  writeSections();
  writeApproval();
  writeFooters();

  const expected: ExpectedCorpusValue[] = rows.map((row) => ({
    name: printable(row.name),
    value: row.value,
    ...(row.qualifier ? { qualifier: row.qualifier } : {}),
    unit: printable(row.unit),
    refLow: row.printedBand ? printedLow(row) : null,
    refHigh: row.printedBand ? row.band[1] : null,
    markerKey: row.markerKey,
  }));
  const document = finishReport(
    writer,
    random,
    { id, family: 'turkish_hospital', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, footers: false, dayFirst: true },
  );
  if (random.chance(0.25)) document.pages.forEach((page) => page.forEach((item) => Object.assign(item, item.symbol ? {} : { serif: true })));
  return document;

  function timestampFormat(): (day: DrawnDate, time: string) => string {
    const style = random.pick(['dotted', 'dotted', 'slashed', 'seconds', 'dashed'] as const);
    return (day, time) => {
      const dotted = `${pad(day.day)}.${pad(day.month)}.${day.year}`;
      if (style === 'slashed') return `${pad(day.day)}/${pad(day.month)}/${day.year} ${time}`;
      if (style === 'seconds') return `${dotted} ${time}:${pad(random.int(0, 59))}`;
      if (style === 'dashed') return `${dotted} - ${time}`;
      return `${dotted} ${time}`;
    };
  }

  function drawRows(): TurkishRow[] {
    const sections = new Set<Section>(['Biyokimya']);
    if (random.chance(0.65)) sections.add('Hemogram');
    if (random.chance(0.55)) sections.add('Hormon');
    if (random.chance(0.25)) sections.add('Koagülasyon');
    const result: TurkishRow[] = [];
    for (const section of ['Hemogram', 'Biyokimya', 'Hormon', 'Koagülasyon'] as const) {
      if (!sections.has(section)) continue;
      const pool = TESTS.filter((test) => test.section === section);
      const chosen =
        section === 'Hemogram' || section === 'Koagülasyon'
          ? pool.filter(() => random.chance(0.85))
          : random.sample(pool, random.int(Math.min(4, pool.length), Math.min(section === 'Biyokimya' ? 14 : 6, pool.length)));
      // Hospital systems print a section in their own fixed order; some in the order the tests were requested.
      const ordered = random.chance(0.65) ? pool.filter((test) => chosen.includes(test)) : chosen;
      for (const test of ordered) {
        result.push(rowOf(test));
        if (test.markerKey === 'wbc_count' && random.chance(0.7)) result.push(...whiteCellRows(result.at(-1)!));
      }
    }
    return result;
  }

  function rowOf(test: TurkishTest): TurkishRow {
    const picked = random.pick(test.scales);
    const band = isFemale && picked.female ? picked.female : ([picked.low, picked.high] as const);
    const drawn = drawValue(random, { unit: '', low: band[0], high: band[1], decimals: picked.decimals });
    const { censored } = picked;
    const beyondLimit = censored !== undefined && (censored.qualifier === '<' ? drawn.value < censored.at : drawn.value > censored.at);
    // Some labs print every value the analyser gives; others stop at the reporting limit.
    const printedAtLimit = beyondLimit && censoredAtLimit;
    return {
      name: random.pick(test.names),
      markerKey: test.markerKey,
      section: test.section,
      unit: picked.spellings[Math.min(houseStyle, picked.spellings.length - 1)]!,
      decimals: picked.decimals,
      value: printedAtLimit ? censored.at : drawn.value,
      ...(printedAtLimit ? { qualifier: censored.qualifier } : {}),
      band,
      // e-Nabız leaves the range empty when the hospital did not send one; LIS reports now and then for eGFR or HbA1c.
      printedBand: !random.chance(layout === 'enabiz' ? 0.15 : 0.05),
      direction: printedAtLimit ? null : directionAgainst(drawn.value, band[0], band[1]),
    };
  }

  function whiteCellRows(wbc: TurkishRow): TurkishRow[] {
    const shares = drawDifferential(random);
    const naming = random.pick(['code', 'turkish', 'both'] as const);
    const withCounts = random.chance(0.75);
    const rowFor = (name: string, markerKey: string, unit: string, decimals: number, value: number, band: readonly [number, number]): TurkishRow => ({
      name,
      markerKey,
      section: 'Hemogram',
      unit,
      decimals,
      value,
      band,
      printedBand: true,
      direction: directionAgainst(value, band[0], band[1]),
    });
    const cellName = (cell: WhiteCellType, mark: '%' | '#') => {
      const { name, code } = WHITE_CELLS[cell];
      if (naming === 'code') return `${code}${mark}`;
      if (naming === 'turkish') return `${name} ${mark}`;
      return `${name} (${code}${mark})`;
    };
    const percents = WHITE_CELL_TYPES.map((cell) => rowFor(cellName(cell, '%'), `${cell}_percent`, '%', 1, shares[cell], WHITE_CELLS[cell].percent));
    if (!withCounts) return percents;
    const counts = WHITE_CELL_TYPES.map((cell) =>
      rowFor(cellName(cell, '#'), `${cell}_absolute`, wbc.unit, 2, Math.max(0.01, round((wbc.value * shares[cell]) / 100, 2)), WHITE_CELLS[cell].count),
    );
    // Analysers print the counts after the percentages, or each count under its percentage.
    return random.chance(0.5) ? [...percents, ...counts] : percents.flatMap((percent, index) => [percent, counts[index]!]);
  }

  function number(value: number, decimals: number): string {
    return formatNumber(value, decimals, comma);
  }

  function printedValue(row: TurkishRow): string {
    return `${row.qualifier ? `${row.qualifier} ` : ''}${number(row.value, row.decimals)}`;
  }

  function rangeCell(row: TurkishRow): string {
    if (!row.printedBand) return '';
    const [low, high] = row.band;
    if (low !== null && high !== null) return `${number(low, row.decimals)}${separator}${number(high, row.decimals)}`;
    if (high !== null) return upperOnlyFromZero ? `${number(0, row.decimals)}${separator}${number(high, row.decimals)}` : `< ${number(high, row.decimals)}`;
    return `> ${number(low!, row.decimals)}`;
  }

  function limitCells(row: TurkishRow): [string, string] {
    if (!row.printedBand) return ['', ''];
    const [low, high] = row.band;
    const lowCell = low !== null ? number(low, row.decimals) : upperOnlyFromZero ? number(0, row.decimals) : '';
    return [lowCell, high !== null ? number(high, row.decimals) : ''];
  }

  /** The low limit the truth holds: a one-sided upper range printed from zero (`0 - 41`, Alt Limit 0) has 0 for its low limit. */
  function printedLow(row: TurkishRow): Limit {
    return row.band[0] === null && row.band[1] !== null && upperOnlyFromZero ? 0 : row.band[0];
  }

  function columnWidth(column: Column): number {
    const widest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => printedWidth(writer, printable(text), size)));
    const title = printedWidth(writer, printable(titles[column]), size, true);
    const contents: Record<Column, () => number> = {
      result: () => widest(rows.map((row) => `${printedValue(row)} *`)),
      // An arrow in the Symbol font is about as wide as a letter.
      flag: () => (flagStyle === 'arrow' ? widest(['H']) : widest([FLAG_WORDS[flagStyle ?? 'letter'].high, FLAG_WORDS[flagStyle ?? 'letter'].low])),
      unit: () => widest(rows.map((row) => row.unit)),
      range: () => widest(rows.map(rangeCell)),
      low: () => widest(rows.map((row) => limitCells(row)[0])),
      high: () => widest(rows.map((row) => limitCells(row)[1])),
      previous: () => widest(rows.map((row) => number(row.value * 1.2, row.decimals))),
    };
    return Math.max(title, contents[column]()) + random.int(12, 22);
  }

  function placeColumns(): Map<Column, { x: number; width: number }> {
    const nameWidth = Math.max(...rows.map((row) => printedWidth(writer, printable(row.name), size)));
    const placed = new Map<Column, { x: number; width: number }>();
    let x = 40 + Math.max(nameWidth + random.int(10, 20), random.int(150, 175));
    for (const column of order) {
      const width = columnWidth(column);
      placed.set(column, { x, width });
      x += width;
    }
    return placed;
  }

  function writeHead(): void {
    if (layout === 'enabiz') {
      writer.text(40, 'T.C. Sağlık Bakanlığı', 9);
      writer.line(13);
      writer.text(40, random.pick(['e-Nabız Kişisel Sağlık Sistemi', 'e-Nabız - Tahlillerim']), 13, true);
      writer.line(20);
      const tc = String(random.int(10000000000, 99999999998));
      pairs([
        [
          ['Ad Soyad', patient],
          ['T.C. Kimlik No', `${tc.slice(0, 3)}******${tc.slice(9)}`],
          ['Doğum Tarihi', birthDate()],
        ],
        [
          ['Cinsiyet', sex],
          ['Rapor Tarihi', at({ ...date, day: Math.min(28, date.day + random.int(1, 5)) }, time(9, 22))],
        ],
      ]);
      writer.line(8);
      return;
    }
    const [ministry, hospital] = random.pick(HOSPITALS);
    const centred = random.chance(0.5);
    if (ministry) {
      writer.text(centred ? 230 : 40, ministry, 9, true);
      writer.line(14);
    }
    writer.text(centred ? 160 : 40, hospital, 11, true);
    writer.line(14);
    writer.text(centred ? 210 : 40, random.pick(DEPARTMENTS), 9);
    writer.line(12);
    if (random.chance(0.6)) {
      writer.text(
        40,
        `${random.pick(['Atatürk Cad.', 'Cumhuriyet Mah.', 'İnönü Bulvarı'])} No: ${random.int(1, 250)} ${random.int(10, 81)}${pad(random.int(0, 99))}0 ${random.pick(CITIES)}   Tel: 0 (${random.int(212, 488)}) ${random.int(200, 999)} ${pad(random.int(10, 99))} ${pad(random.int(10, 99))}`,
        7.5,
      );
      writer.line(11);
    }
    writer.line(6);
    writer.text(
      random.pick([40, 200]),
      random.pick(['LABORATUVAR SONUÇ RAPORU', 'TETKİK SONUÇ RAPORU', 'Laboratuvar Sonuçları', 'HASTA SONUÇ RAPORU']),
      11,
      true,
    );
    writer.line(18);
    const tc = String(random.int(10000000000, 99999999998));
    const collectedTime = time(7, 11);
    const left: Array<[string, string]> = [
      [random.pick(['Hasta Adı Soyadı', 'Hasta Adı', 'Adı Soyadı']), patient],
      [random.pick(['TC Kimlik No', 'T.C. Kimlik No', 'TCKN']), tc],
      ['Doğum Tarihi', birthDate()],
      [random.pick(['Cinsiyet', 'Cinsiyeti']), random.chance(0.8) ? sex : sex.charAt(0)],
      ['Yaş', `${date.year - birthYear}${random.pick(['', ' Yaş', ' Y'])}`],
    ];
    const right: Array<[string, string]> = [
      ['Protokol No', protocol],
      [random.pick(['Barkod No', 'Numune No', 'Örnek No']), String(random.int(100000000, 999999999))],
      [random.pick(['Bölüm', 'Poliklinik', 'Birim']), random.pick(CLINICS)],
      [random.pick(['İstem Yapan Dr.', 'İsteyen Hekim', 'Doktor']), random.pick(DOCTORS).replace(/^\S+ /, '')],
    ];
    if (random.chance(0.35))
      right.push([random.pick(['İstek Tarihi', 'İstem Tarihi']), at({ ...date, day: Math.max(1, date.day - random.int(0, 1)) }, time(8, 17))]);
    right.push(
      [random.pick(['Numune Alma Tarihi', 'Numune Alım Tarihi', 'Numune Tarihi']), at(date, collectedTime)],
      [random.pick(['Kabul Tarihi', 'Numune Kabul Tarihi', 'Lab. Kabul Tarihi']), at(date, later(collectedTime))],
      [random.pick(['Onay Tarihi', 'Sonuç Onay Tarihi', 'Rapor Tarihi']), at({ ...date, day: Math.min(28, date.day + random.int(0, 1)) }, time(12, 18))],
    );
    pairs([left, right]);
    writer.line(8);
  }

  function pairs(columns: ReadonlyArray<ReadonlyArray<readonly [string, string]>>): void {
    const colon = random.pick([': ', ' : ']);
    const labelWidth = random.int(90, 105);
    for (let index = 0; index < Math.max(...columns.map((column) => column.length)); index += 1) {
      columns.forEach((column, place) => {
        const pair = column[index];
        if (!pair) return;
        const x = place === 0 ? 40 : 305;
        writer.text(x, pair[0], 8, true);
        writer.text(x + labelWidth, `${colon.trim()} ${pair[1]}`, 8);
      });
      writer.line(12);
    }
  }

  function birthDate(): string {
    return `${pad(random.int(1, 28))}.${pad(random.int(1, 12))}.${birthYear}`;
  }

  function time(fromHour: number, toHour: number): string {
    return `${pad(random.int(fromHour, toHour))}:${pad(random.int(0, 59))}`;
  }

  function later(clock: string): string {
    const [hour = 0, minute = 0] = clock.split(':').map(Number);
    const minutes = hour * 60 + minute + random.int(10, 90);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }

  function tableHeader(): void {
    writer.text(40, titles.test, size, true);
    for (const column of order) if (titles[column]) writer.text(columnX.get(column)!.x, titles[column], size, true);
    writer.line(size + 4);
  }

  function writeSections(): void {
    const headerOnce = random.chance(0.35);
    if (headerOnce) tableHeader();
    for (const section of ['Hemogram', 'Biyokimya', 'Hormon', 'Koagülasyon'] as const) {
      const sectionRows = rows.filter((row) => row.section === section);
      if (sectionRows.length === 0) continue;
      writer.keep(50);
      writer.text(40, random.pick(SECTION_TITLES[section]), size + 1, true);
      if (layout === 'enabiz') writer.text(330, at(date, time(7, 11)), size);
      writer.line(size + 5);
      if (!headerOnce) tableHeader();
      for (const row of sectionRows) writeRow(row);
      if (section === 'Biyokimya' && random.chance(0.3)) writeSerology();
      if (random.chance(0.35)) {
        writer.line(2);
        writer.text(40, random.pick(NOTES[section]), 7);
        writer.line(11);
      }
      writer.line(8);
    }
  }

  function writeRow(row: TurkishRow): void {
    const value = printedValue(row);
    // Without a printed range the row carries no mark either.
    const direction = row.printedBand ? row.direction : null;
    const mark = direction === null || flagStyle === null ? '' : FLAG_WORDS[flagStyle][direction];
    const bold = direction !== null && boldAbnormal;
    const result = columnX.get('result')!;
    writer.text(40, row.name, size);
    const arrowAfterValue = mark !== '' && flagGlued && flagStyle === 'arrow';
    const valueCell = mark && flagGlued && !arrowAfterValue ? (flagStyle === 'star' ? `${value}*` : `${value} ${mark}`) : value;
    const arrowWidth = arrowAfterValue ? 2 + size * 0.65 : 0;
    const valueWidth = printedWidth(writer, valueCell, size, bold) + arrowWidth;
    const valueX = rightAligned ? result.x + result.width - 12 - valueWidth : result.x;
    writer.text(valueX, valueCell, size, bold);
    if (arrowAfterValue) writer.styled(valueX + valueWidth - arrowWidth + 2, mark, size, { symbol: true });
    if (mark && !flagGlued) {
      if (flagStyle === 'arrow') writer.styled(columnX.get('flag')!.x, mark, size, { symbol: true });
      else writer.text(columnX.get('flag')!.x, mark, size, true);
    }
    if (row.unit) writer.text(columnX.get('unit')!.x, row.unit, size);
    if (columnX.has('range')) writer.text(columnX.get('range')!.x, rangeCell(row), size);
    if (columnX.has('low')) {
      const [low, high] = limitCells(row);
      writer.text(columnX.get('low')!.x, low, size);
      writer.text(columnX.get('high')!.x, high, size);
    }
    if (columnX.has('previous') && random.chance(0.7)) {
      const previous = drawValue(random, { unit: '', low: row.band[0], high: row.band[1], decimals: row.decimals });
      writer.text(columnX.get('previous')!.x, number(previous.value, row.decimals), size);
    }
    writer.line(size + 4);
  }

  function writeSerology(): void {
    for (const [name, finding] of random.sample(SEROLOGY, random.int(1, 3))) {
      const index = random.chance(0.4) ? ` (${number(random.int(5, 90) / 100, 2)})` : '';
      writer.text(40, name, size);
      writer.text(columnX.get('result')!.x, `${finding}${index}`, size);
      if (columnX.has('range')) writer.text(columnX.get('range')!.x, 'Negatif', size);
      writer.line(size + 4);
    }
  }

  function writeApproval(): void {
    writer.line(10);
    writer.keep(50);
    const approver = random.pick(DOCTORS);
    if (layout === 'enabiz') {
      writer.text(40, 'Bu belge e-Nabız sisteminden alınmıştır; sonuçlar ilgili sağlık kuruluşunun sorumluluğundadır.', 7);
      writer.line(11);
      return;
    }
    if (random.chance(0.5)) {
      writer.text(40, `${random.pick(['Çalışan', 'Teknisyen', 'Laborant'])}: ${random.pick(['Hatice Yurt', 'Emre Polat', 'Derya Kurt'])}`, 8);
      writer.line(12);
    }
    writer.text(40, `${random.pick(['Onaylayan', 'Onaylayan Uzman', 'Sonucu Onaylayan'])}: ${approver}`, 8, true);
    writer.line(11);
    writer.text(
      40,
      `${random.pick(['Tıbbi Biyokimya Uzmanı', 'Tıbbi Biyokimya Uzm.', 'Laboratuvar Sorumlusu'])}   Diploma Tescil No: ${random.int(10000, 999999)}`,
      7.5,
    );
    writer.line(11);
    if (random.chance(0.6)) {
      writer.text(40, 'Bu rapor elektronik olarak onaylanmıştır. Sonuçları hekiminize danışarak değerlendiriniz.', 7);
      writer.line(11);
    }
  }

  function writeFooters(): void {
    const printedOn = { ...date, day: Math.min(28, date.day + random.int(1, 9)) };
    const printedAt = at(printedOn, time(8, 20));
    const pageLabel = random.pick([(page: number, pages: number) => `Sayfa ${page} / ${pages}`, (page: number, pages: number) => `Sayfa: ${page}/${pages}`]);
    const left = layout === 'enabiz' ? 'https://enabiz.gov.tr' : `Yazdırma Tarihi: ${printedAt}`;
    writer.pages.forEach((page, index) => {
      page.push({ text: printable(left), x: 40, y: 815, size: 7.5 });
      page.push({ text: pageLabel(index + 1, writer.pages.length), x: 490, y: 815, size: 7.5 });
    });
  }
}
