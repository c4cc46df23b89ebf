import type { AnalysisKind } from './analysisConnections';

export const ANALYSIS_TYPE_LABELS: Record<AnalysisKind, string> = {
  nutrition: 'Nutrition',
  bloodwork: 'Bloodwork',
  correlation: 'Diet and bloodwork',
};

type BadgeColor = 'informative' | 'warning' | 'danger' | 'severe';

export const SEVERITY: Record<string, { label: string; color: BadgeColor }> = {
  info: { label: 'Info', color: 'informative' },
  mild: { label: 'Mild', color: 'warning' },
  moderate: { label: 'Moderate', color: 'severe' },
  significant: { label: 'Significant', color: 'danger' },
};

const INFO = { label: 'Info', color: 'informative' } as const;

export function severityOf(severity: string): { label: string; color: BadgeColor } {
  return SEVERITY[severity] ?? INFO;
}

/** "Built-in engine" or the model's label from the catalog. */
export function engineLabel(modelUsed: string, modelLabels: ReadonlyMap<string, string>): string {
  if (modelUsed === 'builtin') return 'the built-in engine';
  return modelLabels.get(modelUsed) ?? modelUsed;
}

export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00` : isoDate);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function formatAmount(value: number, unit: string): string {
  // Rounded for reading, as the summary is: whole numbers from 10 up, one decimal below.
  const digits = value >= 10 ? 0 : 1;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`;
}
