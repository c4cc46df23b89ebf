import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { DATA_DISCLOSURE_VERSION } from '../dataDisclosure.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Status {
  currentVersion: number;
  acceptedVersion: number | null;
  acceptedAt: string | null;
  isAccepted: boolean;
}

const STATUS = 'dataDisclosure { currentVersion acceptedVersion acceptedAt isAccepted }';
const viewerStatus = async (token: string) =>
  (await server.graphql<{ viewer: { user: { dataDisclosure: Status } } }>(`{ viewer { user { ${STATUS} } } }`, {}, token)).data!.viewer.user.dataDisclosure;
const accept = (token: string | undefined, version: number) =>
  server.graphql<{ acceptDataDisclosure: { dataDisclosure: Status; viewer: { id: string } } }>(
    `mutation ($input: AcceptDataDisclosureInput!) { acceptDataDisclosure(input: $input) { ${STATUS} viewer { id } } }`,
    { input: { version } },
    token,
  );

describe('the data disclosure acceptance', () => {
  it('is kept per person on the server, with the time and the version', async () => {
    const first = await createUser(server);
    const second = await createUser(server);
    expect(await viewerStatus(first.token)).toEqual({ currentVersion: DATA_DISCLOSURE_VERSION, acceptedVersion: null, acceptedAt: null, isAccepted: false });

    const before = Date.now();
    const accepted = await accept(first.token, DATA_DISCLOSURE_VERSION);
    expect(accepted.errors).toBeUndefined();
    const status = accepted.data!.acceptDataDisclosure.dataDisclosure;
    expect(status).toMatchObject({ acceptedVersion: DATA_DISCLOSURE_VERSION, isAccepted: true });
    expect(Date.parse(status.acceptedAt!)).toBeGreaterThanOrEqual(before - 1000);

    // A second person (say, on the same browser) has not accepted anything.
    expect((await viewerStatus(second.token)).isAccepted).toBe(false);
    // Signing in again on another device: the acceptance comes with the user.
    const login = await server.graphql<{ login: { user: { dataDisclosure: Status } } }>(
      `mutation ($input: LoginInput!) { login(input: $input) { user { ${STATUS} } } }`,
      { input: { email: first.email, password: TEST_PASSWORD } },
    );
    expect(login.data!.login.user.dataDisclosure).toEqual(status);
  });

  it('keeps the first time when the same version is accepted again', async () => {
    const user = await createUser(server);
    const first = (await accept(user.token, DATA_DISCLOSURE_VERSION)).data!.acceptDataDisclosure.dataDisclosure;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = (await accept(user.token, DATA_DISCLOSURE_VERSION)).data!.acceptDataDisclosure.dataDisclosure;
    expect(again.acceptedAt).toBe(first.acceptedAt);
  });

  it('asks again when the disclosure has a new version, and refuses to record a version that is not current', async () => {
    const user = await createUser(server);
    // An acceptance of an older text, as it stands in the database after the text changed.
    await server.orm.em
      .fork()
      .execute('insert into data_disclosure_acceptances (user_id, version, accepted_at) select id, ?, now() from users where email = ?', [
        DATA_DISCLOSURE_VERSION - 1,
        user.email,
      ]);
    expect(await viewerStatus(user.token)).toMatchObject({ acceptedVersion: DATA_DISCLOSURE_VERSION - 1, isAccepted: false });

    for (const version of [DATA_DISCLOSURE_VERSION - 1, DATA_DISCLOSURE_VERSION + 1]) {
      const stale = await accept(user.token, version);
      expect(stale.status).toBe(200);
      expect(stale.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
      expect(stale.errors![0]!.message).toMatch(/^The disclosure has been updated/);
    }
    expect((await viewerStatus(user.token)).isAccepted).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await accept(undefined, DATA_DISCLOSURE_VERSION);
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
