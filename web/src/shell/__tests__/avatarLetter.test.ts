import { describe, expect, it } from '@jest/globals';
import { avatarLetter } from '../AvatarMenu';

describe('avatarLetter', () => {
  it('is the first letter of the first name, or U', () => {
    expect(avatarLetter('jane')).toBe('J');
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter('  ')).toBe('U');
    expect(avatarLetter(null)).toBe('U');
  });
});
