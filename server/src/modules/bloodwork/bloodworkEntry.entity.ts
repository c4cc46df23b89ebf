import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { LocalDateResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';
import { LabValue, UnmatchedLabValue } from './bloodwork.type.js';
import type { StoredLabValue, StoredUnmatchedValue } from './labValues.js';

export enum BloodworkSource { pdf = 'pdf', manual = 'manual' }
registerEnumType(BloodworkSource, { name: 'BloodworkSource' });

/** One set of lab results on a date, from an uploaded report or typed in. The PDF itself lives in PdfStorage. */
@Entity({ tableName: 'bloodwork_entries' })
@Index({ properties: ['user', 'date'] })
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

  @Field(() => [LabValue])
  @Property({ type: 'json' })
  labValues: StoredLabValue[];

  @Field(() => [UnmatchedLabValue])
  @Property({ type: 'json' })
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
