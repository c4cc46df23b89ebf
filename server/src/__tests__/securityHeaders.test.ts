import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fixedSecurityHeaders } from '../app.js';
import { startTestServer, type TestServer } from '../test/testServer.js';

async function headersFrom(app: express.Express): Promise<Record<string, string>> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    return headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('are what helmet itself sends, worked out once instead of per response', async () => {
    const options = { contentSecurityPolicy: { directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] } } };
    const withHelmet = express().use(helmet(options));
    const withFixed = express().use(fixedSecurityHeaders(helmet(options)));
    for (const app of [withHelmet, withFixed]) app.get('/', (_request, response) => void response.json({ ok: true }));
    const expected = await headersFrom(withHelmet);
    expect(expected['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(await headersFrom(withFixed)).toEqual(expected);
  });

  it('rejects a policy helmet would reject, at start', () => {
    expect(() => fixedSecurityHeaders(helmet({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", 'self'] } } }))).toThrow(/self/);
  });

  describe('on the app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it('go out on API answers, with no X-Powered-By', async () => {
      for (const response of [await fetch(`${server.url}/api/auth/me`), await fetch(`${server.url}/graphql`, { method: 'POST' })]) {
        const headers = response.headers;
        expect(headers.get('content-security-policy')).toMatch(/default-src 'self'.*style-src 'self' 'unsafe-inline'.*worker-src 'self' blob:/);
        expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(headers.get('referrer-policy')).toBe('no-referrer');
        expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(headers.get('x-xss-protection')).toBe('0');
        expect(headers.get('x-powered-by')).toBeNull();
        expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(headers.get('cache-control')).toBe('no-store');
      }
    });
  });
});
