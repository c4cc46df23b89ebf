export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Pearson's r; null with fewer than 3 pairs or when either side never varies. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 3) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < xs.length; index += 1) {
    const dx = xs[index]! - mx;
    const dy = ys[index]! - my;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

/** Ranks from 1, ties sharing their average rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let position = start; position <= end; position += 1) result[order[position]!.index] = rank;
    start = end + 1;
  }
  return result;
}

/** Spearman's rho: Pearson's r of the ranks. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  return pearson(ranks(xs), ranks(ys));
}

/** What a correlation from this many pairs can and cannot say. */
export function smallSampleCaveat(n: number): string {
  if (n < 5) return `Only ${n} paired results: a correlation this size easily arises by chance, so treat it as a curiosity, not evidence.`;
  if (n < 10) return `${n} paired results is a small sample: at most a hint, and other changes (medication, weight, season) may explain it.`;
  return `Based on ${n} paired results. Correlation is not causation: other changes (medication, weight, season) may explain it.`;
}
