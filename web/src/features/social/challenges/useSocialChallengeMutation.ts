import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

type ChallengeMutation = MutationParameters & { variables: { input: { challengeId: string }; connections?: readonly string[] } };

/**
 * A mutation on one challenge (`SocialChallengeIdInput`: accept, decline, leave, end), called with its id. With a
 * `connectionId`, the mutation's `@deleteEdge` takes the challenge out of that list.
 */
export function useSocialChallengeMutation<T extends ChallengeMutation>(
  mutation: GraphQLTaggedNode,
  connectionId?: string,
): [(challengeId: string) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<T>(mutation);
  const commit = useCallback(
    async (challengeId: string) => {
      await run({ input: { challengeId }, ...(connectionId ? { connections: [connectionId] } : {}) } as T['variables']);
    },
    [run, connectionId],
  );
  return [commit, isInFlight];
}
