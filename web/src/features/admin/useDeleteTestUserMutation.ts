import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteTestUserMutation as DeleteTestUserMutation } from '../../__generated__/useDeleteTestUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteTestUserMutation($input: DeleteTestUserInput!) {
    deleteTestUser(input: $input) {
      deletedUserId
    }
  }
`;

/** Admin: deletes a test account with all its data. */
export function useDeleteTestUserMutation(): [(userId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<DeleteTestUserMutation>(mutation);
  const remove = useCallback(
    async (userId: string) => {
      await run({ input: { userId } });
    },
    [run],
  );
  return [remove, isInFlight];
}
