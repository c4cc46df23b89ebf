import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ProfileInput, useUpdateProfileMutation as UpdateProfileMutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
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
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(updateProfileMutation);
  const updateProfile = useCallback(
    (profile: ProfileInput) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { profile } },
          onCompleted: ({ updateProfile: payload }) => {
            updateUser(toSessionUser(payload.user));
            resolve();
          },
          onError: (error) => reject(toRequestError(error)),
        });
      }),
    [commit, updateUser],
  );
  return [updateProfile, isInFlight];
}
