import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { isUUID } from 'class-validator';
import type { Context } from '../../context.js';
import { badInput } from '../../graphql/errors.js';
import { Viewer } from '../users/viewer.type.js';
import { findUploadProgress } from './bloodworkUploadProgress.js';

@ObjectType({ description: 'How far reading a scanned report or photo has got.' })
export class BloodworkUploadProgress {
  @Field(() => Int) pagesDone!: number;
  @Field(() => Int) pagesTotal!: number;
}

@Resolver(() => Viewer)
export class BloodworkUploadProgressResolver {
  @FieldResolver(() => BloodworkUploadProgress, {
    nullable: true,
    description: 'Progress of the viewer’s upload with this `uploadId` while its pages are read with OCR; null before and after.',
  })
  async bloodworkUploadProgress(@Root() viewer: Viewer, @Arg('uploadId', () => String) uploadId: string, @Ctx() ctx: Context) {
    if (!isUUID(uploadId)) throw badInput('uploadId must be a UUID.', [{ field: 'uploadId', message: 'Not a UUID' }]);
    return findUploadProgress(ctx.em, { ownerId: viewer.record.id, uploadId });
  }
}
