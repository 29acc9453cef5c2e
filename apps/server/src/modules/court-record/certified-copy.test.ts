import { MESSAGES, type RecordKey, type SealedManifest } from '@nyaya/shared';
import { and, desc, eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { accessLog } from '../../core/db/schema/index.ts';
import { fileDigest } from '../../core/file-digest.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import {
  createMediaTestApp,
  listPastHearing,
  sealedDemoRecording,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { refusal } from '../../test/refusal.ts';
import { verifyRecordingCommand } from '../../test/server-commands.ts';

let t: MediaTestApp;
let judge: TestClient;
let controller: TestClient;
let key: RecordKey;
let folder: string;

beforeAll(async () => {
  t = await createMediaTestApp();
  [judge, controller] = await Promise.all([clientAs(t.app, 'Judge'), clientAs(t.app, 'Controller')]);
  key = (await judge.get('/record/key')).json<{ data: RecordKey }>().data;
  folder = await mkdtemp(join(tmpdir(), 'nyaya-certified-copy-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t.close();
});

const copyPath = (hearingId: number | string) => `/record/hearings/${hearingId}/certified-copy`;

/** Every file of a ZIP, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        for await (const part of stream) parts.push(part as Buffer);
        files.set(entry.fileName, Buffer.concat(parts));
        zip.readEntry();
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

describe('a hearing’s certified copy', () => {
  it('gives a Judge the master recording, its signed manifest, the court’s key and how to check them; logged', async () => {
    const recording = await sealedDemoRecording(t);
    const { cnr, hearingDate } = recording.seal.manifest;

    const response = await judge.get(copyPath(recording.hearingId));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certified-copy-${cnr}-${hearingDate}.zip"`,
    );
    const files = await unzip(response.rawPayload);
    const name = `${cnr}-${hearingDate}-recording-${recording.id}.mp4`;
    expect([...files.keys()].sort()).toEqual(
      [name, `${name}.manifest.json`, 'court-record-key.pem', 'README.txt'].sort(),
    );
    const mp4 = join(folder, name);
    await writeFile(mp4, files.get(name) ?? '');
    expect(await fileDigest(mp4)).toEqual({ size: recording.sizeBytes, sha256: recording.sha256 });
    expect(JSON.parse(String(files.get(`${name}.manifest.json`)))).toEqual(recording.seal);
    expect(String(files.get('court-record-key.pem'))).toBe(key.publicKeyPem);
    expect(String(files.get('README.txt'))).toContain(`${t.config.publicUrl}/verify-recording`);

    const [logged] = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.event, 'certified_copy_downloaded'), eq(accessLog.target, cnr)))
      .orderBy(desc(accessLog.id))
      .limit(1);
    expect(logged).toMatchObject({ role: 'Judge', detail: hearingDate });
  });

  it('is a Controller’s to download too', async () => {
    const recording = await sealedDemoRecording(t);
    expect((await controller.get(copyPath(recording.hearingId))).statusCode).toBe(200);
  });

  it('says why there is none: an unknown hearing, a hearing not recorded, a malformed id; nothing logged', async () => {
    const before = await t.db.$count(accessLog, eq(accessLog.event, 'certified_copy_downloaded'));
    const unrecorded = await listPastHearing(t, controller, { cnr: 'DLNW010000612024', daysAgo: 3 });

    const unknown = await judge.get(copyPath(987654));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal(MESSAGES.hearingNotFound));
    const none = await judge.get(copyPath(unrecorded.id));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(refusal(MESSAGES.recordingNotAvailable));
    const malformed = await judge.get(copyPath('twelve'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: false, field: 'hearingId' });

    expect(await t.db.$count(accessLog, eq(accessLog.event, 'certified_copy_downloaded'))).toBe(before);
  });
});

describe('npm run verify-recording', () => {
  /** The certified copy's recording and manifest and the court's key, as files someone was given. */
  async function copyOnDisk() {
    const recording = await sealedDemoRecording(t);
    const files = await unzip((await judge.get(copyPath(recording.hearingId))).rawPayload);
    const paths = new Map<string, string>();
    for (const [name, bytes] of files) {
      paths.set(name, join(folder, name));
      await writeFile(join(folder, name), bytes);
    }
    const mp4 = [...paths.keys()].find((name) => name.endsWith('.mp4')) ?? '';
    return {
      mp4: join(folder, mp4),
      manifest: join(folder, `${mp4}.manifest.json`),
      keyFile: join(folder, 'court-record-key.pem'),
      seal: recording.seal,
    };
  }
  const env = () => ({ DATA_DIR: t.config.dataDir, MEDIA_DIR: t.mediaDir });

  it('says a true copy is the court’s recording, with the published key or this installation’s', async () => {
    const { mp4, manifest, keyFile, seal } = await copyOnDisk();

    const withKey = await verifyRecordingCommand(env(), mp4, manifest, '--key', keyFile);
    expect(withKey.code, withKey.said).toBe(0);
    expect(withKey.said).toContain(`is the court's recording of ${seal.manifest.cnr}`);
    // The manifest beside the file, and the installation's own key.
    const installed = await verifyRecordingCommand(env(), mp4);
    expect(installed.code, installed.said).toBe(0);
  });

  it('names what fails: one byte of the file changed, a field of the manifest changed, another key', async () => {
    const { mp4, manifest, keyFile, seal } = await copyOnDisk();
    const bytes = await readFile(mp4);
    const last = bytes.length - 1;
    bytes.writeUInt8(bytes.readUInt8(last) ^ 0x80, last);
    const changedMp4 = join(folder, 'changed.mp4');
    await writeFile(changedMp4, bytes);
    const changedManifest = join(folder, 'changed.manifest.json');
    const edited: SealedManifest = { ...seal, manifest: { ...seal.manifest, caseNumber: 'CS/1/2000' } };
    await writeFile(changedManifest, JSON.stringify(edited));
    const otherKey = join(folder, 'other.pem');
    await writeFile(
      otherKey,
      generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    );

    const oneByte = await verifyRecordingCommand(env(), changedMp4, manifest, '--key', keyFile);
    expect(oneByte.code).toBe(1);
    expect(oneByte.said).toMatch(/^FAIL sha256: /m);
    expect(oneByte.said).toMatch(/^ok {3}signature: /m);
    expect(oneByte.said).toContain("does not match the court's record");
    const field = await verifyRecordingCommand(env(), mp4, changedManifest, '--key', keyFile);
    expect(field.code).toBe(1);
    expect(field.said).toMatch(/^FAIL signature: /m);
    const anotherKey = await verifyRecordingCommand(env(), mp4, manifest, '--key', otherKey);
    expect(anotherKey.code).toBe(1);
    expect(anotherKey.said).toMatch(/^FAIL signature: /m);
  });

  it('explains its use, a manifest it cannot read and a missing key, without a verdict', async () => {
    const { mp4 } = await copyOnDisk();
    const noArguments = await verifyRecordingCommand(env());
    expect(noArguments).toMatchObject({
      code: 2,
      said: expect.stringContaining('Usage: verify-recording FILE'),
    });
    const noManifest = await verifyRecordingCommand(env(), mp4, join(folder, 'missing.json'));
    expect(noManifest.code).toBe(2);
    expect(noManifest.said).toContain('not a readable manifest');
    const notAManifest = join(folder, 'not-a-manifest.json');
    await writeFile(notAManifest, JSON.stringify({ court: 'a court', signature: 42 }));
    const wrongShape = await verifyRecordingCommand(env(), mp4, notAManifest);
    expect(wrongShape).toEqual({
      code: 2,
      said: `${notAManifest}: not a readable manifest (no manifest, key id and signature)\n`,
    });
    const emptyDataDir = await mkdtemp(join(tmpdir(), 'nyaya-no-key-'));
    const noKey = await verifyRecordingCommand({ DATA_DIR: emptyDataDir }, mp4);
    expect(noKey.code).toBe(2);
    expect(noKey.said).toContain('give the court');
    await rm(emptyDataDir, { recursive: true });
  });
});
