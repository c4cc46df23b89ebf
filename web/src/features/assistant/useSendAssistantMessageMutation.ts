import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SendAssistantMessageInput,
  useSendAssistantMessageMutation as SendAssistantMessageMutation,
  useSendAssistantMessageMutation$data,
} from '../../__generated__/useSendAssistantMessageMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSendAssistantMessageMutation($input: SendAssistantMessageInput!) {
    sendAssistantMessage(input: $input) {
      response
      mealType
      date
      audio
      loggedFood {
        id
        ...AssistantLoggedFood_item
      }
      mealSuggestions {
        recipeId
        name
        description
        estimatedCalories
        reason
        prepTime
      }
      message {
        id
      }
      viewer {
        user {
          ...AssistantUsageMeter_user
        }
      }
    }
  }
`;

export type AssistantReply = useSendAssistantMessageMutation$data['sendAssistantMessage'];

/** Sends one chat message; resolves with the reply, rejects with a GraphQLRequestError. */
export function useSendAssistantMessageMutation(): [(input: SendAssistantMessageInput) => Promise<AssistantReply>, boolean] {
  const [run, isInFlight] = usePromiseMutation<SendAssistantMessageMutation>(mutation);
  const send = useCallback(
    async (input: SendAssistantMessageInput) => {
      const response = await run({ input });
      return response.sendAssistantMessage;
    },
    [run],
  );
  return [send, isInFlight];
}
