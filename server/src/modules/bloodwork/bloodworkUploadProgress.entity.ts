import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** How far OCR has got with one upload (see bloodworkUploadProgress.ts, which reads and writes it with plain SQL). */
@Entity({ tableName: 'bloodwork_upload_progress' })
export class BloodworkUploadProgress {
  [PrimaryKeyProp]?: ['user', 'uploadId'];

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @PrimaryKey({ type: 'uuid' })
  uploadId!: string;

  @Property({ type: 'integer' })
  pagesDone!: number;

  @Property({ type: 'integer' })
  pagesTotal!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt!: Date;
}
