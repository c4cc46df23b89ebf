import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../graphql/errors.js';
import type { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { DataDisclosureAcceptance } from './dataDisclosureAcceptance.entity.js';

/**
 * The version of the disclosure text the web app shows (web/src/features/disclosure/DataDisclosureDialog.tsx carries
 * the same number). Raise both when the text changes: every user is then asked to accept again.
 */
export const DATA_DISCLOSURE_VERSION = 1;

export interface DisclosureDeps {
  em: EntityManager;
  clock: () => Date;
}

export interface DataDisclosureStatus {
  currentVersion: number;
  acceptedVersion: number | null;
  acceptedAt: Date | null;
  isAccepted: boolean;
}

/**
 * The web app reads this with the session on every start, so it is one indexed statement in plain SQL: through the
 * query builder and an entity it took about half of that read's server CPU.
 */
export async function dataDisclosureStatus(deps: Pick<DisclosureDeps, 'em'>, user: Pick<UserRecord, 'id'>): Promise<DataDisclosureStatus> {
  const [latest] = await deps.em.execute<{ version: number; accepted_at: string }[]>(
    'select version, accepted_at from data_disclosure_acceptances where user_id = ? order by version desc limit 1',
    [user.id],
  );
  return {
    currentVersion: DATA_DISCLOSURE_VERSION,
    acceptedVersion: latest?.version ?? null,
    acceptedAt: latest ? new Date(latest.accepted_at) : null,
    isAccepted: latest?.version === DATA_DISCLOSURE_VERSION,
  };
}

/** Records that the viewer accepted this version; accepting it again keeps the first time. */
export async function acceptDataDisclosure(deps: DisclosureDeps, viewer: User, input: { version: number }): Promise<DataDisclosureStatus> {
  if (input.version !== DATA_DISCLOSURE_VERSION) {
    throw badInput('The disclosure has been updated since you opened it. Please read the current version and accept it again.', [
      { field: 'version', message: `The current version is ${DATA_DISCLOSURE_VERSION}` },
    ]);
  }
  await deps.em
    .createQueryBuilder(DataDisclosureAcceptance)
    .insert({ user: viewer.id, version: input.version, acceptedAt: deps.clock() })
    .onConflict(['user_id', 'version'])
    .ignore()
    .execute();
  return dataDisclosureStatus(deps, viewer);
}
