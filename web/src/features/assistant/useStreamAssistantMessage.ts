import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AssistantLoggedFood_item$key } from '../../__generated__/AssistantLoggedFood_item.graphql';
import type { useStreamAssistantMessageSettleQuery } from '../../__generated__/useStreamAssistantMessageSettleQuery.graphql';
import type { SuggestionEntry } from './chatEntries';
import { streamAssistantReply, type ChatRequest } from './streamAssistantReply';

// After the final event: the month's usage for the meter, and the logged items as the food log shows them (Undo, Edit).
const settleQuery = graphql`
  query useStreamAssistantMessageSettleQuery($date: LocalDate!, $withFood: Boolean!) {
    viewer {
      user {
        ...AssistantUsageMeter_user
      }
      foodLog(date: $date) @include(if: $withFood) {
        meals {
          items {
            id
            ...AssistantLoggedFood_item
          }
        }
      }
    }
  }
`;

export interface AssistantReply {
  response: string;
  date: string | null;
  logged: { id: string; ref: AssistantLoggedFood_item$key }[];
  suggestions: SuggestionEntry[];
  audio: string | null;
}

/**
 * Sends one chat message through the streaming endpoint: `onText` shows the reply as a configured model writes it,
 * the promise settles on the final answer. Rejects with a GraphQLRequestError (code and the server's text).
 */
export function useStreamAssistantMessage(): [(request: ChatRequest, onText: (textSoFar: string) => void) => Promise<AssistantReply>, boolean] {
  const environment = useRelayEnvironment();
  const [isInFlight, setInFlight] = useState(false);
  const send = useCallback(
    async (request: ChatRequest, onText: (textSoFar: string) => void): Promise<AssistantReply> => {
      setInFlight(true);
      try {
        const reply = await streamAssistantReply(request, onText);
        const loggedIds = reply.loggedFood.map((item) => item.id);
        const date = reply.date ?? request.clientDate;
        // The reply is final already; a failed refresh only costs the Undo/Edit buttons (the text lists the items).
        const settled = await fetchQuery<useStreamAssistantMessageSettleQuery>(
          environment,
          settleQuery,
          { date, withFood: loggedIds.length > 0 },
          { fetchPolicy: 'network-only' },
        )
          .toPromise()
          .catch(() => undefined);
        const items = settled?.viewer?.foodLog?.meals.flatMap((meal) => meal.items) ?? [];
        return {
          response: reply.response,
          date: reply.date,
          logged: loggedIds.flatMap((id) => items.filter((item) => item.id === id).map((item) => ({ id, ref: item }))),
          suggestions: reply.mealSuggestions.map((suggestion) => ({
            recipeId: suggestion.id,
            name: suggestion.name,
            description: suggestion.description,
            estimatedCalories: suggestion.estimated_calories,
            reason: suggestion.reason,
            prepTime: suggestion.prep_time,
          })),
          audio: reply.audio,
        };
      } finally {
        setInFlight(false);
      }
    },
    [environment],
  );
  return [send, isInFlight];
}
