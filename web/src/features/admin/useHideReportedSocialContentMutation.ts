import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useHideReportedSocialContentMutation as HideMutation } from '../../__generated__/useHideReportedSocialContentMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useHideReportedSocialContentMutation($input: HideReportedSocialContentInput!) {
    hideReportedSocialContent(input: $input) {
      report {
        id
        isContentHidden
      }
    }
  }
`;

/** Admin: hides the reported social post or comment from everyone but its author, or shows it again. */
export function useHideReportedSocialContentMutation(): [(input: { reportId: string; hidden: boolean }) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<HideMutation>(mutation);
  const hide = useCallback(
    async (input: { reportId: string; hidden: boolean }) => {
      await run({ input });
    },
    [run],
  );
  return [hide, isInFlight];
}
