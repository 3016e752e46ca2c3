import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets the server must use again (a forge token), kept encrypted at rest: AES-256-GCM with a key
// from the environment, so a copy of the database or a backup holds no secret in clear.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url; a new random IV each time. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret back; throws when the key is not the one it was sealed with or it was changed. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
    throw new Error('not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
