import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.ts';

/** What signs the court's records: its key's id and public half (published), and the signing itself. */
export type RecordSigner = {
  /** The first 16 hex digits of the SHA-256 of the public key (SPKI, DER): which key signed a manifest. */
  keyId: string;
  publicKeyPem: string;
  /** An Ed25519 signature of the bytes, base64. */
  sign: (data: Uint8Array) => string;
};

/** The server's own key outside production (where RECORD_SIGNING_KEY is required), made on first start. */
const OWN_KEY_FILE = 'record-signing-key.pem';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function ownKeyPem(dataDir: string): Promise<string> {
  const path = join(dataDir, OWN_KEY_FILE);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(path, pem, { flag: 'wx', mode: 0o600 });
    return pem;
  } catch (error) {
    // Another process of this DATA_DIR made it first: theirs is the key.
    if (errorCode(error) === 'EEXIST') return readFile(path, 'utf8');
    throw error;
  }
}

async function keyPem({ recordSigningKey, dataDir }: Pick<Config, 'recordSigningKey' | 'dataDir'>) {
  if (!recordSigningKey) return ownKeyPem(dataDir);
  return recordSigningKey.trimStart().startsWith('-----BEGIN')
    ? recordSigningKey
    : readFile(recordSigningKey, 'utf8');
}

/** A public key's id: the first 16 hex digits of the SHA-256 of the key (SPKI, DER). */
export function keyIdOf(publicKey: KeyObject | string): string {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  const der = key.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

/**
 * The court's public key as this installation has it (RECORD_SIGNING_KEY, else the server's own key in DATA_DIR),
 * without making one; undefined when there is none.
 */
export async function installedRecordKeyPem(
  config: Pick<Config, 'recordSigningKey' | 'dataDir'>,
): Promise<string | undefined> {
  try {
    const pem = config.recordSigningKey
      ? await keyPem(config)
      : await readFile(join(config.dataDir, OWN_KEY_FILE), 'utf8');
    return createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'pem' }).toString();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

export async function loadRecordSigner(
  config: Pick<Config, 'recordSigningKey' | 'dataDir'>,
): Promise<RecordSigner> {
  const key = createPrivateKey(await keyPem(config));
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('RECORD_SIGNING_KEY must be an Ed25519 private key');
  const publicKey = createPublicKey(key);
  return {
    keyId: keyIdOf(publicKey),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (data) => sign(null, data, key).toString('base64'),
  };
}
