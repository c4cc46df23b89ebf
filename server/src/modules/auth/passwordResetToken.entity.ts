import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export enum PasswordResetIssuer {
  email = 'email',
  admin = 'admin',
}

/**
 * A one-time password reset link. Only the SHA-256 of its token is stored; it is spent (`usedAt`) by the first
 * reset, and every other open link of the account is spent with it.
 */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Enum({ items: () => PasswordResetIssuer, nativeEnumName: 'password_reset_issuer' })
  issuedBy: PasswordResetIssuer;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  constructor(user: User, tokenHash: string, issuedBy: PasswordResetIssuer, expiresAt: Date) {
    this.user = user;
    this.tokenHash = tokenHash;
    this.issuedBy = issuedBy;
    this.expiresAt = expiresAt;
  }
}
