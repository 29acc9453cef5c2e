import { RECORDING_MANIFEST_FORMAT, canonicalJson, type SealedManifest } from '@nyaya/shared';
import { createPublicKey, verify } from 'node:crypto';
import { fileDigest } from '../../core/file-digest.ts';
import { keyIdOf } from '../../core/record-signer.ts';

/** Whether this public key signed the manifest: the key the seal names, and an Ed25519 signature that holds. */
export function sealHolds(sealed: SealedManifest, publicKeyPem: string): boolean {
  if (sealed.keyId !== keyIdOf(publicKeyPem)) return false;
  return verify(
    null,
    Buffer.from(canonicalJson(sealed.manifest)),
    createPublicKey(publicKeyPem),
    Buffer.from(sealed.signature, 'base64'),
  );
}

export type CopyCheck = {
  what: 'manifest' | 'signature' | 'size' | 'sha256';
  holds: boolean;
  detail: string;
};

/** Checks a copy of a recording against its sealed manifest and the court's public key, each point on its own. */
export async function checkCopy(
  file: string,
  sealed: SealedManifest,
  publicKeyPem: string,
): Promise<CopyCheck[]> {
  const { manifest } = sealed;
  const digest = await fileDigest(file);
  return [
    {
      what: 'manifest',
      holds: manifest?.format === RECORDING_MANIFEST_FORMAT,
      detail: `${manifest?.format ?? 'no format'} (expected ${RECORDING_MANIFEST_FORMAT})`,
    },
    {
      what: 'signature',
      holds: sealHolds(sealed, publicKeyPem),
      detail: `signed by key ${sealed.keyId}; the key given is ${keyIdOf(publicKeyPem)}`,
    },
    {
      what: 'size',
      holds: digest.size === manifest.sizeBytes,
      detail: `${digest.size} bytes; the manifest says ${manifest.sizeBytes}`,
    },
    {
      what: 'sha256',
      holds: digest.sha256 === manifest.sha256,
      detail: `${digest.sha256}; the manifest says ${manifest.sha256}`,
    },
  ];
}
