import { LAYOUT_FAMILIES } from './corpusFamilies.js';
import { encodedDocument } from './encodedFamily.js';

/** Every family the bench scores; new families go last, so the seeds of the earlier ones stay as they were. */
export const CORPUS_FAMILIES = {
  ...LAYOUT_FAMILIES,
  encoded: encodedDocument,
} as const;

export type CorpusFamily = keyof typeof CORPUS_FAMILIES;
