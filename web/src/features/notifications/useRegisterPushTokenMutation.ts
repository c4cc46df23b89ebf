import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  RegisterPushTokenInput,
  useRegisterPushTokenMutation as RegisterPushTokenMutation,
} from '../../__generated__/useRegisterPushTokenMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRegisterPushTokenMutation($input: RegisterPushTokenInput!) {
    registerPushToken(input: $input) {
      viewer {
        ...RemindersCard_viewer
      }
    }
  }
`;

/** Registers this browser's push subscription (and, when given, the reminder settings). */
export function useRegisterPushTokenMutation(): [(input: RegisterPushTokenInput) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<RegisterPushTokenMutation>(mutation);
  const register = useCallback(
    async (input: RegisterPushTokenInput) => {
      await run({ input });
    },
    [run],
  );
  return [register, isInFlight];
}
