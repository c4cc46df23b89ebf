import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ProfileInput, useUpdateProfileMutation as UpdateProfileMutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { toSessionUser } from '../auth/sessionUser';
import { useAuth } from '../auth/useAuth';

const updateProfileMutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...ProfileForm_user
        ...sessionUser_user
      }
      viewer {
        ...DailyTargetsCard_viewer
        nutritionTargets {
          calories
          protein
          carbs
          fat
        }
      }
    }
  }
`;

/** Saves the profile and merges the result into the held user. */
export function useUpdateProfileMutation(): [(profile: ProfileInput) => Promise<void>, boolean] {
  const { updateUser } = useAuth();
  const [run, isInFlight] = usePromiseMutation<UpdateProfileMutation>(updateProfileMutation);
  const updateProfile = useCallback(
    async (profile: ProfileInput) => {
      const { updateProfile: payload } = await run({ input: { profile } });
      updateUser(toSessionUser(payload.user));
    },
    [run, updateUser],
  );
  return [updateProfile, isInFlight];
}
