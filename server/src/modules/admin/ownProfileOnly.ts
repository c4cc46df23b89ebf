import type { MiddlewareFn } from 'type-graphql';
import type { Context } from '../../context.js';
import type { UserRecord } from '../users/userRecord.js';

// Body measurements are health data: only the user themself reads them. Admins reach other users' User objects
// (user lists, reports) for account data only, so the body profile fields resolve to null for another signed-in user.
// Sign-in and registration answers have no viewer yet; the only user they carry is the one signing in.
export const ownProfileOnly: MiddlewareFn<Context> = async ({ root, context }, next) =>
  context.viewerRecord && context.viewerRecord.id !== (root as UserRecord).id ? null : next();
