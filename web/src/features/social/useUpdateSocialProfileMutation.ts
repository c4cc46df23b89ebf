import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateSocialProfileMutation as Mutation } from '../../__generated__/useUpdateSocialProfileMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateSocialProfileMutation($input: UpdateSocialProfileInput!) {
    updateSocialProfile(input: $input) {
      profile {
        id
        displayName
        bio
        visibility
        avatarLetter
        showProgress
        loggingStreak
        progress {
          weightChangeKg
          daysOnTarget
          outOfDays
        }
      }
    }
  }
`;

export interface SocialProfileChange {
  displayName: string;
  bio: string;
  visibility: 'public' | 'friends' | 'private';
  showProgress: boolean;
}

export function useUpdateSocialProfileMutation(): [(input: SocialProfileChange) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(
    async (input: SocialProfileChange) => {
      await run({ input });
    },
    [run],
  );
  return [commit, isInFlight];
}
