import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpdateReminderSettingsInput,
  useUpdateReminderSettingsMutation as UpdateReminderSettingsMutation,
} from '../../__generated__/useUpdateReminderSettingsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateReminderSettingsMutation($input: UpdateReminderSettingsInput!) {
    updateReminderSettings(input: $input) {
      viewer {
        ...RemindersCard_viewer
      }
    }
  }
`;

/** Sets the daily reminder for all of the user's devices. */
export function useUpdateReminderSettingsMutation(): [(input: UpdateReminderSettingsInput) => Promise<void>, boolean] {
  const [run, isInFlight] = usePromiseMutation<UpdateReminderSettingsMutation>(mutation);
  const update = useCallback(
    async (input: UpdateReminderSettingsInput) => {
      await run({ input });
    },
    [run],
  );
  return [update, isInFlight];
}
