import type { CacheConfig, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { clearStoredSession, readToken } from './sessionToken';
import { GraphQLRequestError, networkError, type GraphQLErrorPayload } from './graphqlErrors';
import { multipartBody, postMultipart, UPLOAD_PROGRESS, type OperationDocument, type UploadProgressHandler } from './multipartRequest';

export const GRAPHQL_ENDPOINT = '/graphql';

/**
 * Metadata flag for the start-up current-user check: its failure clears the token
 * silently (spec section 8) instead of redirecting to /login.
 */
export const SESSION_CHECK = 'isSessionCheck';

type UnauthenticatedHandler = () => void;

// Replaced by the AuthProvider, which can also reset React state and navigate in-app.
const defaultUnauthenticatedHandler: UnauthenticatedHandler = () => {
  clearStoredSession();
  window.location.assign('/login');
};
let handleUnauthenticated = defaultUnauthenticatedHandler;

/**
 * The server refused `token` (401 or UNAUTHENTICATED): the session is gone. Only when the rejected token is still the
 * current one: a late answer to a request made before logout or before a password change must not end the new state.
 */
export function sessionRejected(token: string | null): void {
  if (token && readToken() === token) handleUnauthenticated();
}

export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): () => void {
  handleUnauthenticated = handler;
  return () => {
    if (handleUnauthenticated === handler) handleUnauthenticated = defaultUnauthenticatedHandler;
  };
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorPayload[];
}

function hasNoData(body: GraphQLBody): boolean {
  return body.data == null || Object.values(body.data).every((value) => value === null);
}

/**
 * relay-compiler persists every operation (relay.config.js): the server keeps the text, parsed and validated once,
 * and the app sends only its id. Text is sent only for an operation compiled without one.
 */
export function operationDocument(params: RequestParameters): OperationDocument {
  return params.id ? { doc_id: params.id, operationName: params.name } : { query: params.text, operationName: params.name };
}

/**
 * Relay's fetch function. Sends the bearer token from local storage; a 401 or an
 * UNAUTHENTICATED error on a request that carried a token means the session is gone, so
 * the session is cleared and the visitor sent to /login. (A wrong password on the login
 * form is also UNAUTHENTICATED, but that request carries no token.)
 */
export async function fetchGraphQL(
  params: RequestParameters,
  variables: Variables,
  cacheConfig?: CacheConfig,
  uploadables?: UploadableMap | null,
): Promise<GraphQLResponse> {
  // Read before the first await: logout sends its revocation and clears storage right after.
  const token = readToken();
  const isSessionCheck = cacheConfig?.metadata?.[SESSION_CHECK] === true;
  const headers: Record<string, string> = {
    Accept: 'application/graphql-response+json, application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  let response: Response;
  try {
    response = uploadables
      ? // File uploads are multipart; Apollo's CSRF prevention accepts them only with this header.
        await postMultipart(GRAPHQL_ENDPOINT, {
          body: multipartBody(operationDocument(params), variables, uploadables),
          headers: { ...headers, 'apollo-require-preflight': 'true' },
          onProgress: cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgressHandler | undefined,
        })
      : await fetch(GRAPHQL_ENDPOINT, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...operationDocument(params), variables }),
        });
  } catch {
    throw networkError();
  }

  let body: GraphQLBody;
  try {
    body = (await response.json()) as GraphQLBody;
  } catch {
    if (response.status !== 401) throw new GraphQLRequestError(`The server answered ${response.status}.`, 'INTERNAL_SERVER_ERROR');
    if (!isSessionCheck) sessionRejected(token);
    throw new GraphQLRequestError('Your session has ended. Please log in again.', 'UNAUTHENTICATED');
  }

  const errors = body.errors ?? [];
  const isUnauthenticated = response.status === 401 || errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
  if (isUnauthenticated && !isSessionCheck) sessionRejected(token);

  if (errors.length > 0 && hasNoData(body)) throw GraphQLRequestError.fromPayload(errors);
  return body as GraphQLResponse;
}
