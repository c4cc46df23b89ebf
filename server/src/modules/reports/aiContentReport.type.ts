import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';
import { AiContentReport, AiContentReportReason, AiContentReportStatus } from './aiContentReport.entity.js';
import { reasonLabel } from './aiContentReport.service.js';

@ObjectType('AiContentReport', { implements: Node })
export class AiContentReportView {
  constructor(readonly report: AiContentReport) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('AiContentReport', this.report.id);
  }
  @Field(() => String) get internalID(): string {
    return this.report.id;
  }
  @Field(() => AiContentReportReason) get reason(): AiContentReportReason {
    return this.report.reason;
  }
  @Field(() => String, { description: 'The reason as the dialog shows it.' }) get reasonLabel(): string {
    return reasonLabel(this.report.reason);
  }
  @Field(() => String) get description(): string {
    return this.report.description;
  }
  @Field(() => String) get contentType(): string {
    return this.report.contentType;
  }
  @Field(() => String) get content(): string {
    return this.report.content;
  }
  @Field(() => AiContentReportStatus) get status(): AiContentReportStatus {
    return this.report.status;
  }
  @Field(() => String, { nullable: true }) get adminNotes(): string | null {
    return this.report.adminNotes;
  }
  @Field(() => User, { description: 'Who reported it (loaded with the list).' }) get reporter(): User {
    return this.report.user;
  }
  @Field(() => Date) get createdAt(): Date {
    return this.report.createdAt;
  }
  @Field(() => Date) get updatedAt(): Date {
    return this.report.updatedAt;
  }
}

export const AiContentReportConnection = connectionType(AiContentReportView, 'AiContentReport');
