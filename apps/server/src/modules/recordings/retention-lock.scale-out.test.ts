import { eq } from 'drizzle-orm';
import { access } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherInstanceOf } from '../../test/other-instance.ts';
import { recordings } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import {
  addRecording,
  createMediaTestApp,
  daysAgo,
  listPastHearing,
  type MediaTestApp,
} from '../../test/fixtures/recordings.ts';
import { RETENTION_LOCK_KEY, runRetention, type RetentionLog } from './retention.ts';

/** Another instance on the same PostgreSQL holding the retention lock (PGlite has no other sessions). */
let t: MediaTestApp;
let controller: TestClient;
const log: RetentionLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createMediaTestApp();
  controller = await clientAs(t.app, 'Controller');
});
afterAll(() => t.close());

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function stateOf(id: number) {
  const [row] = await t.db.select().from(recordings).where(eq(recordings.id, id));
  return row?.state;
}

describe('the retention job on several instances', () => {
  it('skips while another instance holds the lock, and runs once it is released', async () => {
    const hearing = await listPastHearing(t, controller, { cnr: 'DLNW010000912024', daysAgo: 200 });
    const due = await addRecording(t, { hearingId: hearing.id, recordedAt: daysAgo(200) });
    const other = await otherInstanceOf(t.db);
    try {
      await other.query('select pg_advisory_lock($1)', [RETENTION_LOCK_KEY]);
      expect(await runRetention(t.db, { mediaDir: t.mediaDir, log })).toEqual({ skipped: true });
      expect(await stateOf(due.id)).toBe('available');
      expect(await exists(due.path)).toBe(true);
      await other.query('select pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
      expect(await runRetention(t.db, { mediaDir: t.mediaDir, log })).toMatchObject({ expired: 1 });
      expect(await stateOf(due.id)).toBe('expired');
    } finally {
      await other.end();
    }
  });
});
