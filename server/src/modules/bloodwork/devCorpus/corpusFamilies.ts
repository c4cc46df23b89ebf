import { continuedTableDocument } from './continuedFamily.js';
import { cumulativeDocument } from './cumulativeFamily.js';
import { europeanDocument } from './europeanFamily.js';
import { extraColumnsDocument } from './extraColumnsFamily.js';
import { indianDocument } from './indianFamily.js';
import { portalDocument } from './portalFamily.js';
import { previousColumnsDocument } from './previousColumnsFamily.js';
import { repeatedDocument } from './repeatedFamily.js';
import { riskTierDocument } from './riskTierFamily.js';

/** Families that differ by layout; corpusRegistry.ts adds the ones that differ by encoding or page furniture. */
export const LAYOUT_FAMILIES = {
  portal: portalDocument,
  repeated: repeatedDocument,
  previous_columns: previousColumnsDocument,
  risk_tier: riskTierDocument,
  european: europeanDocument,
  indian: indianDocument,
  extra_columns: extraColumnsDocument,
  continued: continuedTableDocument,
  cumulative: cumulativeDocument,
} as const;

export type LayoutFamily = keyof typeof LAYOUT_FAMILIES;
