import { GraphQLError } from 'graphql';

/** The one list of error codes clients may branch on; the REST adapter maps each to an HTTP status. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  USAGE_LIMIT_EXCEEDED: 'USAGE_LIMIT_EXCEEDED',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  AI_PROVIDER_ERROR: 'AI_PROVIDER_ERROR',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Well-formed input the server will not process: a file over a hard limit on its content (results, time, memory). */
  UNPROCESSABLE_CONTENT: 'UNPROCESSABLE_CONTENT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusByCode: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  USAGE_LIMIT_EXCEEDED: 403,
  PAYMENT_REQUIRED: 402,
  RATE_LIMITED: 429,
  AI_PROVIDER_ERROR: 502,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  INTERNAL_SERVER_ERROR: 500,
};

export interface FieldProblem {
  field: string;
  message: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in httpStatusByCode;
}

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = (message = 'You must be signed in.') => appError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = "You don't have permission to do this.") => appError(ErrorCode.FORBIDDEN, message);
export const notFound = (what: string) => appError(ErrorCode.NOT_FOUND, `${what} not found.`);
export const conflict = (message: string) => appError(ErrorCode.CONFLICT, message);

export function badInput(message: string, fields: FieldProblem[] = []): GraphQLError {
  return appError(ErrorCode.BAD_USER_INPUT, message, fields.length ? { fields } : {});
}
