import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';

export enum AssistantRole {
  user = 'user',
  assistant = 'assistant',
}
registerEnumType(AssistantRole, { name: 'AssistantRole' });

/** One message of a user's conversation with the assistant, kept so the chat survives a reload. */
@Entity({ tableName: 'assistant_messages' })
@Index({ properties: ['user', 'createdAt'] })
export class AssistantMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => AssistantRole, nativeEnumName: 'assistant_role' })
  role: AssistantRole;

  @Property({ type: 'text' })
  content: string;

  /** Food log items this reply logged (they may have been undone since). */
  @Property({ type: 'json' })
  loggedItemIds: string[] = [];

  /** Ids of the recipes this reply suggested, in order. */
  @Property({ type: 'json' })
  suggestedRecipeIds: string[] = [];

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(fields: Pick<AssistantMessage, 'user' | 'role' | 'content'>) {
    this.user = fields.user;
    this.role = fields.role;
    this.content = fields.content;
  }
}
