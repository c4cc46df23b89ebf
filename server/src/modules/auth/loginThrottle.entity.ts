import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Failed sign-ins per key (client IP and email) in a fixed window; written only through loginThrottle.ts. */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Property({ type: 'integer' })
  failures!: number;
}
