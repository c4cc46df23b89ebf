import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { ValidationError } from 'class-validator';
import { currentRequestId, type Logger } from '../logger.js';
import { ErrorCode, httpStatusByCode, isErrorCode, type FieldProblem } from './errors.js';

/** Codes graphql-js and Apollo give to malformed requests; clients may see them as they are. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

function fieldProblems(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = `${prefix}${error.property}`;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldProblems(error.children ?? [], `${field}.`)];
  });
}

/** type-graphql's class-validator failures become BAD_USER_INPUT with a readable message and per-field problems. */
function fromArgumentValidation(error: GraphQLError): GraphQLFormattedError | null {
  const validationErrors = error.extensions?.validationErrors as ValidationError[] | undefined;
  if (!validationErrors) return null;
  const fields = fieldProblems(validationErrors);
  const message = fields.map((problem) => problem.message).join(' ') || 'Invalid input.';
  return { message, path: error.path, extensions: { code: ErrorCode.BAD_USER_INPUT, fields } };
}

/**
 * Shapes every error a client sees: our coded errors and request errors pass through; anything else is logged with
 * its detail and masked, so internals never leak.
 */
export function formatError(formatted: GraphQLFormattedError, original: unknown, logger: Logger): GraphQLFormattedError {
  if (original instanceof GraphQLError) {
    const validation = fromArgumentValidation(original);
    if (validation) return validation;
    // graphql-js copies a resolver error's extensions onto the located error; Apollo codes request errors
    // (validation, variable coercion) on the formatted error only.
    const code = original.extensions?.code ?? formatted.extensions?.code;
    if (isErrorCode(code) && code !== ErrorCode.INTERNAL_SERVER_ERROR) return { ...formatted, message: original.message };
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return formatted;
    const isInputCoercion = !code && (!original.originalError || original.originalError instanceof GraphQLError);
    if (isInputCoercion) return { ...formatted, extensions: { ...formatted.extensions, code: ErrorCode.BAD_USER_INPUT } };
  }
  logger.error({ err: original }, 'unexpected error');
  const requestId = currentRequestId();
  return {
    message: `Unexpected server error.${requestId ? ` If it happens again, mention request ${requestId}.` : ''}`,
    path: formatted.path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, ...(requestId ? { requestId } : {}) },
  };
}

/**
 * The HTTP status of a GraphQL answer. A request that fails before execution (a syntax or validation error, bad
 * variables, a query over its cost) has no `data`; it is the client's error, so the status comes from its code (400
 * for bad input) instead of Apollo's 500. Errors during execution keep 200, as GraphQL over HTTP asks; undefined
 * leaves the status as it is.
 */
export function requestErrorStatus(data: unknown, errors: readonly GraphQLFormattedError[] | undefined): number | undefined {
  // A mutation refused by a rate limit did nothing at all: say so with 429, as the REST adapter does.
  if (data === null && errors?.length && errors.every((error) => error.extensions?.code === ErrorCode.RATE_LIMITED)) {
    return httpStatusByCode.RATE_LIMITED;
  }
  if (data !== undefined || !errors?.length) return undefined;
  const code = errors[0]!.extensions?.code;
  if (isErrorCode(code)) return httpStatusByCode[code];
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return 400;
  return undefined;
}

const setRequestErrorStatus: GraphQLRequestListener<BaseContext> = {
  async willSendResponse({ response }) {
    if (response.body.kind !== 'single') return;
    const { data, errors } = response.body.singleResult;
    const status = requestErrorStatus(data, errors);
    if (status !== undefined) response.http.status = status;
  },
};

export const requestErrorStatusPlugin: ApolloServerPlugin = {
  // The listener keeps no per-request state, so every request shares one.
  async requestDidStart() {
    return setRequestErrorStatus;
  },
};
