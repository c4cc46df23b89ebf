import type { SeededRandom } from './random.js';
import { round } from './reportParts.js';

export type WhiteCellType = 'neutrophils' | 'lymphocytes' | 'monocytes' | 'eosinophils' | 'basophils';

/** The five white cell types an automated differential counts, in the order most analysers print them. */
export const WHITE_CELL_TYPES: readonly WhiteCellType[] = ['neutrophils', 'lymphocytes', 'monocytes', 'eosinophils', 'basophils'];

const TYPICAL_SHARES: Record<WhiteCellType, readonly [number, number]> = {
  neutrophils: [0.45, 0.7],
  lymphocytes: [0.2, 0.4],
  monocytes: [0.03, 0.1],
  eosinophils: [0.01, 0.05],
  basophils: [0.002, 0.012],
};

/**
 * Percentages of one differential (one decimal) that add up to about 100, as an analyser reports them; about one in
 * four shows a shifted count (more neutrophils, as in an infection, or more lymphocytes), so some rows fall outside range.
 */
export function drawDifferential(random: SeededRandom): Record<WhiteCellType, number> {
  const shares = Object.fromEntries(
    WHITE_CELL_TYPES.map((cell) => {
      const [low, high] = TYPICAL_SHARES[cell];
      return [cell, low + random.next() * (high - low)];
    }),
  ) as Record<WhiteCellType, number>;
  const shift = random.next();
  if (shift < 0.15) shares.neutrophils *= 1.6;
  else if (shift < 0.25) shares.lymphocytes *= 1.9;
  const total = WHITE_CELL_TYPES.reduce((sum, cell) => sum + shares[cell], 0);
  return Object.fromEntries(WHITE_CELL_TYPES.map((cell) => [cell, Math.max(0.1, round((shares[cell] / total) * 100, 1))])) as Record<WhiteCellType, number>;
}
