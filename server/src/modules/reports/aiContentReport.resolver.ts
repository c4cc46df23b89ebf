import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { idOf } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { isSocialContentType, reportedSocialContent } from '../social/socialModeration.service.js';
import { Role } from '../users/user.enums.js';
import { Viewer } from '../users/viewer.type.js';
import { AiContentReport, AiContentReportStatus } from './aiContentReport.entity.js';
import { ReportAiContentInput, ReviewAiContentReportInput } from './aiContentReport.input.js';
import * as reports from './aiContentReport.service.js';
import { AiContentReportConnection, AiContentReportView } from './aiContentReport.type.js';

const PAGE_SIZE = 10;

// The reporter and admins may see a report.
registerNodeType('AiContentReport', async (ctx, id) => {
  if (!ctx.viewerRecord) return null;
  const where = ctx.viewerRecord.role === Role.admin ? { id } : { id, user: ctx.viewerRecord.id };
  const report = await ctx.em.findOne(AiContentReport, where, { populate: ['user'] });
  return report && new AiContentReportView(report);
});

@ObjectType()
class AiContentReportPayload {
  @Field(() => AiContentReportView) report!: AiContentReportView;
  @Field(() => Viewer) viewer!: Viewer;
}

@Resolver()
export class AiContentReportResolver {
  @Authorized()
  @Mutation(() => AiContentReportPayload, { description: 'Reports AI-generated content; CONFLICT when you already reported the same content.' })
  async reportAiContent(@Arg('input', () => ReportAiContentInput) input: ReportAiContentInput, @Ctx() ctx: Context): Promise<AiContentReportPayload> {
    // Social posts and comments are reported by id; the server reads their text as the reporter may see it.
    const social = isSocialContentType(input.contentType) ? await reportedSocialContent(ctx.em, ctx.viewer!, input) : { contentId: null };
    const report = await reports.reportAiContent(ctx.em, ctx.viewer!, { ...input, ...social });
    return { report: new AiContentReportView(report), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized(Role.admin)
  @Query(() => AiContentReportConnection, { description: 'Admin: every report, newest first, optionally of one status.' })
  async aiContentReports(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('status', () => AiContentReportStatus, { nullable: true }) status: AiContentReportStatus | null,
    @Ctx() ctx: Context,
  ) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await reports.listAllReports(ctx.em, status, window);
    return toConnection(
      rows.map((row) => new AiContentReportView(row)),
      total,
      window,
    );
  }

  @Authorized(Role.admin)
  @Mutation(() => AiContentReportPayload, { description: "Admin: sets a report's status and notes." })
  async reviewAiContentReport(@Arg('input', () => ReviewAiContentReportInput) input: ReviewAiContentReportInput, @Ctx() ctx: Context) {
    const report = await reports.reviewReport(ctx.em, ctx.viewer!, { ...input, reportId: idOf('AiContentReport', input.reportId, 'reportId') });
    return { report: new AiContentReportView(report), viewer: new Viewer(ctx.viewer!) };
  }
}

@Resolver(() => Viewer)
export class AiContentReportViewerResolver {
  @FieldResolver(() => AiContentReportConnection, { description: 'Reports the viewer made, newest first.' })
  async aiContentReports(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await reports.listOwnReports(ctx.em, viewer.record.id, window);
    return toConnection(
      rows.map((row) => new AiContentReportView(row)),
      total,
      window,
    );
  }
}
