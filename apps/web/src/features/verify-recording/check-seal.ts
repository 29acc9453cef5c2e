import { canonicalJson, type RecordKey, type SealedManifest } from '@nyaya/shared';

const bytesOfBase64 = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

function derOfPem(pem: string): Uint8Array<ArrayBuffer> {
  return bytesOfBase64(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
}

/** The server's key id: the first 16 hex digits of the SHA-256 of the public key (SPKI, DER). */
async function keyIdOf(spki: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', spki));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the court's published key signed this manifest, checked here in the browser rather than taken on the
 * server's word: the key is the one the manifest names, and its Ed25519 signature holds over the canonical JSON.
 */
export async function sealHolds(sealed: SealedManifest, key: RecordKey): Promise<boolean> {
  const spki = derOfPem(key.publicKeyPem);
  if (sealed.algorithm !== key.algorithm || sealed.keyId !== (await keyIdOf(spki))) return false;
  try {
    const publicKey = await crypto.subtle.importKey('spki', spki, { name: 'Ed25519' }, false, ['verify']);
    const data = new TextEncoder().encode(canonicalJson(sealed.manifest));
    return await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, bytesOfBase64(sealed.signature), data);
  } catch {
    return false;
  }
}
