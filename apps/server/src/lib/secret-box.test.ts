import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.js';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and holds nothing of it in clear', () => {
    const sealed = sealSecret(key, 'ghp_secret-token');
    expect(sealed).not.toContain('ghp_secret');
    expect(openSecret(key, sealed)).toBe('ghp_secret-token');
    expect(sealSecret(key, 'ghp_secret-token')).not.toBe(sealed);
  });

  it('refuses another key and a changed ciphertext', () => {
    const sealed = sealSecret(key, 'token');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tokeN').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
    expect(() => openSecret(key, 'token')).toThrow('not a sealed secret');
  });
});
