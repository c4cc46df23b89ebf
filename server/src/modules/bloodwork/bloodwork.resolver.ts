import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { connectionType, ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import { AddBloodworkInput, DeleteBloodworkInput, UpdateBloodworkInput, UploadBloodworkInput } from './bloodwork.input.js';
import * as bloodwork from './bloodwork.service.js';
import { BloodworkMarker, BloodworkPdfFile, MarkerTrend } from './bloodwork.type.js';
import { BloodworkEntry, BloodworkStatus } from './bloodworkEntry.entity.js';
import { authorizePdfDownload, pdfDownloadUrl } from './bloodworkPdfDownload.js';
import { bloodworkTrends, markerView, searchMarkers } from './bloodworkTrends.js';
import { labReportModelFor } from './labReportModel.js';
import { PDF_DOWNLOAD_TTL_SECONDS } from './pdfDownloadSigning.js';

const BloodworkEntryConnection = connectionType(BloodworkEntry, 'BloodworkEntry');
const BloodworkMarkerConnection = connectionType(BloodworkMarker, 'BloodworkMarker');
const DEFAULT_PAGE_SIZE = 10;

// Payloads carry the node rather than an edge: connectionType owns the one BloodworkEntryEdge type, and Relay's
// @prependNode(connections:, edgeTypeName: "BloodworkEntryEdge") builds the edge on the client.
@ObjectType()
class BloodworkEntryPayload {
  @Field(() => BloodworkEntry) bloodworkEntry!: BloodworkEntry;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class DeleteBloodworkPayload {
  @Field(() => ID) deletedBloodworkEntryId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

registerNodeType('BloodworkEntry', async (ctx, id) =>
  ctx.viewerRecord ? bloodwork.findOwnBloodworkEntry(ctx.em, { ownerId: ctx.viewerRecord.id, entryId: id }) : null,
);

const payload = (entry: BloodworkEntry, ctx: Context): BloodworkEntryPayload => ({ bloodworkEntry: entry, viewer: new Viewer(ctx.viewer!) });

@Resolver(() => BloodworkEntry)
export class BloodworkResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: `A signed link (valid ${PDF_DOWNLOAD_TTL_SECONDS / 60} minutes) that downloads the PDF without a token in the URL.`,
  })
  pdfDownloadUrl(@Root() entry: BloodworkEntry, @Ctx() ctx: Context): Promise<string | null> {
    return pdfDownloadUrl(ctx.em, entry);
  }

  @Authorized()
  @Mutation(() => BloodworkEntryPayload, {
    description:
      'Reads a lab report (a PDF, or a scan or photo read with OCR) and keeps it as a draft entry for review (send `apollo-require-preflight`); `updateBloodwork` confirms it, `deleteBloodwork` discards it and its PDF.',
  })
  async uploadBloodwork(@Arg('input', () => UploadBloodworkInput) input: UploadBloodworkInput, @Ctx() ctx: Context) {
    const model = labReportModelFor(ctx.config.ai, ctx.viewer!);
    return payload(await bloodwork.createBloodworkFromPdf(ctx.em, ctx.viewer!, input, { signal: ctx.signal, model, logger: ctx.logger }), ctx);
  }

  @Authorized()
  @Mutation(() => BloodworkEntryPayload, { description: 'Saves typed values; names resolve through the marker catalog and units are converted.' })
  async addBloodwork(@Arg('input', () => AddBloodworkInput) input: AddBloodworkInput, @Ctx() ctx: Context) {
    return payload(await bloodwork.createManualBloodwork(ctx.em, ctx.viewer!, input), ctx);
  }

  @Authorized()
  @Mutation(() => BloodworkEntryPayload, { description: 'Saves reviewed or edited values; saving a draft confirms it.' })
  async updateBloodwork(@Arg('input', () => UpdateBloodworkInput) input: UpdateBloodworkInput, @Ctx() ctx: Context) {
    const entry = await bloodwork.updateBloodwork(ctx.em, ctx.viewer!, idOf('BloodworkEntry', input.id), input);
    return payload(entry, ctx);
  }

  @Authorized()
  @Mutation(() => DeleteBloodworkPayload)
  async deleteBloodwork(@Arg('input', () => DeleteBloodworkInput) input: DeleteBloodworkInput, @Ctx() ctx: Context): Promise<DeleteBloodworkPayload> {
    const entryId = idOf('BloodworkEntry', input.id);
    await bloodwork.deleteBloodwork(ctx.em, { ownerId: ctx.viewer!.id, entryId });
    return { deletedBloodworkEntryId: toGlobalId('BloodworkEntry', entryId), viewer: new Viewer(ctx.viewer!) };
  }

  @Query(() => BloodworkPdfFile, {
    description: 'Authorises a PDF download: the owner with a session, or anyone with an unexpired signed link (expires + signature).',
  })
  async bloodworkPdf(
    @Arg('id', () => ID) id: string,
    @Arg('expires', () => String, { nullable: true }) expires: string | null,
    @Arg('signature', () => String, { nullable: true }) signature: string | null,
    @Ctx() ctx: Context,
  ): Promise<BloodworkPdfFile> {
    const entry = await authorizePdfDownload(ctx.em, ctx.viewer, { entryId: idOf('BloodworkEntry', id), expires, signature });
    return { entryId: entry.globalId, internalID: entry.id, filename: entry.pdfFilename ?? 'lab-report.pdf', byteSize: entry.pdfByteSize ?? 0 };
  }

  @Authorized()
  @Query(() => BloodworkMarkerConnection, { description: 'The biomarker catalog, for autocomplete and unit pickers.' })
  bloodworkMarkers(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('query', () => String, { nullable: true }) query: string | null,
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Ctx() ctx: Context,
  ) {
    const window = pageWindow(args, 20);
    const markers = searchMarkers(query, category);
    return toConnection(
      markers.slice(window.offset, window.offset + window.limit).map((marker) => markerView(marker, ctx.viewer!)),
      markers.length,
      window,
    );
  }
}

@Resolver(() => Viewer)
export class BloodworkViewerResolver {
  @FieldResolver(() => BloodworkEntryConnection, {
    description: 'Bloodwork entries, newest collection date first; drafts included unless `status` says otherwise.',
  })
  async bloodworkEntries(
    @Root() viewer: Viewer,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('status', () => BloodworkStatus, { nullable: true }) status: BloodworkStatus | null,
    @Ctx() ctx: Context,
  ) {
    const window = pageWindow(args, DEFAULT_PAGE_SIZE);
    const [entries, total] = await bloodwork.listBloodworkEntries(ctx.em, { ownerId: viewer.record.id, status }, window);
    return toConnection(entries, total, window);
  }

  @FieldResolver(() => BloodworkEntry, { description: 'One entry; NOT_FOUND unless it is the viewer’s.' })
  async bloodworkEntry(@Root() viewer: Viewer, @Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return bloodwork.getOwnBloodworkEntry(ctx.em, { ownerId: viewer.record.id, entryId: idOf('BloodworkEntry', id) });
  }

  @FieldResolver(() => [MarkerTrend], { description: 'A time series per marker (at most one per catalog marker), optionally for one category.' })
  async bloodworkTrends(@Root() viewer: Viewer, @Arg('category', () => String, { nullable: true }) category: string | null, @Ctx() ctx: Context) {
    return bloodworkTrends(ctx.em, viewer.user, category);
  }
}
