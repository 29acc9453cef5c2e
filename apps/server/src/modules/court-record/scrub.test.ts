import { DAY_MS, demoAccount, type SystemHealth } from '@nyaya/shared';
import { eq, isNull } from 'drizzle-orm';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../core/db/schema/index.ts';
import { fileDigest } from '../../core/file-digest.ts';
import { createNotifier } from '../../core/notifications/notifier.ts';
import { listOutbox } from '../../core/notifications/outbox.ts';
import { clientAs } from '../../test/client.ts';
import {
  createMediaTestApp,
  sealedDemoRecording,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { runRetention } from '../recordings/index.ts';
import { FILE_MISSING, scrubNext, type ScrubDeps } from './scrub.ts';

let t: MediaTestApp;
let deps: ScrubDeps;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createMediaTestApp();
  deps = {
    db: t.db,
    mediaDir: t.mediaDir,
    notifier: createNotifier({ config: t.config, db: t.db, log: t.app.log }),
    log,
    bytesPerSecond: 1e9,
    everyDays: 7,
  };
});
afterAll(() => t.close());

const superAdminMail = () => listOutbox(t.db, { to: demoAccount('SuperAdmin').email, limit: 20 });

async function flipByteOf(path: string) {
  const bytes = await readFile(path);
  bytes.writeUInt8(bytes.readUInt8(1000) ^ 0x01, 1000);
  await writeFile(path, bytes);
}

const madeDue = (id: number) =>
  t.db
    .update(recordings)
    .set({ checkedAt: new Date(Date.now() - 8 * DAY_MS) })
    .where(eq(recordings.id, id));

const systemHealth = async () =>
  (await (await clientAs(t.app, 'SuperAdmin')).get('/master/systemHealth')).json<{ data: SystemHealth }>()
    .data;

describe('the media scrub', () => {
  it('reads each sealed recording back, the never-checked first, and finds it matching', async () => {
    const recording = await sealedDemoRecording(t);
    // The start seals the demo's recordings one by one: every one, before the scrub walks them.
    await expect.poll(() => t.db.$count(recordings, isNull(recordings.seal))).toBe(0);
    while (await scrubNext(deps)) {
      // every recording due, one after another
    }
    const [checked] = await t.db.select().from(recordings).where(eq(recordings.id, recording.id));
    expect(checked?.checkedAt).toBeInstanceOf(Date);
    expect(checked?.damage).toBeNull();
    expect(await scrubNext(deps)).toBe(false);
    const { mediaScrub } = await systemHealth();
    expect(mediaScrub).toMatchObject({ damaged: [] });
    expect(mediaScrub.checkedRecently).toBe(mediaScrub.recordings);
  });

  it('finds one byte changed on the disk, keeps it, shows it on System Health and mails the SuperAdmins once', async () => {
    const recording = await sealedDemoRecording(t);
    const mailsBefore = (await superAdminMail()).length;
    await flipByteOf(recording.path);
    await madeDue(recording.id);

    expect(await scrubNext(deps)).toBe(true);
    const { sha256 } = await fileDigest(recording.path);
    const [found] = await t.db.select().from(recordings).where(eq(recordings.id, recording.id));
    expect(found?.damage).toBe(`its SHA-256 is ${sha256}, sealed as ${recording.sha256}`);
    const { mediaScrub } = await systemHealth();
    expect(mediaScrub.damaged).toEqual([
      expect.objectContaining({ recordingId: recording.id, file: recording.file, damage: found?.damage }),
    ]);
    const mails = await superAdminMail();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.subject).toContain('no longer matches its seal');
    expect(mails[0]?.text).toContain(recording.file);

    // The same damage found again is not mailed again.
    await madeDue(recording.id);
    await scrubNext(deps);
    expect(await superAdminMail()).toHaveLength(mailsBefore + 1);
    await flipByteOf(recording.path);
  });

  it('finds a file gone', async () => {
    const recording = await sealedDemoRecording(t);
    await rename(recording.path, `${recording.path}.away`);
    await madeDue(recording.id);
    await scrubNext(deps);
    const [found] = await t.db.select().from(recordings).where(eq(recordings.id, recording.id));
    expect(found?.damage).toBe(FILE_MISSING);
    await rename(`${recording.path}.away`, recording.path);
    await madeDue(recording.id);
    await scrubNext(deps);
    expect(
      (await t.db.select().from(recordings).where(eq(recordings.id, recording.id)))[0]?.damage,
    ).toBeNull();
  });

  it('reads no faster than its rate', async () => {
    const { path, sizeBytes } = await sealedDemoRecording(t);
    const started = performance.now();
    await fileDigest(path, { bytesPerSecond: sizeBytes * 2 });
    // Half a second at least for the file at twice its size a second (a busy machine only takes longer).
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });
});

describe('retention’s move to the archive', () => {
  it('reads the file back before and after, and keeps and mails what it found', async () => {
    const recording = await sealedDemoRecording(t);
    const mailsBefore = (await superAdminMail()).length;
    await flipByteOf(recording.path);

    const run = await runRetention(t.db, {
      mediaDir: t.mediaDir,
      log,
      notifier: deps.notifier,
      now: new Date(Date.now() + 10_000 * DAY_MS),
    });

    expect(run).toMatchObject({ skipped: false });
    const [moved] = await t.db.select().from(recordings).where(eq(recordings.id, recording.id));
    expect(moved?.state).toBe('expired');
    expect(moved?.damage).toMatch(/^before its move to the archive, its SHA-256 is [0-9a-f]{64}, sealed as/);
    expect(await superAdminMail()).toHaveLength(mailsBefore + 1);
  });
});
