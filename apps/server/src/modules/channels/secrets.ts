import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Channel secrets (tokens, webhook URLs) are stored as AES-256-GCM ciphertext. The key is derived
 * with HKDF from CHANNEL_SECRET_KEY (or the auth secret), so the configured string itself never
 * encrypts anything and other uses of it cannot collide with this one.
 */
export function createSecretBox(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tocsin', 'channel-secrets', 32));
  return {
    seal(plain: Record<string, unknown>): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
    },
    open(sealed: string): Record<string, unknown> {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('Unreadable channel secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(plain) as Record<string, unknown>;
    },
  };
}

function encode(part: string | Buffer) {
  return typeof part === 'string' ? part : part.toString('base64url');
}

export type SecretBox = ReturnType<typeof createSecretBox>;
