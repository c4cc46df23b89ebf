import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpgradeUserInput,
  useUpgradeUserMutation as UpgradeUserMutation,
  useUpgradeUserMutation$data,
} from '../../__generated__/useUpgradeUserMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [run, isInFlight] = usePromiseMutation<UpgradeUserMutation>(mutation);
  const upgrade = useCallback(
    async (input: UpgradeUserInput) => {
      const response = await run({ input });
      return response.upgradeUser.user;
    },
    [run],
  );
  return [upgrade, isInFlight];
}
