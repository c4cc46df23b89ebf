import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import type { User } from '../users/user.entity.js';
import { recordAdminAction } from '../admin/adminAudit.service.js';
import { AdminAction } from '../admin/adminAuditEvent.entity.js';
import { AiContentReport, AiContentReportReason, type AiContentReportStatus } from './aiContentReport.entity.js';

const REASON_LABELS: Record<AiContentReportReason, string> = {
  inappropriate: 'Inappropriate or offensive content',
  medical_advice: 'Medical advice without proper disclaimers',
  inaccurate: 'Inaccurate or misleading information',
  harmful: 'Harmful dietary recommendations',
  spam: 'Spam or irrelevant content',
  other: 'Other',
};

export const ALREADY_REPORTED = 'You have already reported this content. Each piece of content can only be reported once.';

export const reasonLabel = (reason: AiContentReportReason) => REASON_LABELS[reason];

/** A slug or the dialog's label text (any case) → the reason. */
export function parseReason(text: string): AiContentReportReason | null {
  const wanted = text.trim().toLowerCase();
  for (const [slug, label] of Object.entries(REASON_LABELS) as [AiContentReportReason, string][]) {
    if (wanted === slug || wanted === label.toLowerCase()) return slug;
  }
  return null;
}

export async function reportAiContent(
  em: EntityManager,
  user: User,
  input: { reason: string; description: string; contentType: string; content: string; contentId?: string | null },
): Promise<AiContentReport> {
  const reason = parseReason(input.reason);
  if (!reason) {
    throw badInput(`'${input.reason}' is not a report reason. Use one of: ${Object.keys(REASON_LABELS).join(', ')}.`, [
      { field: 'reason', message: 'Unknown reason' },
    ]);
  }
  const content = input.content ?? '';
  const report = new AiContentReport({
    user,
    reason,
    description: input.description.trim(),
    contentType: input.contentType,
    content,
    contentHash: content.trim() ? createHash('sha256').update(content.trim()).digest('hex') : null,
  });
  report.contentId = input.contentId ?? null;
  try {
    await em.persist(report).flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(ALREADY_REPORTED);
    throw error;
  }
  return report;
}

export async function listOwnReports(em: EntityManager, ownerId: string, window: PageWindow) {
  return em.findAndCount(AiContentReport, { user: ownerId }, { populate: ['user'], orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window });
}

export async function listAllReports(em: EntityManager, status: AiContentReportStatus | null, window: PageWindow) {
  return em.findAndCount(AiContentReport, status ? { status } : {}, { populate: ['user'], orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window });
}

export async function reviewReport(em: EntityManager, admin: User, change: { reportId: string; status: AiContentReportStatus; adminNotes?: string | null }) {
  const report = await em.findOne(AiContentReport, { id: change.reportId }, { populate: ['user'] });
  if (!report) throw notFound('Report');
  recordAdminAction(em, admin, {
    action: AdminAction.report_status_changed,
    summary: `Report status: ${report.status} → ${change.status}`,
    details: { before: report.status, after: change.status, reason: report.reason },
    target: report.user,
    targetReportId: report.id,
  });
  report.status = change.status;
  if (change.adminNotes !== undefined) report.adminNotes = change.adminNotes?.trim() || null;
  await em.flush();
  return report;
}
