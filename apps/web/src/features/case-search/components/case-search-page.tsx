import { PAGE_SIZE, can, type CaseRow, type CrnSearchInput } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AwaitingVerificationNote } from '../../../components/awaiting-verification-note';
import { CnrSearchCard } from '../../../components/cnr-search-card';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { isApiError } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { failureMessage, formErrorText, translateMessage } from '../../../lib/translate-message';
import { usePageState } from '../../../lib/use-page-state';
import { useCourtHearings, type CourtChoice } from '../api/get-court-hearings';
import { useSavedCases } from '../api/get-saved-cases';
import { useCnrHearings } from '../api/search-cnr';
import { CaseTable } from './case-table';
import { CourtRoomSelection } from './court-room-selection';
import { MyCases } from './my-cases';
import { RequestModal } from './request-modal';

/** What the results show: one case's hearings, one court's hearings, or nothing yet. */
type Search = { kind: 'cnr'; cnr: string } | { kind: 'court'; court: CourtChoice } | null;

/**
 * spec.md §2 "Case search screen", reused as "Available Recordings" and "Live Sessions": find a case by CNR or a
 * court's hearings, then Join, View or Request; an advocate also keeps their own list of cases.
 */
export function CaseSearchPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { id: userId, role } = useSignedInUser();
  const [search, setSearch] = useState<Search>(null);
  // Typing in the CNR box again puts away the server's message about the CNR searched.
  const [cnrEdited, setCnrEdited] = useState(false);
  const [requesting, setRequesting] = useState<CaseRow | null>(null);
  const [page, setPage] = usePageState();
  const cnrHearings = useCnrHearings(search?.kind === 'cnr' ? search.cnr : null);
  const court = search?.kind === 'court' ? search.court : null;
  const courtHearings = useCourtHearings(court, page);
  const keepsCases = can(role, 'cases:save');
  const savedCases = useSavedCases(userId, keepsCases);
  const onRequest = can(role, 'archival:request') ? setRequesting : undefined;

  const searchByCnr = ({ crnNumber }: CrnSearchInput) => {
    setCnrEdited(false);
    if (search?.kind === 'cnr' && search.cnr === crnNumber) void cnrHearings.refetch();
    else setSearch({ kind: 'cnr', cnr: crnNumber });
  };
  const clearResults = () => setSearch(null);
  // Taking a court choice back empties a court's list, but leaves a CNR's results alone.
  const selectCourt = (choice: CourtChoice | null) => {
    setSearch((current) =>
      choice ? { kind: 'court', court: choice } : current?.kind === 'court' ? null : current,
    );
    setPage(1);
  };

  const cnrFailure = search?.kind === 'cnr' ? cnrHearings.error : null;
  const cnrRefused = isApiError(cnrFailure) && cnrFailure.field === 'crnNumber';
  const results =
    search?.kind === 'cnr'
      ? { rows: cnrHearings.data, isLoading: cnrHearings.isPending, found: !cnrHearings.isError }
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
            className="h-100"
            pending={search?.kind === 'cnr' && cnrHearings.isFetching}
            serverError={cnrRefused && !cnrEdited ? formErrorText(cnrFailure) : undefined}
            onSearch={searchByCnr}
            onInvalid={clearResults}
            onEdit={() => setCnrEdited(true)}
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
        emptyText={
          results.found
            ? t('caseSearch.empty', { title })
            : cnrFailure && !cnrRefused
              ? translateMessage(t, failureMessage(cnrFailure))
              : t('caseSearch.prompt')
        }
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
