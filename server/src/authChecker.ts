import type { AuthChecker } from 'type-graphql';
import { Role } from './modules/users/user.enums.js';
import type { Context } from './context.js';
import { forbidden, unauthenticated } from './graphql/errors.js';

/** `@Authorized()` needs a signed-in user; `@Authorized('admin')` an admin. Throws so the client gets the right code. */
export const authChecker: AuthChecker<Context, string> = ({ context }, roles) => {
  if (!context.viewerRecord) throw unauthenticated();
  if (roles.includes(Role.admin) && context.viewerRecord.role !== Role.admin) throw forbidden();
  return true;
};
