import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../graphql/errors.js';
import { parseGlobalId } from '../../graphql/globalId.js';
import { recordAdminAction } from '../admin/adminAudit.service.js';
import { AdminAction } from '../admin/adminAuditEvent.entity.js';
import { AiContentReport } from '../reports/aiContentReport.entity.js';
import { User } from '../users/user.entity.js';
import { SocialComment, SocialPost } from './social.entity.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { getComment, getPost } from './social.service.js';

export const SOCIAL_CONTENT_TYPES = { social_post: 'SocialPost', social_comment: 'SocialComment' } as const;
export type SocialContentType = keyof typeof SOCIAL_CONTENT_TYPES;

export const isSocialContentType = (contentType: string): contentType is SocialContentType => contentType in SOCIAL_CONTENT_TYPES;

/**
 * The post or comment a user reports, read as the reporter sees it: the stored text (not what the client sent) goes
 * into the report, and content the reporter cannot read is "not found".
 */
export async function reportedSocialContent(
  em: EntityManager,
  reporter: User,
  input: { contentType: string; contentId?: string | null },
): Promise<{ contentId: string; content: string }> {
  if (!isSocialContentType(input.contentType)) {
    throw badInput("Only social posts and comments are reported by 'contentId'.", [{ field: 'contentId', message: 'Not social content' }]);
  }
  const parsed = input.contentId ? parseGlobalId(input.contentId) : null;
  if (!parsed || parsed.type !== SOCIAL_CONTENT_TYPES[input.contentType]) {
    throw badInput("'contentId' must name the reported post or comment.", [{ field: 'contentId', message: 'Invalid id' }]);
  }
  const found = input.contentType === 'social_post' ? await getPost({ em }, reporter.id, parsed.id) : await getComment({ em }, reporter.id, parsed.id);
  if (!found) throw notFound(input.contentType === 'social_post' ? 'Post' : 'Comment');
  return { contentId: parsed.id, content: found.text };
}

/** Whether each reported social post or comment is hidden now (one statement per kind); absent when deleted. */
export async function hiddenStates(
  { em }: Pick<ServiceDeps, 'em'>,
  refs: readonly { contentType: string; contentId: string }[],
): Promise<Map<string, boolean>> {
  const states = new Map<string, boolean>();
  const ids = (type: SocialContentType) => refs.filter((ref) => ref.contentType === type).map((ref) => ref.contentId);
  const [posts, comments] = await Promise.all([
    ids('social_post').length ? em.find(SocialPost, { id: { $in: ids('social_post') } }, { fields: ['id', 'hiddenAt'] }) : [],
    ids('social_comment').length ? em.find(SocialComment, { id: { $in: ids('social_comment') } }, { fields: ['id', 'hiddenAt'] }) : [],
  ]);
  for (const item of [...posts, ...comments]) states.set(item.id, item.hiddenAt !== null);
  return states;
}

/**
 * Admin: hides (or shows again) the post or comment a report names. Hidden content leaves every read path for
 * everyone but its author, who sees it marked "Hidden by moderators". The audit row is flushed with the change; the
 * report's status stays the admin's separate choice.
 */
export async function setReportedContentHidden(
  { em, clock }: Pick<ServiceDeps, 'em' | 'clock'>,
  admin: User,
  input: { reportId: string; hidden: boolean },
): Promise<AiContentReport> {
  const now = clock.now();
  const report = await em.findOne(AiContentReport, { id: input.reportId }, { populate: ['user'] });
  if (!report) throw notFound('Report');
  if (!isSocialContentType(report.contentType) || !report.contentId) {
    throw badInput('Only reported social posts and comments can be hidden.', [{ field: 'reportId', message: 'Not social content' }]);
  }
  const isPost = report.contentType === 'social_post';
  const content = isPost
    ? await em.findOne(SocialPost, { id: report.contentId }, { populate: ['author'] })
    : await em.findOne(SocialComment, { id: report.contentId }, { populate: ['author'] });
  if (!content) throw notFound(isPost ? 'Post' : 'Comment');
  const what = isPost ? 'post' : 'comment';
  recordAdminAction(
    em,
    admin,
    {
      action: input.hidden ? AdminAction.social_content_hidden : AdminAction.social_content_shown,
      summary: input.hidden ? `Hid a social ${what}` : `Showed a social ${what} again`,
      details: { contentType: report.contentType, contentId: content.id, reason: report.reason },
      target: content.author as User,
      targetReportId: report.id,
    },
    now,
  );
  content.hiddenAt = input.hidden ? now : null;
  await em.flush();
  return report;
}
