import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdateBloodworkInput, useUpdateBloodworkMutation as UpdateBloodworkMutation } from '../../__generated__/useUpdateBloodworkMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const updateBloodworkMutation = graphql`
  mutation useUpdateBloodworkMutation($input: UpdateBloodworkInput!) {
    updateBloodwork(input: $input) {
      bloodworkEntry {
        id
        ...BloodworkReview_entry
        ...BloodworkHistoryItem_entry
        ...BloodworkEntryDetail_entry
      }
    }
  }
`;

/** Saves reviewed values (replacing all of the entry's values). */
export function useUpdateBloodworkMutation(): [(input: UpdateBloodworkInput) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateBloodworkMutation>(updateBloodworkMutation);
  const update = useCallback(
    (input: UpdateBloodworkInput) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: () => resolve(), onError: (error) => reject(toRequestError(error)) });
      }),
    [commit],
  );
  return [update, isInFlight];
}
