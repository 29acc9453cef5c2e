// The access log's hash chain (issue 40): what linking each row costs a logged action, against the same inserts
// into the same table without the chain's trigger in the same run, on the embedded database and on PostgreSQL
// (one writer, and eight at once: the chain takes one writer at a time); and how fast the whole chain is checked.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { checkAccessLogChain } from '../apps/server/src/core/access-log-chain.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/core/db/client.ts';
import { migrateDatabase } from '../apps/server/src/core/db/migrate.ts';
import { postgresEnvironment } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const ROWS = Number(process.env.BENCH_ACCESS_LOG_ROWS ?? 4000);
const ROUNDS = 4;
const WRITERS = 8;

type Table = 'access_log' | 'access_log_plain';

const insert = (table: Table, index: number) =>
  sql`insert into ${sql.identifier(table)} (event, user_identifier, ip, user_agent, target, detail)
      values ('sign_in_failed', ${`user${index}@example.in`}, '10.0.0.1', 'Mozilla/5.0 (bench)', 'login', ${`attempt ${index}`})`;

/** Milliseconds per insert into each table, the two taken in turns so that the machine's drift falls on both. */
async function oneWriter(handle: DatabaseHandle) {
  const spent: Record<Table, number> = { access_log: 0, access_log_plain: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const table of ['access_log_plain', 'access_log'] as const) {
      const started = performance.now();
      for (let row = 0; row < ROWS / ROUNDS; row++) await handle.db.execute(insert(table, row));
      spent[table] += performance.now() - started;
    }
  }
  return { plain: spent.access_log_plain / ROWS, chained: spent.access_log / ROWS };
}

/** Inserts per second with WRITERS connections writing at once (PostgreSQL: instances of the server). */
async function manyWriters(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: WRITERS });
  const rate = async (table: Table) => {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let row = 0; row < ROWS / WRITERS; row++) {
          await pool.query(
            `insert into ${table} (event, user_identifier, detail) values ('sign_in_failed', $1, $2)`,
            [`writer${writer}`, `attempt ${row}`],
          );
        }
      }),
    );
    return ROWS / ((performance.now() - started) / 1000);
  };
  try {
    const plain = await rate('access_log_plain');
    const chained = await rate('access_log');
    return { plain, chained };
  } finally {
    await pool.end();
  }
}

async function measure(kind: 'embedded' | 'postgres') {
  const postgres = kind === 'postgres' ? await postgresEnvironment() : undefined;
  const handle = await openDatabase(postgres ? { databaseUrl: postgres.env.DATABASE_URL } : { memory: true });
  try {
    await migrateDatabase(handle);
    await handle.db.execute(sql`create table access_log_plain (like access_log including defaults)`);
    const single = await oneWriter(handle);
    const concurrent = postgres ? await manyWriters(postgres.env.DATABASE_URL) : undefined;
    const started = performance.now();
    const chain = await checkAccessLogChain(handle.db);
    const checkSeconds = (performance.now() - started) / 1000;
    if (chain.problem) throw new Error(`the chain does not hold: ${JSON.stringify(chain.problem)}`);
    return { kind, single, concurrent, checkRowsPerSecond: chain.rows / checkSeconds, rows: chain.rows };
  } finally {
    await handle.close();
    await postgres?.drop();
  }
}

const results = [await measure('embedded'), await measure('postgres')];
const ms = (value: number) => value.toFixed(3);
const rows = results.map(({ kind, single, concurrent, checkRowsPerSecond }) =>
  [
    kind,
    `${ms(single.plain)} → ${ms(single.chained)} ms (${(single.chained / single.plain).toFixed(2)}×)`,
    concurrent
      ? `${Math.round(concurrent.plain)} → ${Math.round(concurrent.chained)}/s (${(concurrent.chained / concurrent.plain).toFixed(2)}×)`
      : '—',
    `${Math.round(checkRowsPerSecond).toLocaleString('en')} rows/s`,
  ].join(' | '),
);
const body = [
  `${ROWS} inserts of one access-log row each (as \`recordAccess\` writes them), into \`access_log\` with the chain's`,
  'trigger and into a copy of the table without it (the baseline), taken in turns in the same run.',
  '',
  '| database | one writer: ms per row, without → with the chain | eight writers at once: rows/s | checking the chain |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row} |`),
].join('\n');
writeBenchmarkSection('Access log hash chain', body);
process.stdout.write(`${body}\n`);
