import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('finishes every one of a burst of sign-ins while it limits how many run at once', async () => {
    const passwords = Array.from({ length: 9 }, (_, i) => `password number ${i}`);
    const hashes = await Promise.all(passwords.map(hashPassword));
    const results = await Promise.all(
      hashes.flatMap((h, i) => [verifyPassword(h, passwords[i]), verifyPassword(h, `${passwords[i]}!`)]),
    );
    expect(results).toEqual(passwords.flatMap(() => [true, false]));
  });
});
