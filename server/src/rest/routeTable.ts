export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type GraphQLData = Record<string, unknown>;

/** One REST route: which GraphQL document it runs, with which variables, and which part of the result it returns. */
export interface RestRoute {
  method: HttpMethod;
  /** Under /api, in Express syntax: `/bloodwork/:id`. */
  path: string;
  summary: string;
  document: string;
  variables?: (request: RestRequest) => Record<string, unknown>;
  /** A top-level field of the result, or a function of the whole result. */
  result: string | ((data: GraphQLData) => unknown);
  /** Routes are for signed-in users unless marked public. */
  isPublic?: boolean;
  successStatus?: number;
}
