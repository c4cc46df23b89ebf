import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PositionedPage } from '../extraction/reportLines.js';

/** Languages whose OCR models ship with the app (npm packages @tesseract.js-data/<code>); English is always loaded. */
export const OCR_LANGUAGES = ['eng', 'hun', 'deu', 'spa', 'fra', 'por', 'ita'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * Words that lab reports print in their headers and column titles, per language (without accents: OCR with the
 * English model drops them). Two or more of one language's words on the first page switch OCR to that language.
 */
const REPORT_WORDS: Record<Exclude<OcrLanguage, 'eng'>, readonly string[]> = {
  hun: ['eredmeny', 'vizsgalat', 'mertekegyseg', 'referencia tartomany', 'normalertek', 'szuletesi', 'vizsgalati', 'beteg neve', 'leletet'],
  deu: ['ergebnis', 'einheit', 'referenzbereich', 'normbereich', 'befund', 'untersuchung', 'geburtsdatum', 'auftrag'],
  spa: ['resultado', 'unidades', 'valores de referencia', 'intervalo de referencia', 'paciente', 'fecha de nacimiento', 'analisis'],
  fra: ['resultat', 'unites', 'valeurs de reference', 'valeurs usuelles', 'date de naissance', 'prelevement', 'anteriorites'],
  por: ['resultado', 'unidade', 'valores de referencia', 'intervalo de referencia', 'paciente', 'data de nascimento', 'exame', 'colheita'],
  ita: ['risultato', 'unita', 'valori di riferimento', 'intervallo di riferimento', 'paziente', 'data di nascita', 'esame', 'prelievo'],
};

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The report's language besides English, judged from OCR text of its first page; null when it reads as English. */
export function reportLanguage(firstPageText: string): OcrLanguage | null {
  const text = plain(firstPageText);
  const scores = Object.entries(REPORT_WORDS)
    .map(([language, words]) => ({ language: language as OcrLanguage, score: words.filter((word) => text.includes(word)).length }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  return best && best.score >= 2 && best.score > (second?.score ?? 0) ? best.language : null;
}

/**
 * The language of a PDF whose other pages are read with OCR, judged from the pages it prints as text: their words
 * keep their accents and are the headers of the whole report, not one OCR'd page.
 */
export function textPagesLanguage(textPages: readonly PositionedPage[]): OcrLanguage | null {
  return reportLanguage(textPages.flatMap((page) => page.items.map((item) => item.text)).join(' '));
}

const requireFromHere = createRequire(import.meta.url);
let modelDirectory: string | null = null;

/**
 * A directory holding every shipped language model as `<code>.traineddata.gz`, as tesseract's `langPath` wants: links
 * to the files inside node_modules (each language is its own package), made once per install. Nothing is downloaded.
 * (tesseract.js 7 cannot take the models as bytes: it then names the language by its data.)
 */
export function ocrModelDirectory(): string {
  if (modelDirectory) return modelDirectory;
  const files = OCR_LANGUAGES.map((language) => {
    const packageDir = path.dirname(requireFromHere.resolve(`@tesseract.js-data/${language}/package.json`));
    return { name: `${language}.traineddata.gz`, target: path.join(packageDir, '4.0.0_best_int', `${language}.traineddata.gz`) };
  });
  const install = createHash('sha256')
    .update(files.map((file) => file.target).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const directory = path.join(os.tmpdir(), `nutri-ocr-models-${install}`);
  fs.mkdirSync(directory, { recursive: true });
  for (const { name, target } of files) {
    const link = path.join(directory, name);
    try {
      if (fs.realpathSync(link) === fs.realpathSync(target)) continue;
      fs.rmSync(link, { force: true });
    } catch {
      // no link yet
    }
    try {
      fs.symlinkSync(target, link);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another process made it meanwhile
    }
  }
  modelDirectory = directory;
  return directory;
}
