import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
// The package's ESM build imports 'graphql/index.mjs', a second copy of graphql that rejects our schema's types
// ("from another module or realm"); its CommonJS build shares the one copy everything else uses. Node sees only its default export.
import queryComplexity from 'graphql-query-complexity/cjs';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { ErrorCode } from './errors.js';

const { fieldExtensionsEstimator, getComplexity, simpleEstimator } = queryComplexity;

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_COMPLEXITY = 2000;

function selectionDepth(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const child = selection.selectionSet ? selectionDepth(selection.selectionSet, fragments, seen) : 0;
      deepest = Math.max(deepest, selection.name.value.startsWith('__') ? 0 : 1 + child);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue; // cycles are reported by the standard rules
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value])));
    }
  }
  return deepest;
}

/** Rejects documents nested deeper than `maxDepth` fields (introspection fields do not count). */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = Object.fromEntries(
      context
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { code: ErrorCode.BAD_USER_INPUT },
            }),
          );
        }
      },
    };
  };
}

/** Throws when an operation's estimated cost (list fields count `first` times their children) is over the limit. */
export function assertQueryComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): void {
  let complexity: number;
  try {
    complexity = getComplexity({
      schema,
      query: document,
      operationName,
      variables,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    // Cost needs the variables, so invalid variables surface here first, before execution would report them.
    if (error instanceof GraphQLError) throw new GraphQLError(error.message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
    throw error;
  }
  if (complexity > MAX_QUERY_COMPLEXITY) {
    throw new GraphQLError(`Query is too complex (${complexity}); the limit is ${MAX_QUERY_COMPLEXITY}.`, {
      extensions: { code: ErrorCode.BAD_USER_INPUT },
    });
  }
}
