import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { usePageState } from '../../../lib/use-page-state';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { accessLogQuery, useAccessLogs, type AccessLogFilters } from '../api/get-access-logs';
import { AccessLogFiltersBar } from './access-log-filters-bar';
import { AccessLogTable } from './access-log-table';

const FILTERS = ['q', 'event', 'from', 'to'] as const;

/** /masters/accessLogs: every sign-in, sign-out and administrative change, filtered and exportable. */
export function AccessLogsPage() {
  const { t } = useTranslation();
  const [raw, setFilters] = useSearchFilters(FILTERS);
  const [page, setPage] = usePageState();
  // The address may hold anything: the shared query schema decides what is sent.
  const parsed = accessLogQuery.safeParse({
    q: raw.q || undefined,
    event: raw.event || undefined,
    from: raw.from || undefined,
    to: raw.to || undefined,
  });
  const filters: AccessLogFilters | undefined = parsed.success
    ? { q: parsed.data.q, event: parsed.data.event, from: parsed.data.from, to: parsed.data.to }
    : undefined;
  const logs = useAccessLogs(page, filters);

  return (
    <section className="page">
      <PageTitle title={t('pages.accessLogs')} />
      <AccessLogFiltersBar
        values={raw}
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        exportFilters={filters}
        onChange={setFilters}
      />
      <AccessLogTable
        entries={filters ? logs.data?.data : []}
        isLoading={Boolean(filters) && logs.isPending}
      />
      <Pagination page={page} totalPages={filters ? (logs.data?.totalPages ?? 0) : 0} onChange={setPage} />
    </section>
  );
}
