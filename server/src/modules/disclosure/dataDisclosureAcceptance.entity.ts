import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * One user's acceptance of one version of the data collection and privacy disclosure. Kept per version (never
 * overwritten), so the record shows what each person agreed to and when.
 */
@Entity({ tableName: 'data_disclosure_acceptances' })
export class DataDisclosureAcceptance {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  @PrimaryKey({ type: 'integer' })
  version: number;

  @Property({ type: 'timestamptz' })
  acceptedAt: Date;

  constructor(fields: { user: User; version: number; acceptedAt: Date }) {
    this.user = fields.user;
    this.version = fields.version;
    this.acceptedAt = fields.acceptedAt;
  }
}
