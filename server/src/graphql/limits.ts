import { getNamedType, GraphQLError, Kind, visit, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
// The package's ESM build imports 'graphql/index.mjs', a second copy of graphql that rejects our schema's types
// ("from another module or realm"); its CommonJS build shares the one copy everything else uses. Node sees only its default export.
import queryComplexity from 'graphql-query-complexity/cjs';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from './connection.js';
import { ErrorCode } from './errors.js';

const { fieldExtensionsEstimator, getComplexity, simpleEstimator } = queryComplexity;

export const MAX_QUERY_DEPTH = 12;
/**
 * Cost budgets per operation: every field costs 1, a connection page costs its size times its children. The largest
 * page the web app may ask for, 100 social posts with every kind of share, costs about 5,600.
 */
export const MAX_QUERY_COMPLEXITY = 8000;
/** Anonymous callers reach only public fields (search, catalog, sign-in): a much smaller budget. */
export const MAX_ANONYMOUS_QUERY_COMPLEXITY = 300;

/** A connection runs at least a page query and a count, whatever it selects. */
const CONNECTION_BASE_COST = 10;
/** Connections asked for without `first` get their field's default page; 20 is the largest of those. */
const UNSIZED_PAGE_ESTIMATE = 20;

/**
 * A connection costs its page size (`first`, or the default page) times what each edge selects, so aliases and
 * big pages add up: 999 aliased `foods(first: 1) { totalCount }` cost ~11,000, not 999.
 */
const connectionEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!getNamedType(field.type).name.endsWith('Connection')) return undefined;
  const first = typeof args.first === 'number' && args.first > 0 ? Math.min(args.first, MAX_PAGE_SIZE) : UNSIZED_PAGE_ESTIMATE;
  return CONNECTION_BASE_COST + first * Math.max(1, childComplexity);
};

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

/**
 * The variables an operation's cost depends on: page sizes (`first`/`last`) and `@include`/`@skip` conditions. (No
 * field declares its own complexity; one that read other arguments would have to be added here.)
 */
function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node, _key, _parent, _path, ancestors) {
      if (node.value.kind !== Kind.VARIABLE) return;
      const owner = ancestors[ancestors.length - 1];
      const isDirective = !Array.isArray(owner) && (owner as { kind?: string }).kind === Kind.DIRECTIVE;
      if (isDirective || node.name.value === 'first' || node.name.value === 'last') names.add(node.value.name.value);
    },
  });
  return [...names].sort();
}

const MAX_COSTS_PER_DOCUMENT = 100;
// Cost is a pure function of the document and its cost variables, and documents come from a cache (one object per
// text): the diary costs the same whichever day is asked, so it is counted once, not on every request.
const costsByDocument = new WeakMap<DocumentNode, { variables: string[]; costs: Map<string, number> }>();

function cachedCost(document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>, compute: () => number): number {
  let entry = costsByDocument.get(document);
  if (!entry) costsByDocument.set(document, (entry = { variables: costVariables(document), costs: new Map() }));
  const key = JSON.stringify([operationName ?? null, ...entry.variables.map((name) => variables[name] ?? null)]);
  const known = entry.costs.get(key);
  if (known !== undefined) return known;
  const cost = compute();
  if (entry.costs.size >= MAX_COSTS_PER_DOCUMENT) entry.costs.clear();
  entry.costs.set(key, cost);
  return cost;
}

/** Throws when an operation's estimated cost (connections count `first` times their children) is over the caller's limit. */
export function assertQueryComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  { isAnonymous }: { isAnonymous: boolean } = { isAnonymous: false },
): void {
  const limit = isAnonymous ? MAX_ANONYMOUS_QUERY_COMPLEXITY : MAX_QUERY_COMPLEXITY;
  let complexity: number;
  try {
    complexity = cachedCost(document, operationName, variables, () =>
      getComplexity({
        schema,
        query: document,
        operationName,
        variables,
        estimators: [fieldExtensionsEstimator(), connectionEstimator, simpleEstimator({ defaultComplexity: 1 })],
      }),
    );
  } catch (error) {
    // Cost needs the variables, so invalid variables surface here first, before execution would report them.
    if (error instanceof GraphQLError) throw new GraphQLError(error.message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
    throw error;
  }
  if (complexity > limit) {
    const who = isAnonymous ? ' without signing in' : '';
    throw new GraphQLError(`Query is too complex (cost ${complexity}); the limit${who} is ${limit}. Ask for fewer fields or smaller pages.`, {
      extensions: { code: ErrorCode.BAD_USER_INPUT },
    });
  }
}
