import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';

/** The six reasons of the report dialog (spec section 5), as slugs. */
export enum AiContentReportReason {
  inappropriate = 'inappropriate',
  medical_advice = 'medical_advice',
  inaccurate = 'inaccurate',
  harmful = 'harmful',
  spam = 'spam',
  other = 'other',
}
export enum AiContentReportStatus {
  pending = 'pending',
  reviewed = 'reviewed',
  resolved = 'resolved',
  dismissed = 'dismissed',
}
registerEnumType(AiContentReportReason, { name: 'AiContentReportReason' });
registerEnumType(AiContentReportStatus, { name: 'AiContentReportStatus' });

/**
 * A user's report of AI-generated content. One report per user per piece of content: the unique index on the
 * content's hash turns a second report into CONFLICT. Reports without content have no hash and never conflict.
 */
@Entity({ tableName: 'ai_content_reports' })
@Unique({ properties: ['user', 'contentType', 'contentHash'] })
@Index({ properties: ['status', 'createdAt'] })
export class AiContentReport {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => AiContentReportReason, nativeEnumName: 'ai_content_report_reason' })
  reason: AiContentReportReason;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'string', length: 40 })
  contentType: string;

  @Property({ type: 'text' })
  content: string;

  /** The reported social post or comment (contentType social_post / social_comment), so an admin can hide it. */
  @Property({ type: 'uuid', nullable: true, index: 'ai_content_reports_content_id_index' })
  contentId: string | null = null;

  /** SHA-256 of the content (hex); null when no content was sent. */
  @Property({ type: 'string', length: 64, nullable: true })
  contentHash: string | null;

  @Enum({ items: () => AiContentReportStatus, nativeEnumName: 'ai_content_report_status' })
  status: AiContentReportStatus = AiContentReportStatus.pending;

  @Property({ type: 'text', nullable: true })
  adminNotes: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(fields: Pick<AiContentReport, 'user' | 'reason' | 'description' | 'contentType' | 'content' | 'contentHash'>) {
    this.user = fields.user;
    this.reason = fields.reason;
    this.description = fields.description;
    this.contentType = fields.contentType;
    this.content = fields.content;
    this.contentHash = fields.contentHash;
  }
}
