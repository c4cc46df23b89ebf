import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * A file read for import: its preview and the plan of what it will write, kept until confirmed. The service reads and
 * writes these rows with SQL (plans can be tens of MB); the entity describes the table for the schema check.
 */
@Entity({ tableName: 'data_imports' })
export class DataImport {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 20 })
  source!: string;

  @Property({ type: 'string', length: 12, default: 'preview' })
  status: string = 'preview';

  @Property({ type: 'jsonb' })
  preview!: object;

  @Property({ type: 'jsonb' })
  plan!: object;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;
}

/** One imported record by the hash of its content, so the same record is never imported twice. */
@Entity({ tableName: 'imported_rows' })
export class ImportedRow {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @PrimaryKey({ type: 'string', length: 64 })
  contentHash!: string;

  @Property({ type: 'uuid' })
  importId!: string;
}

/** A lab-report PDF carried by a Nutri export, kept from preview until the import is confirmed (then stored as a PDF). */
@Entity({ tableName: 'data_import_pdfs' })
export class DataImportPdf {
  @ManyToOne(() => DataImport, { primary: true, deleteRule: 'cascade' })
  dataImport!: DataImport;

  /** The PDF's path in the export ZIP (`bloodwork/<id>.pdf`). */
  @PrimaryKey({ type: 'string', length: 100 })
  file!: string;

  @Property({ type: 'blob' })
  bytes!: Buffer;
}

/**
 * One food entry of a previewed import, in file order, kept until the import is confirmed: a 100,000-row file is
 * written and read back a page at a time instead of as one plan (see importStaging.ts).
 */
@Entity({ tableName: 'data_import_items' })
export class DataImportItem {
  @ManyToOne(() => DataImport, { primary: true, deleteRule: 'cascade' })
  dataImport!: DataImport;

  @PrimaryKey({ type: 'integer' })
  ord!: number;

  @Property({ type: 'string', length: 64 })
  contentHash!: string;

  @Property({ type: 'jsonb' })
  item!: object;
}
