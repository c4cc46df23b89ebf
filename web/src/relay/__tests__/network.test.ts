import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL, SESSION_CHECK } from '../network';
import { multipartBody } from '../multipartRequest';

const persisted = { id: 'a'.repeat(64), text: null, name: 'FoodLogDayQuery', operationKind: 'query', metadata: {}, cacheID: 'x' } as RequestParameters;
const unpersisted = { id: null, text: 'query Q { __typename }', name: 'Q', operationKind: 'query', metadata: {}, cacheID: 'y' } as RequestParameters;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function captureFetch(): () => Record<string, unknown> {
  const mock = jest.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return () => JSON.parse(String(mock.mock.calls[0]![1].body)) as Record<string, unknown>;
}

describe('the network layer', () => {
  it('sends a persisted operation by its id, never its text', async () => {
    const sentBody = captureFetch();
    await fetchGraphQL(persisted, { date: '2026-01-15' });
    expect(sentBody()).toEqual({ doc_id: persisted.id, operationName: 'FoodLogDayQuery', variables: { date: '2026-01-15' } });
  });

  it('sends the text of an operation compiled without an id', async () => {
    const sentBody = captureFetch();
    await fetchGraphQL(unpersisted, {});
    expect(sentBody()).toEqual({ query: unpersisted.text, operationName: 'Q', variables: {} });
  });

  it('tells a refused session (401 without a GraphQL body) from a server failure', async () => {
    globalThis.fetch = (async () => new Response('Unauthorized', { status: 401 })) as typeof fetch;
    await expect(fetchGraphQL(unpersisted, {}, { metadata: { [SESSION_CHECK]: true } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    globalThis.fetch = (async () => new Response('Bad gateway', { status: 502 })) as typeof fetch;
    await expect(fetchGraphQL(unpersisted, {}, { metadata: { [SESSION_CHECK]: true } })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('names a persisted operation by id in a file upload too', () => {
    const form = multipartBody({ doc_id: persisted.id!, operationName: 'Upload' }, { input: { file: null } }, { 'input.file': new Blob(['x']) });
    expect(JSON.parse(String(form.get('operations')))).toEqual({ doc_id: persisted.id, operationName: 'Upload', variables: { input: { file: null } } });
  });
});
