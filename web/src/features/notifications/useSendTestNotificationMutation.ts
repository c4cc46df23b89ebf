import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSendTestNotificationMutation as SendTestNotificationMutation } from '../../__generated__/useSendTestNotificationMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSendTestNotificationMutation {
    sendTestNotification {
      devices
      delivered
    }
  }
`;

/** Sends a test notification to each of the user's devices. */
export function useSendTestNotificationMutation(): [() => Promise<{ devices: number; delivered: number }>, boolean] {
  const [run, isInFlight] = usePromiseMutation<SendTestNotificationMutation>(mutation);
  const send = useCallback(async () => {
    const { sendTestNotification } = await run({});
    return sendTestNotification;
  }, [run]);
  return [send, isInFlight];
}
