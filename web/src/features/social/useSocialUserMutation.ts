import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

/** A mutation on another person (`SocialUserInput`: friend requests, friendship, blocking), called with their id. */
export function useSocialUserMutation<T extends MutationParameters & { variables: { input: { userId: string } } }>(
  mutation: GraphQLTaggedNode,
): [(userId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<T>(mutation);
  const commit = useCallback(
    async (userId: string) => {
      await run({ input: { userId } });
    },
    [run],
  );
  return [commit, isInFlight];
}
