import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;

@ObjectType()
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => Boolean) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true }) startCursor!: string | null;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  first?: number | null;

  @Field(() => String, { nullable: true })
  after?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Builds `XConnection` and `XEdge` object types for a node type; call once per type at module level. */
export function connectionType<T extends object>(nodeType: ClassType<T>, name: string): ClassType<Connection<T>> {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field(() => String) cursor!: string;
    @Field(() => nodeType) node!: T;
  }

  @ObjectType(`${name}Connection`)
  class ConnectionType {
    @Field(() => [EdgeType]) edges!: Edge<T>[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
    @Field(() => Int) totalCount!: number;
  }
  return ConnectionType;
}

export const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

export interface PageWindow {
  offset: number;
  limit: number;
}

/** Offset cursors: lists here are small per user and REST clients page by number, which maps onto the same window. */
export function pageWindow({ first, after }: ConnectionArgs, defaultSize: number): PageWindow {
  const limit = first ?? defaultSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badInput(`'first' must be from 1 to ${MAX_PAGE_SIZE}.`, [{ field: 'first', message: 'Out of range' }]);
  }
  if (!after) return { offset: 0, limit };
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  // Nine digits at most: a longer offset (up to 64-bit overflow in SQL) is no page any list here has.
  if (!match) throw badInput("'after' is not a valid cursor.", [{ field: 'after', message: 'Invalid cursor' }]);
  return { offset: Number(match[1]) + 1, limit };
}

export function toConnection<T>(nodes: T[], totalCount: number, { offset }: PageWindow): Connection<T> {
  const edges = nodes.map((node, index) => ({ cursor: offsetCursor(offset + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: offset + nodes.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
