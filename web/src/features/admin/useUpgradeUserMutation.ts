import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpgradeUserInput,
  useUpgradeUserMutation as UpgradeUserMutation,
  useUpgradeUserMutation$data,
} from '../../__generated__/useUpgradeUserMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const mutation = graphql`
  mutation useUpgradeUserMutation($input: UpgradeUserInput!) {
    upgradeUser(input: $input) {
      user {
        id
        email
        firstName
        tier
        subscriptionStatus
        adminNotes
      }
    }
  }
`;

export type UpgradedUser = useUpgradeUserMutation$data['upgradeUser']['user'];

/** Admin: sets a user's tier and subscription status (defaults pro and active). */
export function useUpgradeUserMutation(): [(input: UpgradeUserInput) => Promise<UpgradedUser>, boolean] {
  const [commit, isInFlight] = useMutation<UpgradeUserMutation>(mutation);
  const upgrade = useCallback(
    (input: UpgradeUserInput) =>
      new Promise<UpgradedUser>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response) => resolve(response.upgradeUser.user),
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit],
  );
  return [upgrade, isInFlight];
}
