import type { AssistantLoggedFood_item$key } from '../../__generated__/AssistantLoggedFood_item.graphql';
import type { RecognisedItems } from './useAnalyzeMealPhotoMutation';

export interface SuggestionEntry {
  recipeId: string;
  name: string;
  description: string;
  estimatedCalories: number;
  reason: string;
  prepTime: string;
}

/** One bubble of the chat; `notice` bubbles are the client's own (limits, errors) and are never sent back as history. */
export interface ChatEntry {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  notice?: 'limit' | 'error' | 'upgrade' | 'warning';
  date?: string | null;
  logged?: readonly { id: string; ref: AssistantLoggedFood_item$key }[];
  suggestions?: readonly SuggestionEntry[];
  /** The reply still being written by the model (shown as it arrives; replaced by the final answer). */
  isStreaming?: boolean;
  /** A meal recognised on a photo, waiting for 'Log it'. */
  photoMeal?: { items: RecognisedItems; isLogged: boolean };
}

export const HISTORY_LENGTH = 12;

/** The last 12 real messages, oldest first, as the server expects them (spec section 9). */
export function historyOf(entries: readonly ChatEntry[]) {
  return entries
    .filter((entry) => !entry.notice && entry.key !== 'welcome')
    .slice(-HISTORY_LENGTH)
    .map((entry) => ({ role: entry.role, content: entry.content }));
}

const pad = (value: number) => String(value).padStart(2, '0');

export function clientDateNow(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function clientTimeNow(now = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
