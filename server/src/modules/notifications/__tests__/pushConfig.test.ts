import { describe, expect, it } from '@jest/globals';
import webpush from 'web-push';
import { ConfigError, isValidVapidSubject, loadConfig } from '../../../config.js';

describe('push settings', () => {
  it('accepts only a real mailto: or https: contact as VAPID_SUBJECT', () => {
    for (const subject of ['mailto:admin@nutri.example.org', 'https://nutri.example.org', 'https://nutri.example.org/contact']) {
      expect({ subject, ok: isValidVapidSubject(subject) }).toEqual({ subject, ok: true });
    }
    for (const subject of [
      'admin@nutri.example.org',
      'mailto:admin@localhost',
      'mailto:admin',
      'http://nutri.example.org',
      'https://localhost',
      'https://nutri.local',
      'mailto:a b@example.org',
    ]) {
      expect({ subject, ok: isValidVapidSubject(subject) }).toEqual({ subject, ok: false });
    }
    expect(() => loadConfig({ VAPID_SUBJECT: 'mailto:me@localhost' })).toThrow(ConfigError);
  });

  it('defaults the subject to the first admin email, and takes VAPID keys only as a valid pair', () => {
    expect(loadConfig({ ADMIN_EMAILS: 'owner@nutri.example.org' }).push.vapidSubject).toBe('mailto:owner@nutri.example.org');
    const keys = webpush.generateVAPIDKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.vapidKeys).toEqual(keys);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow('must be set together');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow('VAPID_PUBLIC_KEY');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'not base64!' })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ REMINDER_SCAN_INTERVAL_SECONDS: '-1' })).toThrow(ConfigError);
  });
});
