import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;
/** Fixed, so the same secret gives the same key on every instance and after every restart. */
const SALT = 'nyaya-live/stream-keys/v1';

/** Encrypts stream keys for storage and reads them back; made once at start from STREAM_KEY_SECRET. */
export type KeyCipher = {
  encrypt: (plain: string) => string;
  /** The plain key, or undefined when the value was not written with this secret or has been altered. */
  decrypt: (stored: string) => string | undefined;
};

/**
 * Each secret's key, derived once per process: scrypt is slow on purpose (about 35 ms of CPU), and a process that
 * builds many apps (the server suites build hundreds) would otherwise pay it for every one.
 */
const derivedKeys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = scryptSync(secret, SALT, KEY_BYTES);
    derivedKeys.set(secret, key);
  }
  return key;
}

/** AES-256-GCM with a random 12-byte IV per value, stored as "v1:iv:tag:ciphertext" (each part base64). */
export function createKeyCipher(secret: string): KeyCipher {
  const key = keyOf(secret);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64'));
      return [VERSION, ...parts].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) return;
      if (rest.length > 0) return;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        // A wrong secret or an altered value fails GCM's authentication: the key is unreadable, not a crash.
        return undefined;
      }
    },
  };
}
