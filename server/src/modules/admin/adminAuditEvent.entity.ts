import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { describeAdminAction } from './auditSummary.js';

export enum AdminAction {
  plan_changed = 'plan_changed',
  role_changed = 'role_changed',
  test_user_deleted = 'test_user_deleted',
  test_users_deleted = 'test_users_deleted',
  report_status_changed = 'report_status_changed',
  social_content_hidden = 'social_content_hidden',
  social_content_shown = 'social_content_shown',
}
registerEnumType(AdminAction, { name: 'AdminAction' });

/** One admin action (who, when, what). Targets are copied rather than referenced so the trail outlives the accounts. */
@Entity({ tableName: 'admin_audit_events' })
@Index({
  name: 'admin_audit_events_created_at_id_index',
  expression: 'create index "admin_audit_events_created_at_id_index" on "admin_audit_events" ("created_at" desc, "id")',
})
@Index({
  name: 'admin_audit_events_target_user_id_index',
  expression: 'create index "admin_audit_events_target_user_id_index" on "admin_audit_events" ("target_user_id", "created_at" desc)',
})
@ObjectType({ implements: Node })
export class AdminAuditEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('AdminAuditEvent', this.id);
  }

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Field(() => String, { description: "The admin's email at the time of the action." })
  @Property({ type: 'string', length: 254 })
  actorEmail: string;

  @Field(() => AdminAction)
  @Property({ type: 'string', length: 40 })
  action: AdminAction;

  @Property({ type: 'uuid', nullable: true })
  targetUserId: string | null;

  @Field(() => ID, { nullable: true, description: "The user the action was about (global id), also after they've been deleted." })
  get targetUser(): string | null {
    return this.targetUserId && toGlobalId('User', this.targetUserId);
  }

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true })
  targetEmail: string | null;

  @Property({ type: 'uuid', nullable: true })
  targetReportId: string | null;

  /** The summary as written when the action was recorded. */
  @Property({ type: 'text' })
  summary: string;

  @Field(() => String, { name: 'summary', description: 'What changed, in words: "Plan: Free, no subscription → Pro, active".' })
  get summaryInWords(): string {
    return describeAdminAction(this.action, this.details) ?? this.summary;
  }

  @Property({ type: 'json' })
  details: Record<string, unknown>;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(
    fields: Pick<AdminAuditEvent, 'actorId' | 'actorEmail' | 'action' | 'summary' | 'details' | 'createdAt'> &
      Partial<Pick<AdminAuditEvent, 'targetUserId' | 'targetEmail' | 'targetReportId'>>,
  ) {
    this.actorId = fields.actorId;
    this.actorEmail = fields.actorEmail;
    this.action = fields.action;
    this.summary = fields.summary;
    this.details = fields.details;
    this.createdAt = fields.createdAt;
    this.targetUserId = fields.targetUserId ?? null;
    this.targetEmail = fields.targetEmail ?? null;
    this.targetReportId = fields.targetReportId ?? null;
  }
}
