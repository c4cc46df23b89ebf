const SOURCE_LABELS: Record<string, string> = {
  sr28: 'USDA SR Legacy',
  fndds: 'USDA FNDDS',
  foundation: 'USDA Foundation Foods',
  custom: 'My food',
};

/** Where a food's values come from, in words (the USDA is credited on every result). */
export function foodSourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}
