import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { serviceDeps } from '../../serviceDeps.js';
import { AiContentReportView } from '../reports/aiContentReport.type.js';
import { Role } from '../users/user.enums.js';
import { hiddenStates, isSocialContentType, SOCIAL_CONTENT_TYPES, setReportedContentHidden } from './socialModeration.service.js';

@InputType()
class HideReportedSocialContentInput {
  @Field(() => ID) reportId!: string;
  @Field(() => Boolean, { defaultValue: true, description: 'false shows the content again.' }) hidden!: boolean;
}

@ObjectType()
class HideReportedSocialContentPayload {
  @Field(() => AiContentReportView) report!: AiContentReportView;
}

const hiddenLoaders = new WeakMap<object, DataLoader<string, boolean | null>>();

/** One statement per content kind for a page of reports. Keys are `contentType|contentId`. */
function hiddenOf(ctx: Context, contentType: string, contentId: string): Promise<boolean | null> {
  let loader = hiddenLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, boolean | null>(async (keys) => {
      const refs = keys.map((key) => {
        const [type, id] = key.split('|') as [string, string];
        return { contentType: type, contentId: id };
      });
      const states = await hiddenStates(serviceDeps(ctx), refs);
      return refs.map((ref) => states.get(ref.contentId) ?? null);
    });
    hiddenLoaders.set(ctx, loader);
  }
  return loader.load(`${contentType}|${contentId}`);
}

@Resolver(() => AiContentReportView)
export class SocialReportFieldsResolver {
  @FieldResolver(() => ID, { nullable: true, description: 'The reported social post or comment (global id).' })
  reportedContentId(@Root() view: AiContentReportView): string | null {
    const { contentType, contentId } = view.report;
    return contentId && isSocialContentType(contentType) ? toGlobalId(SOCIAL_CONTENT_TYPES[contentType], contentId) : null;
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'For a reported social post or comment: whether a moderator hid it; null for other content or once it was deleted.',
  })
  async isContentHidden(@Root() view: AiContentReportView, @Ctx() ctx: Context): Promise<boolean | null> {
    const { contentType, contentId } = view.report;
    if (!contentId || !isSocialContentType(contentType) || ctx.viewer?.role !== Role.admin) return null;
    return hiddenOf(ctx, contentType, contentId);
  }
}

@Resolver()
export class SocialModerationResolver {
  @Authorized(Role.admin)
  @Mutation(() => HideReportedSocialContentPayload, {
    description: 'Admin: hides the reported social post or comment from everyone but its author (or shows it again); audited.',
  })
  async hideReportedSocialContent(
    @Arg('input', () => HideReportedSocialContentInput) input: HideReportedSocialContentInput,
    @Ctx() ctx: Context,
  ): Promise<HideReportedSocialContentPayload> {
    const report = await setReportedContentHidden(serviceDeps(ctx), ctx.viewer!, {
      reportId: idOf('AiContentReport', input.reportId, 'reportId'),
      hidden: input.hidden,
    });
    return { report: new AiContentReportView(report) };
  }
}
