import { courtDate } from '@nyaya/shared';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_SERVER_URL, onPostgresServer } from '../lib.ts';

/** The complex new court rooms belong to (Tis Hazari, the demo Judge's). */
const BENCH_COMPLEX = 'DLCT01';

export type SoakDatabase = { url: string; client: pg.Client; drop: () => Promise<void> };

/** A database of its own for this run, and a connection to it; drop() closes and removes it. */
export async function createSoakDatabase(): Promise<SoakDatabase> {
  const name = `nyaya_soak_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  const drop = () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.connect().catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return {
    url: url.toString(),
    client,
    drop: async () => {
      await client.end().catch(() => undefined);
      await drop();
    },
  };
}

/**
 * What a streamable hearing today in each room needs, after the server migrated and seeded: the streaming room
 * (the seed has Room1..3), a court room of Tis Hazari it streams, and a cause-list entry of today with no
 * streaming exclusion. Returns each room's hearing id.
 */
export async function addBenchHearings(client: pg.Client, rooms: string[]): Promise<Map<string, number>> {
  const complexId = (
    await client.query<{ id: number }>('select id from court_complexes where value = $1', [BENCH_COMPLEX])
  ).rows[0]?.id;
  if (complexId === undefined) throw new Error(`no complex ${BENCH_COMPLEX}: the server has not seeded`);
  const today = courtDate();
  const hearings = new Map<string, number>();
  for (const [index, room] of rooms.entries()) {
    const roomId = (
      await client.query<{ id: number }>(
        `insert into streaming_rooms (name) values ($1)
         on conflict (name) do update set name = excluded.name returning id`,
        [room],
      )
    ).rows[0]?.id;
    const courtRoomId = (
      await client.query<{ id: number }>(
        `insert into court_rooms (complex_id, name, value, streaming_room_id) values ($1, $2, $3, $4)
         on conflict (value) do update set streaming_room_id = excluded.streaming_room_id returning id`,
        [complexId, `Soak Court ${room}`, `soak^${room}`, roomId],
      )
    ).rows[0]?.id;
    const serial = String(index + 1).padStart(6, '0');
    const hearingId = (
      await client.query<{ id: number }>(
        `insert into cause_list_entries (next_date, streaming_room_id, court_room_id, casestage, cnr, petitioner,
           respondent, advocate_petitioner, advocate_respondent, case_type, filing_number, filing_date,
           registration_number, registration_date, case_number, petitioner_enrollment_id, respondent_enrollment_id)
         values ($1, $2, $3, 'Arguments', $4, 'Soak Petitioner', 'Soak Respondent', 'Soak Advocate One',
           'Soak Advocate Two', 'Civil', $5, $1, $5, $1, $6, 'D/0001/2020', 'D/0002/2020')
         returning id`,
        [today, roomId, courtRoomId, `DLCT01${serial}2025`, serial, `SOAK/${serial}/2025`],
      )
    ).rows[0]?.id;
    if (roomId === undefined || hearingId === undefined) throw new Error(`${room}: insert returned nothing`);
    hearings.set(room, hearingId);
  }
  return hearings;
}

export type SessionRow = {
  id: string;
  roomId: string;
  stopped: boolean;
  failure: string | null;
  file: string | null;
  durationSeconds: number | null;
};

/** Every recording session of the run with its recording, if finalised. */
export async function recordingSessions(client: pg.Client): Promise<SessionRow[]> {
  const { rows } = await client.query<SessionRow>(
    `select s.id, s.room_id as "roomId", s.stopped_at is not null as stopped, s.failure,
       r.file, r.duration_seconds as "durationSeconds"
     from recording_sessions s left join recordings r on r.id = s.recording_id
     order by s.started_at`,
  );
  return rows;
}

/** The rooms of hearings whose live session is still open (case search shows them Live). */
export async function liveHearingRooms(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select r.name from hearing_sessions h
       join cause_list_entries e on e.id = h.cause_list_entry_id
       join streaming_rooms r on r.id = e.streaming_room_id
     where h.ended_at is null order by r.name`,
  );
  return rows.map((row) => row.name);
}
