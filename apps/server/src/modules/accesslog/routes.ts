import { accessLogQuery, type AccessLogEntry, type ApiPage } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { Database } from '../../core/db/client.ts';
import { CSV_HEADER, accessLogCsvLine, csvLine } from './csv.ts';
import { kolkataDate } from './kolkata-time.ts';
import { presentAccessLogEntry } from './presenter.ts';
import { accessLogBatches, listAccessLog, type AccessLogFilters } from './queries.ts';

/** An export stops here: past it, a narrower date range is the useful answer, not a larger file. */
export const EXPORT_ROW_LIMIT = 50_000;
const EXPORT_BATCH_SIZE = 1_000;

const config = { access: 'accessLogs:view' as const };
const tags = ['access logs'];

/** UTF-8 with a byte-order mark, so a spreadsheet shows Hindi names and the arrows of the details correctly. */
async function* csvChunks(db: Database, filters: AccessLogFilters): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  const batches = accessLogBatches(db, filters, { limit: EXPORT_ROW_LIMIT, batchSize: EXPORT_BATCH_SIZE });
  for await (const rows of batches) yield rows.map(accessLogCsvLine).join('');
}

export function accessLogRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/accessLogs',
      { config, schema: { tags, querystring: accessLogQuery } },
      async (request): Promise<ApiPage<AccessLogEntry>> => {
        const { rows, total, totalPages } = await listAccessLog(db, request.query);
        return {
          status: true,
          data: rows.map(presentAccessLogEntry),
          page: request.query.page,
          total,
          totalPages,
        };
      },
    );

    app.get(
      '/accessLogs/export',
      { config, schema: { tags, querystring: accessLogQuery } },
      (request, reply) => {
        const filename = `access-logs-${kolkataDate(new Date())}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(Readable.from(csvChunks(db, request.query)));
      },
    );
  };
}
