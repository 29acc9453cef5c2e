import { API_PREFIX, MESSAGES, type RecordKey } from '@nyaya/shared';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDigest } from '../../core/file-digest.ts';
import { loadRecordSigner } from '../../core/record-signer.ts';
import {
  createMediaTestApp,
  sealedDemoRecording,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { sealHolds } from './check-copy.ts';
import { refusal } from '../../test/refusal.ts';

let t: MediaTestApp;
let key: RecordKey;
beforeAll(async () => {
  t = await createMediaTestApp();
  const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/record/key` });
  expect(response.statusCode).toBe(200);
  key = response.json<{ data: RecordKey }>().data;
});
afterAll(() => t.close());

describe('the court record of a recording', () => {
  it('publishes the court’s public key to anyone, signed in or not', () => {
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(key.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('seals a recording made before sealing at the next start: its file’s digest, signed, in its row and beside it', async () => {
    const recording = await sealedDemoRecording(t);
    const { seal, path } = recording;
    const digest = await fileDigest(path);

    expect(seal).toMatchObject({ algorithm: 'Ed25519', keyId: key.keyId });
    expect(seal.manifest).toMatchObject({
      format: 'nyaya-live-recording/1',
      recordingId: recording.id,
      hearingId: recording.hearingId,
      file: recording.file,
      sizeBytes: digest.size,
      sha256: digest.sha256,
      sealedLater: true,
      chunkChainHead: null,
    });
    expect(sealHolds(seal, key.publicKeyPem)).toBe(true);
    expect(JSON.parse(await readFile(`${path}.manifest.json`, 'utf8'))).toEqual(seal);
  });

  it('does not hold for a manifest with one field changed, or under another key', async () => {
    const { seal } = await sealedDemoRecording(t);
    const otherKey = generateKeyPairSync('ed25519')
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();

    expect(
      sealHolds({ ...seal, manifest: { ...seal.manifest, cnr: 'DLND010000999999' } }, key.publicKeyPem),
    ).toBe(false);
    expect(
      sealHolds(
        { ...seal, manifest: { ...seal.manifest, sizeBytes: seal.manifest.sizeBytes + 1 } },
        key.publicKeyPem,
      ),
    ).toBe(false);
    expect(sealHolds(seal, otherKey)).toBe(false);
  });
});

describe('GET /record/recordings/:sha256', () => {
  const lookUp = (digest: string) =>
    t.app.inject({ method: 'GET', url: `${API_PREFIX}/record/recordings/${digest}` });

  it('gives anyone the seal of the recording whose file has that SHA-256, in either case', async () => {
    const { seal, path } = await sealedDemoRecording(t);
    const { sha256 } = await fileDigest(path);

    for (const digest of [sha256, sha256.toUpperCase()]) {
      const found = await lookUp(digest);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ status: true, data: seal });
    }
  });

  it('says plainly that a file with one byte changed is not a recording of these courts', async () => {
    const { path } = await sealedDemoRecording(t);
    const bytes = await readFile(path);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x01, middle);

    const notFound = await lookUp(createHash('sha256').update(bytes).digest('hex'));

    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual(refusal(MESSAGES.notACourtRecording));
  });

  it.each(['xyz', 'a'.repeat(63), `${'a'.repeat(63)}g`])(
    'refuses %s as a digest, naming the field',
    async (digest) => {
      const refused = await lookUp(digest);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(refusal(MESSAGES.recordingDigestInvalid, 'sha256'));
    },
  );
});

describe('the record-signing key', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nyaya-record-key-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is the server’s own outside production, made once in DATA_DIR and the same at every start', async () => {
    const first = await loadRecordSigner({ dataDir, recordSigningKey: undefined });
    const again = await loadRecordSigner({ dataDir, recordSigningKey: undefined });
    expect(again.keyId).toBe(first.keyId);
  });

  it('is the court’s when RECORD_SIGNING_KEY gives one, as a PEM or its path', async () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const path = join(dataDir, 'court-key.pem');
    await writeFile(path, pem);
    const fromPem = await loadRecordSigner({ dataDir, recordSigningKey: pem });
    expect((await loadRecordSigner({ dataDir, recordSigningKey: path })).keyId).toBe(fromPem.keyId);
    expect(fromPem.keyId).not.toBe((await loadRecordSigner({ dataDir, recordSigningKey: undefined })).keyId);
  });

  it('refuses a key that is not Ed25519', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await expect(loadRecordSigner({ dataDir, recordSigningKey: rsa })).rejects.toThrow(
      'RECORD_SIGNING_KEY must be an Ed25519 private key',
    );
  });
});
