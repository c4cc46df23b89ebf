import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { readToken } from './sessionToken';
import { getRelayEnvironment } from './environment';

// The latest reference per route keeps each route's data retained while it may be shown;
// older references are disposed so navigating back and forth does not pin stale data.
const latestByRoute = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader, before the route renders. Returns null for
 * anonymous visitors: the guards redirect them, so there is nothing to fetch.
 */
export function preloadRouteQuery<TQuery extends OperationType>(
  routeId: string,
  query: GraphQLTaggedNode,
  variables: TQuery['variables'],
): PreloadedQuery<TQuery> | null {
  if (!readToken()) return null;
  const queryRef = loadQuery<TQuery>(getRelayEnvironment(), query, variables, {
    fetchPolicy: 'store-or-network',
  });
  latestByRoute.get(routeId)?.dispose();
  latestByRoute.set(routeId, queryRef as unknown as PreloadedQuery<OperationType>);
  return queryRef;
}
