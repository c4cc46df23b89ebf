import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useStartPaypalSetupMutation as Mutation } from '../../__generated__/useStartPaypalSetupMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useStartPaypalSetupMutation($input: StartPaypalSetupInput!) {
    startPaypalSetup(input: $input) {
      setupId
      clientSecret
    }
  }
`;

/** Stripe mode: asks the server for a PayPal SetupIntent the browser then confirms with Stripe.js. */
export function useStartPaypalSetupMutation() {
  const [run, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const commit = useCallback(async (idempotencyKey: string) => (await run({ input: { idempotencyKey } })).startPaypalSetup, [run]);
  return [commit, isInFlight] as const;
}
