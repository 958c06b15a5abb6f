import { describe, expect, it } from 'vitest';
import { createSecretBox, parseEncryptionKey } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('seals so that the plain text is nowhere in the stored value, and opens it again', () => {
    const sealed = box.seal('consumer-secret-123');
    expect(sealed).not.toContain('consumer-secret-123');
    expect(sealed).not.toBe(box.seal('consumer-secret-123'));
    expect(box.open(sealed)).toBe('consumer-secret-123');
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('passkey');
    const [v, iv, tag, body] = sealed.split('.');
    // One bit of the ciphertext changed (on the bytes: a base64 character may differ only in padding bits).
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] ^= 1;
    const flipped = `${v}.${iv}.${tag}.${bytes.toString('base64url')}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });

  it('reads APP_ENCRYPTION_KEY as 64 hex characters or 32 bytes of base64', () => {
    expect(parseEncryptionKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseEncryptionKey(Buffer.alloc(32, 9).toString('base64'))?.length).toBe(32);
    expect(parseEncryptionKey(Buffer.alloc(32, 9).toString('base64url'))?.length).toBe(32);
    expect(parseEncryptionKey('too-short')).toBeNull();
  });
});
