import { demoAccount } from '@nyaya/shared';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivalRequests } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { kolkataTimestamp } from '../accesslog/kolkata-time.ts';
import {
  ARCHIVAL_PATH as base,
  PAST,
  PAST_COURT,
  createBody,
  listHearing,
} from '../../test/fixtures/archival.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function pendingRequest(controller: TestClient, requester: 'Individual' | 'Advocate') {
  const body = createBody({ requesterEmail: demoAccount(requester).email });
  return (await controller.post(`${base}/createRequest`, body)).json().data.id as number;
}

describe('the e-mail about a decision', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let controller: TestClient;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url });
    controller = await clientAs(t.app, 'Controller');
    await t.db.delete(archivalRequests);
    await listHearing(controller, PAST);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('reaches the requester on approval, with the hearing, the note and the access-until time', async () => {
    const id = await pendingRequest(controller, 'Individual');
    const response = await controller.put(`${base}/approve/${id}`, {
      accessDays: 7,
      note: 'Certified copy issued',
    });
    expect(response.statusCode).toBe(200);
    const until = kolkataTimestamp(new Date(response.json().data.accessUntil)).slice(0, 16).replace('T', ' ');
    const mail = sink.lastTo(demoAccount('Individual').email);
    expect(mail?.subject).toBe(`Archival request for ${PAST.cnr} approved`);
    expect(mail?.text).toBe(
      [
        'Dear Priya Singh,',
        '',
        `Your archival request #${id} for CNR ${PAST.cnr}, hearing of ${PAST.hearingDate} in ${PAST_COURT.en} has been approved.`,
        'Note: Certified copy issued',
        `You can watch the recording until ${until} IST.`,
      ].join('\n'),
    );
  });

  it('reaches the requester on rejection, with the reason and no access time', async () => {
    const id = await pendingRequest(controller, 'Advocate');
    await controller.put(`${base}/reject/${id}`, { note: 'The hearing was held in camera.' });
    const mail = sink.lastTo(demoAccount('Advocate').email);
    expect(mail?.subject).toBe(`Archival request for ${PAST.cnr} rejected`);
    expect(mail?.text).toContain(
      `#${id} for CNR ${PAST.cnr}, hearing of ${PAST.hearingDate} in ${PAST_COURT.en} has been rejected.`,
    );
    expect(mail?.text).toContain('Note: The hearing was held in camera.');
    expect(mail?.text).not.toContain('until');
  });
});

describe('a decision whose e-mail cannot be sent', () => {
  it('still stands (200), the failure only logged', async () => {
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const controller = await clientAs(t.app, 'Controller');
      await t.db.delete(archivalRequests);
      await listHearing(controller, PAST);
      const id = await pendingRequest(controller, 'Individual');
      const response = await controller.put(`${base}/approve/${id}`, { accessDays: 7 });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe('Approved');
      const [row] = await t.db.select().from(archivalRequests);
      expect(row?.status).toBe('Approved');
    } finally {
      await t.close();
    }
  });
});
