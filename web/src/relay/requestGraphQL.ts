import type { CacheConfig, ConcreteRequest, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { GraphQLRequestError } from './graphqlErrors';
import { fetchGraphQL } from './network';

/**
 * Runs a compiled operation without the Relay runtime, returning the raw `data`.
 * Used by sign-in, registration and the session check, so the public pages stay light
 * (Relay is loaded with the signed-in app). Documents are still compiled and validated
 * by relay-compiler; callers validate the shape they read.
 */
export async function requestGraphQL<TOperation extends OperationType>(
  operation: GraphQLTaggedNode,
  variables: TOperation['variables'],
  cacheConfig?: CacheConfig,
): Promise<Record<string, unknown>> {
  const response = await fetchGraphQL(asRequest(operation).params, variables, cacheConfig);
  const body = Array.isArray(response) ? response[0] : response;
  const data = body && 'data' in body ? body.data : null;
  if (!data || typeof data !== 'object') throw new GraphQLRequestError('The server sent no data.', 'INTERNAL_SERVER_ERROR');
  return data as Record<string, unknown>;
}

/** babel-plugin-relay turns a query or mutation `graphql` tag into its ConcreteRequest. */
function asRequest(node: GraphQLTaggedNode): ConcreteRequest {
  const resolved: unknown = typeof node === 'function' ? node() : node;
  if (resolved && typeof resolved === 'object' && 'params' in resolved) return resolved as ConcreteRequest;
  throw new Error('requestGraphQL needs a compiled query or mutation.');
}
