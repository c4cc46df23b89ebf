import { ConnectionHandler } from 'relay-runtime';

export const ANALYSIS_TYPES = ['nutrition', 'bloodwork', 'correlation'] as const;
export type AnalysisKind = (typeof ANALYSIS_TYPES)[number];

/**
 * The history connections a new or deleted analysis belongs to: the unfiltered list and the
 * list filtered to its type (Relay leaves null filters out of the key, so `{}` is "All").
 */
export function historyConnectionIds(viewerId: string, type?: AnalysisKind): string[] {
  const types = type ? [type] : ANALYSIS_TYPES;
  return [
    ConnectionHandler.getConnectionID(viewerId, 'AnalysisHistory_analyses'),
    ...types.map((kind) => ConnectionHandler.getConnectionID(viewerId, 'AnalysisHistory_analyses', { type: kind })),
  ];
}
