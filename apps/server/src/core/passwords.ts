import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A staff account that has not set its password yet (null hash) fails like a wrong password, in the same time. */
export function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash ? verify(passwordHash, password) : verifyAgainstDummy(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so an unknown user id cannot be told from a wrong password
 * by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verify(await dummyHash, password);
  return false;
}
