import { ConnectionHandler } from 'relay-runtime';

export const BLOODWORK_HISTORY_CONNECTION = 'BloodworkHistoryList_bloodworkEntries';

/** The history list's connection on the viewer, for mutations that add or remove entries. */
export function bloodworkHistoryConnectionId(viewerId: string): string {
  return ConnectionHandler.getConnectionID(viewerId, BLOODWORK_HISTORY_CONNECTION);
}
