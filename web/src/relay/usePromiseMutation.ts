import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { toRequestError } from './graphqlErrors';

/** The commit options a caller may add per call: optimistic data, store updaters and file uploads. */
export type PromiseMutationOptions<T extends MutationParameters> = Pick<
  UseMutationConfig<T>,
  'optimisticResponse' | 'optimisticUpdater' | 'updater' | 'uploadables'
>;

/** useMutation as a promise: resolves with the response, rejects with a GraphQLRequestError (code and message). */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables'], options?: PromiseMutationOptions<T>) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], options?: PromiseMutationOptions<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ ...options, variables, onCompleted: (response) => resolve(response), onError: (error) => reject(toRequestError(error)) });
      }),
    [commit],
  );
  return [run, isInFlight];
}
