import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Anonymous food catalog reads (searches, foods, nutrition) per client IP in a fixed one-minute window; written only through searchThrottle.ts. */
@Entity({ tableName: 'search_throttle' })
export class SearchThrottle {
  @PrimaryKey({ type: 'string', length: 100 })
  clientIp!: string;

  @Property({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Property({ type: 'integer' })
  searches!: number;
}
