export type GraphQLErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'USAGE_LIMIT_EXCEEDED'
  | 'PAYMENT_REQUIRED'
  | 'AI_PROVIDER_ERROR'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'INTERNAL_SERVER_ERROR';

export interface FieldError {
  field: string;
  message: string;
}

export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; fields?: FieldError[] };
}

/** A failed GraphQL request, carrying the server's code and per-field messages. */
export class GraphQLRequestError extends Error {
  readonly code: GraphQLErrorCode | 'NETWORK_ERROR';
  readonly fieldErrors: FieldError[];

  constructor(message: string, code: GraphQLErrorCode | 'NETWORK_ERROR', fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  static fromPayload(errors: GraphQLErrorPayload[]): GraphQLRequestError {
    const first = errors[0];
    const code = (first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR') as GraphQLErrorCode;
    const fieldErrors = errors.flatMap((error) => error.extensions?.fields ?? []);
    return new GraphQLRequestError(first?.message ?? 'Something went wrong.', code, fieldErrors);
  }
}

const NETWORK_MESSAGE = "We couldn't reach the Nutri server. Check your connection and try again.";

export function networkError(): GraphQLRequestError {
  return new GraphQLRequestError(NETWORK_MESSAGE, 'NETWORK_ERROR');
}

/** Relay wraps network errors; find ours (or fall back to a generic message). */
export function toRequestError(error: unknown): GraphQLRequestError {
  if (error instanceof GraphQLRequestError) return error;
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof GraphQLRequestError) return cause;
    return new GraphQLRequestError(error.message || 'Something went wrong.', 'INTERNAL_SERVER_ERROR');
  }
  return new GraphQLRequestError('Something went wrong.', 'INTERNAL_SERVER_ERROR');
}

/** Field messages keyed by field name, for inline form errors. */
export function fieldMessages(error: GraphQLRequestError): Record<string, string> {
  return Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message]));
}
