import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import type { User } from '../users/user.entity.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { AdminAuditEvent, type AdminAction } from './adminAuditEvent.entity.js';

export interface AdminActionRecord {
  action: AdminAction;
  summary: string;
  details?: Record<string, unknown>;
  target?: { id: string; email: string } | null;
  targetReportId?: string;
}

/**
 * Queues the audit row on the same unit of work as the change, so the action and its record are flushed (committed)
 * together or not at all.
 */
export function recordAdminAction(em: EntityManager, admin: User, record: AdminActionRecord, now = new Date()): AdminAuditEvent {
  const event = new AdminAuditEvent({
    actorId: admin.id,
    actorEmail: admin.email,
    action: record.action,
    summary: record.summary,
    details: record.details ?? {},
    createdAt: now,
    targetUserId: record.target?.id ?? null,
    targetEmail: record.target?.email ?? null,
    targetReportId: record.targetReportId ?? null,
  });
  em.persist(event);
  return event;
}

/** Newest first; `targetUserId` narrows the trail to one user. */
export function listAuditEvents({ em }: Pick<ServiceDeps, 'em'>, filter: { targetUserId: string | null }, window: PageWindow) {
  const where = filter.targetUserId ? { targetUserId: filter.targetUserId } : {};
  return em.findAndCount(AdminAuditEvent, where, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window });
}
