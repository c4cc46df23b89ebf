import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../config.js';

const challengeLimits = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).social.challenges;

describe('challenge settings', () => {
  it('default to 10 challenges a day, 20 friends, 60 days, starting 6 days back to 30 ahead', () => {
    expect(challengeLimits({})).toEqual({ perDay: 10, maxFriends: 20, maxDays: 60, maxDaysBack: 6, maxDaysAhead: 30 });
  });

  it('read SOCIAL_CHALLENGE_* from the environment', () => {
    expect(
      challengeLimits({
        SOCIAL_CHALLENGES_PER_DAY: '3',
        SOCIAL_CHALLENGE_MAX_FRIENDS: '50',
        SOCIAL_CHALLENGE_MAX_DAYS: '90',
        SOCIAL_CHALLENGE_MAX_DAYS_BACK: '13',
        SOCIAL_CHALLENGE_MAX_DAYS_AHEAD: '0',
      }),
    ).toEqual({ perDay: 3, maxFriends: 50, maxDays: 90, maxDaysBack: 13, maxDaysAhead: 0 });
    // A short maximum length pulls the default start-back window in with it.
    expect(challengeLimits({ SOCIAL_CHALLENGE_MAX_DAYS: '3' })).toMatchObject({ maxDays: 3, maxDaysBack: 2 });
  });

  it('refuse to start with a value out of range, naming the variable', () => {
    for (const [name, value] of [
      ['SOCIAL_CHALLENGES_PER_DAY', '0'],
      ['SOCIAL_CHALLENGE_MAX_FRIENDS', '101'],
      ['SOCIAL_CHALLENGE_MAX_FRIENDS', 'ten'],
      ['SOCIAL_CHALLENGE_MAX_DAYS', '0'],
      ['SOCIAL_CHALLENGE_MAX_DAYS', '1.5'],
      ['SOCIAL_CHALLENGE_MAX_DAYS_BACK', '60'],
      ['SOCIAL_CHALLENGE_MAX_DAYS_BACK', '-1'],
      ['SOCIAL_CHALLENGE_MAX_DAYS_AHEAD', '400'],
    ] as const) {
      expect(() => challengeLimits({ [name]: value })).toThrow(ConfigError);
      expect(() => challengeLimits({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
    }
  });
});
