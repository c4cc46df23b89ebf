import { graphql } from 'react-relay';
import type { RegisterInput, useRegisterMutation as RegisterMutation } from '../../__generated__/useRegisterMutation.graphql';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { useSignInRequest } from './useSignInRequest';

// Sent without the Relay runtime (see requestGraphQL): the register page must stay light.
const registerMutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...sessionUser_user
      }
    }
  }
`;

const sendRegister = async (input: RegisterInput) => (await requestGraphQL<RegisterMutation>(registerMutation, { input })).register;

/** Creates the account and signs in as a new user (which later starts the tour). */
export function useRegisterMutation(): [(input: RegisterInput) => Promise<void>, boolean] {
  return useSignInRequest(sendRegister, { isRegistration: true });
}
