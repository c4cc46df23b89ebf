import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Secrets generated once per installation and kept in PostgreSQL, never in the repository or the environment,
 * so every app process behind a load balancer signs and verifies with the same key.
 */
@Entity({ tableName: 'installation_secrets' })
export class InstallationSecret {
  @PrimaryKey({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'text' })
  value: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(name: string, value: string) {
    this.name = name;
    this.value = value;
  }
}
