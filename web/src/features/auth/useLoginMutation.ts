import { graphql } from 'react-relay';
import type { LoginInput, useLoginMutation as LoginMutation } from '../../__generated__/useLoginMutation.graphql';
import { requestGraphQL } from '../../relay/requestGraphQL';
import { useSignInRequest } from './useSignInRequest';

// Sent without the Relay runtime (see requestGraphQL): the login page must stay light.
const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...sessionUser_user
      }
    }
  }
`;

const sendLogin = async (input: LoginInput) => (await requestGraphQL<LoginMutation>(loginMutation, { input })).login;

/** Signs in; on failure the message becomes the auth error and the error is rethrown. */
export function useLoginMutation(): [(input: LoginInput) => Promise<void>, boolean] {
  return useSignInRequest(sendLogin, { isRegistration: false });
}
