import { PAGE_SIZE, can, type CaseRow, type CrnSearchInput } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AwaitingVerificationNote } from '../../../components/awaiting-verification-note';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { isApiError } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { notifyError } from '../../../lib/notify';
import { usePageState } from '../../../lib/use-page-state';
import { useCourtHearings, type CourtChoice } from '../api/get-court-hearings';
import { useSavedCases } from '../api/get-saved-cases';
import { useSearchCnr } from '../api/search-cnr';
import { CaseTable } from './case-table';
import { CnrSearchCard } from './cnr-search-card';
import { CourtRoomSelection } from './court-room-selection';
import { MyCases } from './my-cases';
import { RequestModal } from './request-modal';

/** What the results show: one case's hearings, one court's hearings, or nothing yet. */
type Search = { kind: 'cnr' } | { kind: 'court'; court: CourtChoice } | null;

/**
 * Spec 2 "Case search screen", reused as "Available Recordings" and "Live Sessions": find a case by CNR or a
 * court's hearings, then Join, View or Request; an advocate also keeps their own list of cases.
 */
export function CaseSearchPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { id: userId, role } = useSignedInUser();
  const [search, setSearch] = useState<Search>(null);
  const [cnrError, setCnrError] = useState<string>();
  const [requesting, setRequesting] = useState<CaseRow | null>(null);
  const [page, setPage] = usePageState();
  const cnrSearch = useSearchCnr();
  const court = search?.kind === 'court' ? search.court : null;
  const courtHearings = useCourtHearings(court, page);
  const keepsCases = can(role, 'cases:save');
  const savedCases = useSavedCases(userId, keepsCases);
  const onRequest = can(role, 'archival:request') ? setRequesting : undefined;

  const searchByCnr = (input: CrnSearchInput) => {
    setSearch({ kind: 'cnr' });
    cnrSearch.mutate(input, {
      onError: (error) => {
        if (isApiError(error) && error.field === 'crnNumber') setCnrError(error.message);
        else notifyError(error);
      },
    });
  };
  // Taking a court choice back empties a court's list, but leaves a CNR's results alone.
  const selectCourt = (choice: CourtChoice | null) => {
    setSearch((current) =>
      choice ? { kind: 'court', court: choice } : current?.kind === 'court' ? null : current,
    );
    setPage(1);
  };

  const results =
    search?.kind === 'cnr'
      ? { rows: cnrSearch.data, isLoading: cnrSearch.isPending, found: !cnrSearch.isError }
      : search?.kind === 'court'
        ? {
            rows: courtHearings.data?.data,
            isLoading: courtHearings.isPending,
            found: !courtHearings.isError,
          }
        : { rows: undefined, isLoading: false, found: false };

  return (
    <section className="page">
      <PageTitle title={title} />
      <AwaitingVerificationNote />
      {keepsCases && (
        <MyCases cases={savedCases.data} isLoading={savedCases.isPending} onRequest={onRequest} />
      )}
      <div className="row g-3 mb-4">
        <div className="col-lg-6">
          <CnrSearchCard
            pending={cnrSearch.isPending}
            serverError={cnrError}
            onSearch={searchByCnr}
            onEdit={() => setCnrError(undefined)}
          />
        </div>
        <div className="col-lg-6">
          <CourtRoomSelection onSelect={selectCourt} />
        </div>
      </div>
      <CaseTable
        caption={title}
        rows={results.rows}
        isLoading={results.isLoading}
        loadingText={t('caseSearch.loading', { title })}
        emptyText={results.found ? t('caseSearch.empty', { title }) : t('caseSearch.prompt')}
        firstNumber={search?.kind === 'court' ? (page - 1) * PAGE_SIZE.caseSearch + 1 : 1}
        onRequest={onRequest}
        savedCnrs={keepsCases ? new Set(savedCases.data?.map((saved) => saved.cnr)) : undefined}
      />
      {search?.kind === 'court' && (
        <Pagination page={page} totalPages={courtHearings.data?.totalPages ?? 0} onChange={setPage} />
      )}
      {requesting && <RequestModal row={requesting} onClose={() => setRequesting(null)} />}
    </section>
  );
}
