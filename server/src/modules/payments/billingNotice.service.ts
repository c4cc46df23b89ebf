import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { notFound } from '../../graphql/errors.js';
import type { User } from '../users/user.entity.js';
import { BillingNotice } from './billingRecords.entity.js';

export function listOpenNotices(em: EntityManager, viewer: User, window: PageWindow): Promise<[BillingNotice[], number]> {
  return em.findAndCount(
    BillingNotice,
    { user: viewer.id, dismissedAt: null },
    { orderBy: { createdAt: 'desc', id: 'desc' }, offset: window.offset, limit: window.limit },
  );
}

export async function dismissNotice(em: EntityManager, viewer: User, noticeId: string, at: Date): Promise<string> {
  const notice = await em.findOne(BillingNotice, { id: noticeId, user: viewer.id });
  if (!notice) throw notFound('Notice');
  notice.dismissedAt ??= at;
  await em.flush();
  return notice.id;
}
