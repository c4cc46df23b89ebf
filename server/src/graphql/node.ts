import { Arg, Ctx, Field, ID, InterfaceType, Query, Resolver } from 'type-graphql';
import { isUuid, parseGlobalId } from './globalId.js';

// No resolveType: type-graphql's own picks the implementing class the object is an instance of, synchronously, which
// graphql-jit needs (it does not await a type resolver, and type-graphql makes any resolveType given here async).
@InterfaceType({ description: 'An object with a global id (Relay).' })
export abstract class Node {
  @Field(() => ID)
  id!: string;
}

/**
 * The per-request context `node(id:)` hands to each loader. This toolkit knows no feature, so it is empty here; the
 * composition root (context.ts) merges its Context into it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging in context.ts
export interface NodeContext {}

type NodeLoader = (ctx: NodeContext, id: string) => Promise<object | null>;

interface NodeType {
  load: NodeLoader;
  /** Ids of stored rows are uuids; a type with other ids (foods) says which it accepts. */
  isValidId: (id: string) => boolean;
}

const nodeTypes = new Map<string, NodeType>();

/**
 * Each node type registers how to load one of its objects for `node(id:)`; the loader itself enforces ownership,
 * returning null for objects the viewer may not see.
 */
export function registerNodeType(typeName: string, load: NodeLoader, isValidId = isUuid): void {
  nodeTypes.set(typeName, { load, isValidId });
}

@Resolver()
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'Fetches any object the viewer may see by its global id.' })
  async node(@Arg('id', () => ID) id: string, @Ctx() ctx: NodeContext): Promise<object | null> {
    const parsed = parseGlobalId(id);
    const nodeType = parsed && nodeTypes.get(parsed.type);
    return nodeType && parsed && nodeType.isValidId(parsed.id) ? nodeType.load(ctx, parsed.id) : null;
  }
}
