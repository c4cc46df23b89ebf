import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { AddCardPaymentMethodInput, useAddCardMutation as Mutation } from '../../__generated__/useAddCardMutation.graphql';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAddCardMutation($input: AddCardPaymentMethodInput!) {
    addCardPaymentMethod(input: $input) {
      paymentMethod {
        internalID
      }
      viewer {
        user {
          ...sessionUser_user
        }
        ...billingRefresh_viewer
      }
    }
  }
`;

export function useAddCardMutation() {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: AddCardPaymentMethodInput) => {
      const response = await run({ input });
      updateUser(toSessionUser(response.addCardPaymentMethod.viewer.user));
      return response.addCardPaymentMethod;
    },
    [run, updateUser],
  );
  return [commit, isInFlight] as const;
}
