import { randomBytes } from 'node:crypto';
import { parseGlobalId } from '../graphql/globalId.js';
import type { TestServer } from './testServer.js';

export const TEST_PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user', domain = 'nutri.dev'): string {
  return `${prefix}.${Date.now()}.${randomBytes(4).toString('hex')}@${domain}`;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** The user's database id: the API answers with global ids, SQL in tests needs the uuid behind one. */
export const databaseIdOf = (user: TestUser): string => parseGlobalId(user.id)!.id;

/** Registers a user through the public REST API, as a client would. */
export async function createUser(server: TestServer, fields: Record<string, unknown> = {}): Promise<TestUser> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const response = await server.rest('POST', '/auth/register', {
    body: { email, password: TEST_PASSWORD, firstName: 'Test', ...fields },
  });
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  const user = response.body.user as { id: string };
  return { id: user.id, email, token: response.body.token as string };
}
