import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { Viewer } from '../users/viewer.type.js';
import { authorizeDataExport, createDataExportLink } from './dataExport.service.js';
import {
  authorizePreparedExport,
  getOwnDataExport,
  latestDataExport,
  preparedExportDownloadUrl,
  startDataExport,
  type PreparedExport,
} from './preparedExport.service.js';

enum DataExportStatus {
  queued = 'queued',
  running = 'running',
  ready = 'ready',
  failed = 'failed',
}
registerEnumType(DataExportStatus, { name: 'DataExportStatus', description: 'queued → running (with progress) → ready to download, or failed.' });

@ObjectType('DataExport', { description: 'Your data being prepared as one ZIP, or ready to download.' })
class DataExportType {
  @Field(() => ID) id!: string;
  @Field(() => DataExportStatus) status!: DataExportStatus;
  @Field(() => Int, { description: 'Percent done, 0–100.' }) progress!: number;
  @Field(() => Int, { nullable: true, description: 'Size of the ZIP in bytes, once ready.' }) byteSize!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the prepared file is deleted.' }) expiresAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Once ready: a signed link (no session needed) that downloads the ZIP for ten minutes.' })
  downloadUrl!: string | null;
  @Field(() => Date, { nullable: true }) linkExpiresAt!: Date | null;
}

@ObjectType({ description: 'A signed link that downloads your data as one ZIP; it expires after ten minutes.' })
class CreateDataExportLinkPayload {
  @Field(() => String, { description: 'Relative to the server: GET it (no session needed) for the ZIP.' }) downloadUrl!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class StartDataExportPayload {
  @Field(() => DataExportType) dataExport!: DataExportType;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType({ description: 'Whose export a download may stream (used by GET /api/export).' })
class DataExportGrant {
  @Field(() => ID) ownerId!: string;
}

@ObjectType({ description: 'Which prepared export a download may stream (used by GET /api/exports/{id}/download).' })
class PreparedDataExportGrant {
  @Field(() => ID) exportId!: string;
  @Field(() => Int) byteSize!: number;
}

async function withLink(ctx: Context, dataExport: PreparedExport): Promise<DataExportType> {
  const link = await preparedExportDownloadUrl(ctx.em, dataExport, ctx.payments.clock.now());
  const { ownerId: _ownerId, ...fields } = dataExport;
  return { ...fields, status: dataExport.status as DataExportStatus, downloadUrl: link?.downloadUrl ?? null, linkExpiresAt: link?.linkExpiresAt ?? null };
}

@Resolver()
export class DataExportResolver {
  @Authorized()
  @Mutation(() => StartDataExportPayload, {
    description: 'Starts preparing everything you have stored as one ZIP (or returns the export already being prepared); a small account is ready at once.',
  })
  async startDataExport(@Ctx() ctx: Context): Promise<StartDataExportPayload> {
    const dataExport = await startDataExport(serviceDeps(ctx), ctx.viewer!.id);
    return { dataExport: await withLink(ctx, dataExport), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => CreateDataExportLinkPayload, { description: 'A short-lived signed link to download everything you have stored, as a ZIP.' })
  async createDataExportLink(@Ctx() ctx: Context): Promise<CreateDataExportLinkPayload> {
    const link = await createDataExportLink(serviceDeps(ctx), ctx.viewer!);
    return { ...link, viewer: new Viewer(ctx.viewer!) };
  }

  @Query(() => DataExportGrant, { description: 'Checks a session or signed export link; the ZIP itself is served by GET /api/export.' })
  async dataExport(
    @Arg('owner', () => String, { nullable: true }) owner: string | null,
    @Arg('expires', () => String, { nullable: true }) expires: string | null,
    @Arg('signature', () => String, { nullable: true }) signature: string | null,
    @Ctx() ctx: Context,
  ): Promise<DataExportGrant> {
    return { ownerId: await authorizeDataExport(serviceDeps(ctx), ctx.viewer, { owner, expires, signature }) };
  }

  @Query(() => PreparedDataExportGrant, {
    description: 'Checks a session or signed link for a prepared export; the ZIP is served by GET /api/exports/{id}/download.',
  })
  async preparedDataExport(
    @Arg('id', () => ID) id: string,
    @Arg('expires', () => String, { nullable: true }) expires: string | null,
    @Arg('signature', () => String, { nullable: true }) signature: string | null,
    @Ctx() ctx: Context,
  ): Promise<PreparedDataExportGrant> {
    const found = await authorizePreparedExport(serviceDeps(ctx), ctx.viewer?.id ?? null, { id, expires, signature });
    return { exportId: found.id, byteSize: found.byteSize ?? 0 };
  }
}

@Resolver(() => Viewer)
export class DataExportViewerResolver {
  @FieldResolver(() => DataExportType, { nullable: true, description: 'Your most recent export (being prepared, ready or failed).' })
  async latestDataExport(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<DataExportType | null> {
    const found = await latestDataExport(ctx.em, viewer.record.id);
    return found && withLink(ctx, found);
  }

  @FieldResolver(() => DataExportType, { description: 'One of your exports; NOT_FOUND unless it is yours.' })
  async dataExport(@Root() viewer: Viewer, @Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<DataExportType> {
    return withLink(ctx, await getOwnDataExport(ctx.em, { ownerId: viewer.record.id, exportId: id }));
  }
}
