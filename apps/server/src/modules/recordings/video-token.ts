import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed video address grants: one recording, to one user, until a time (epoch seconds). */
export type VideoGrant = { recordingId: number; userId: string; expiresAt: Date };

type Payload = { r: number; u: string; e: number };

/** The address's shape: base64url payload, a dot, and the base64url HMAC-SHA256 (43 characters). */
export const VIDEO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/;

function signatureOf(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signVideoToken(grant: VideoGrant, secret: string): string {
  const payload: Payload = {
    r: grant.recordingId,
    u: grant.userId,
    e: Math.floor(grant.expiresAt.getTime() / 1000),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${signatureOf(encoded, secret).toString('base64url')}`;
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const { r, u, e } = value as Record<string, unknown>;
  return Number.isSafeInteger(r) && typeof u === 'string' && Number.isSafeInteger(e);
}

/** The grant of a token this server signed, or undefined when the signature does not match. */
export function verifyVideoToken(token: string, secret: string): VideoGrant | undefined {
  const [encoded = '', signature = ''] = token.split('.');
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(encoded, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPayload(payload)) return undefined;
  return { recordingId: payload.r, userId: payload.u, expiresAt: new Date(payload.e * 1000) };
}
