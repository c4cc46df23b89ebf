import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** The bytes of an uploaded lab report (PostgreSQL storage). Never a GraphQL type; loaded only for downloads. */
@Entity({ tableName: 'bloodwork_pdfs' })
export class BloodworkPdf {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'blob', lazy: true })
  bytes: Buffer;

  @Property({ type: 'integer' })
  byteSize: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(user: User, bytes: Buffer) {
    this.user = user;
    this.bytes = bytes;
    this.byteSize = bytes.length;
  }
}
