import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Attempts per key (sign-in, password change, registration, reset request) in a fixed window; `failures` counts attempts not given back. Written only through loginThrottle.ts. */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Property({ type: 'integer' })
  failures!: number;
}
