import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts webhook secrets at rest: AES-256-GCM under a key derived from SECRET_KEY by HKDF-SHA256.
 * `context` (the webhook id) is bound as associated data, so a ciphertext cannot be moved to another row.
 */
export function createSecretBox(secretKey: string) {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secretKey, 'utf8'), 'charla', 'webhook-secret/v1', 32),
  );
  return {
    seal(plaintext: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
    },
    /** Throws when the value was not sealed with this SECRET_KEY and context. */
    open(sealed: string, context: string): string {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown secret format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
