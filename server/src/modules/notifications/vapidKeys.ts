import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import type { PushConfig } from '../../config.js';
import { InstallationSecret } from '../bloodwork/installationSecret.entity.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid_keys';

// The keys never change once created, so each process reads them once.
let cached: Promise<VapidKeys> | null = null;

async function loadOrCreate(em: EntityManager): Promise<VapidKeys> {
  // Processes starting together may both generate a pair; the primary key lets exactly one be stored and all read it.
  await em.execute('insert into installation_secrets (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing', [
    SECRET_NAME,
    JSON.stringify(webpush.generateVAPIDKeys()),
  ]);
  const secret = await em.fork().findOneOrFail(InstallationSecret, { name: SECRET_NAME });
  return JSON.parse(secret.value) as VapidKeys;
}

/** The installation's VAPID keys: from the environment, or generated once and kept in PostgreSQL. */
export function vapidKeys(em: EntityManager, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidKeys) return Promise.resolve(config.vapidKeys);
  cached ??= loadOrCreate(em).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
