import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * One prepared export: a background job writes the ZIP into `data_export_chunks` and reports progress here; the
 * download streams the chunks back. The service reads and writes these rows with SQL; the entities describe the
 * tables for the schema check.
 */
@Entity({ tableName: 'data_exports' })
export class DataExport {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** queued, running, ready or failed. */
  @Property({ type: 'string', length: 12, default: 'queued' })
  status: string = 'queued';

  /** Percent done, 0–100. */
  @Property({ type: 'smallint', default: 0 })
  progress: number = 0;

  @Property({ type: 'bigint', nullable: true })
  byteSize: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** Also the job's heartbeat: a running export not updated for a while is picked up again. */
  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  /** When the prepared file is deleted (set once it is ready). */
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;
}

/** The ZIP of a prepared export in pieces of about a megabyte, so neither writing nor reading holds it whole. */
@Entity({ tableName: 'data_export_chunks' })
export class DataExportChunk {
  @ManyToOne(() => DataExport, { primary: true, deleteRule: 'cascade' })
  dataExport!: DataExport;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  bytes!: Buffer;
}
