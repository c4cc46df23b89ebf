import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdateBloodworkInput, useUpdateBloodworkMutation as UpdateBloodworkMutation } from '../../__generated__/useUpdateBloodworkMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  const [run, isInFlight] = usePromiseMutation<UpdateBloodworkMutation>(updateBloodworkMutation);
  const update = useCallback(
    async (input: UpdateBloodworkInput) => {
      await run({ input });
    },
    [run],
  );
  return [update, isInFlight];
}
