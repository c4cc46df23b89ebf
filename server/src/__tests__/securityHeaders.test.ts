import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../test/testServer.js';

describe('security headers', () => {
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
