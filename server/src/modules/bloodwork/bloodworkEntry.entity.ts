import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';
import { LabValue, UnmatchedLabValue } from './bloodwork.type.js';
import type { StoredLabValue, StoredUnmatchedValue } from './labValues.js';
import { StoredLabValuesType, StoredUnmatchedValuesType } from './storedLabValuesType.js';

export enum BloodworkSource {
  pdf = 'pdf',
  manual = 'manual',
}
registerEnumType(BloodworkSource, { name: 'BloodworkSource' });

/** An upload is a draft until its owner has reviewed and saved it; only confirmed entries count anywhere. */
export enum BloodworkStatus {
  draft = 'draft',
  confirmed = 'confirmed',
}
registerEnumType(BloodworkStatus, {
  name: 'BloodworkStatus',
  valuesConfig: {
    draft: { description: 'Read from an upload and waiting for review: left out of trends, flags and analyses.' },
    confirmed: { description: 'Reviewed and saved (or typed in): counts everywhere.' },
  },
});

/** One set of lab results on a date, from an uploaded report or typed in. The PDF itself lives in PdfStorage. */
@Entity({ tableName: 'bloodwork_entries' })
@Index({ properties: ['user', 'date'] })
// Admin analytics read a time window across all users.
@Index({ properties: ['createdAt'] })
@ObjectType({ implements: Node })
export class BloodworkEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('BloodworkEntry', this.id);
  }

  @Field(() => String)
  get internalID(): string {
    return this.id;
  }

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Field(() => LocalDateResolver, { description: 'Collection date (printed on the report, or given).' })
  @Property({ type: 'date' })
  date: string;

  @Field(() => BloodworkSource)
  @Enum({ items: () => BloodworkSource, nativeEnumName: 'bloodwork_source' })
  source: BloodworkSource;

  @Field(() => BloodworkStatus)
  @Enum({ items: () => BloodworkStatus, nativeEnumName: 'bloodwork_status', default: BloodworkStatus.confirmed })
  status: BloodworkStatus = BloodworkStatus.confirmed;

  @Field(() => Boolean, {
    description: 'True while an uploaded draft has no collection date (none was printed): `date` is a placeholder and confirming needs one.',
  })
  @Property({ type: 'boolean', default: false })
  isDateMissing: boolean = false;

  @Field(() => [LabValue])
  @Property({ type: StoredLabValuesType })
  labValues: StoredLabValue[];

  @Field(() => [UnmatchedLabValue])
  @Property({ type: StoredUnmatchedValuesType })
  unmatched: StoredUnmatchedValue[] = [];

  /** PdfStorage key; null for manual entries. */
  @Property({ type: 'string', length: 100, nullable: true })
  pdfKey: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  pdfFilename: string | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  pdfByteSize: number | null = null;

  @Field(() => Boolean)
  get hasPdf(): boolean {
    return this.pdfKey !== null;
  }

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(fields: { user: User; date: string; source: BloodworkSource; labValues: StoredLabValue[] }) {
    this.user = fields.user;
    this.date = fields.date;
    this.source = fields.source;
    this.labValues = fields.labValues;
  }
}
