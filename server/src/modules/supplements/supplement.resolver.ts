import { LocalDateResolver } from '../../graphql/scalars.js';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { connectionType, ConnectionArgs, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import { searchSupplementCatalog } from './catalog/supplementCatalog.js';
import type { SupplementCategory } from './catalog/supplementProduct.js';
import { DeleteSupplementLogInput, LogSupplementInput } from './supplement.input.js';
import * as supplements from './supplement.service.js';
import { NutrientAmount, nutrientAmounts, strengthView, SupplementAnalysis, SupplementProductType, SupplementSummary } from './supplement.type.js';
import { SupplementLog } from './supplementLog.entity.js';

const SupplementLogConnection = connectionType(SupplementLog, 'SupplementLog');
const SupplementProductConnection = connectionType(SupplementProductType, 'SupplementProduct');
const DEFAULT_PAGE_SIZE = 10;

// The payload carries the node: connectionType owns the SupplementLogEdge type, and Relay's
// @appendNode(connections:, edgeTypeName: "SupplementLogEdge") builds the edge on the client.
@ObjectType()
class LogSupplementPayload {
  @Field(() => SupplementLog) supplementLog!: SupplementLog;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class DeleteSupplementLogPayload {
  @Field(() => ID) deletedSupplementLogId!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

registerNodeType('SupplementLog', async (ctx, id) =>
  ctx.viewerRecord ? supplements.findOwnSupplementLog(ctx.em, { ownerId: ctx.viewerRecord.id, logId: id }) : null,
);

@Resolver()
export class SupplementResolver {
  @Authorized()
  @Query(() => SupplementAnalysis, {
    description: "Reads free text ('2 fish oil 1000 mg') as a dose of a catalog product; unknown products are BAD_USER_INPUT.",
  })
  supplementAnalysis(@Arg('query', () => String) query: string): SupplementAnalysis {
    const dose = supplements.analyzeSupplement(query);
    return {
      query,
      product: new SupplementProductType(dose.product),
      name: dose.name,
      strength: strengthView(dose.strength),
      quantity: dose.quantity,
      form: dose.product.form,
      nutrientsPerUnit: nutrientAmounts(dose.nutrientsPerUnit),
      nutrients: nutrientAmounts(dose.nutrients),
      note: dose.note,
    };
  }

  @Authorized()
  @Query(() => SupplementProductConnection, { description: 'The supplement catalog, optionally filtered by words and category.' })
  supplementCatalog(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('query', () => String, { nullable: true }) query: string | null,
    @Arg('category', () => String, { nullable: true }) category: string | null,
  ) {
    const window = pageWindow(args, 20);
    const products = searchSupplementCatalog(query, category as SupplementCategory | null);
    const page = products.slice(window.offset, window.offset + window.limit).map((product) => new SupplementProductType(product));
    return toConnection(page, products.length, window);
  }

  @Authorized()
  @Mutation(() => LogSupplementPayload)
  async logSupplement(@Arg('input', () => LogSupplementInput) input: LogSupplementInput, @Ctx() ctx: Context): Promise<LogSupplementPayload> {
    const log = await supplements.logSupplement(ctx.em, ctx.viewer!, input);
    return { supplementLog: log, viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => DeleteSupplementLogPayload)
  async deleteSupplementLog(
    @Arg('input', () => DeleteSupplementLogInput) input: DeleteSupplementLogInput,
    @Ctx() ctx: Context,
  ): Promise<DeleteSupplementLogPayload> {
    const logId = idOf('SupplementLog', input.id);
    await supplements.deleteSupplementLog(ctx.em, { ownerId: ctx.viewer!.id, logId });
    return { deletedSupplementLogId: toGlobalId('SupplementLog', logId), viewer: new Viewer(ctx.viewer!) };
  }
}

@Resolver(() => Viewer)
export class SupplementViewerResolver {
  @FieldResolver(() => SupplementLogConnection, { description: 'Supplements logged on a local date, in the order taken.' })
  async supplementLogs(
    @Root() viewer: Viewer,
    @Arg('date', () => LocalDateResolver) date: string,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: Context,
  ) {
    const window = pageWindow(args, DEFAULT_PAGE_SIZE);
    const [logs, total] = await supplements.supplementLogsOn(ctx.em, viewer.record.id, date, window);
    return toConnection(logs, total, window);
  }

  @FieldResolver(() => [NutrientAmount], { description: "The date's supplement nutrients, summed over every log." })
  async supplementTotals(@Root() viewer: Viewer, @Arg('date', () => LocalDateResolver) date: string, @Ctx() ctx: Context) {
    const totals = await supplements.supplementNutrientTotals(ctx.em, viewer.record.id, date);
    return nutrientAmounts(totals as Record<string, number>);
  }

  @FieldResolver(() => SupplementSummary)
  async supplementSummary(
    @Root() viewer: Viewer,
    @Arg('days', () => Int, { defaultValue: 30, description: `1 to ${supplements.MAX_SUMMARY_DAYS}.` }) days: number,
    @Ctx() ctx: Context,
  ): Promise<SupplementSummary> {
    const summary = await supplements.supplementSummary(ctx.em, viewer.record, days);
    return {
      days: summary.days,
      from: summary.from,
      to: summary.to,
      logCount: summary.logCount,
      daysWithSupplements: summary.dailyTotals.length,
      dailyTotals: summary.dailyTotals.map((day) => ({ date: day.date, logCount: day.logCount, nutrients: nutrientAmounts(day.nutrients) })),
      averages: nutrientAmounts(summary.averages),
    };
  }
}
