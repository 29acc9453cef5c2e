import type { CaseRow, SavedCase } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { useRemoveSavedCase } from '../api/remove-saved-case';
import { CaseStatusCell } from './case-status-cell';
import { partiesLine } from '../../../lib/parties';

type MyCasesProps = {
  cases: SavedCase[] | undefined;
  isLoading: boolean;
  onRequest?: (row: CaseRow) => void;
};

/** An advocate's saved cases (kept on the server), each with the hearing that matters now and its action. */
export function MyCases({ cases, isLoading, onRequest }: MyCasesProps) {
  const { t } = useTranslation();
  const remove = useRemoveSavedCase();
  const columns: Column<SavedCase>[] = [
    {
      id: 'cnr',
      header: t('caseSearch.columns.cnr'),
      className: 'font-monospace',
      cell: (saved) => saved.cnr,
    },
    {
      id: 'causeNo',
      header: t('caseSearch.columns.causeNo'),
      className: 'text-nowrap',
      cell: (saved) => saved.hearing?.causeNo ?? '',
    },
    {
      id: 'parties',
      header: t('caseSearch.parties'),
      className: 'cell-name',
      cell: (saved) => (saved.hearing ? partiesLine(t, saved.hearing) : ''),
    },
    {
      id: 'date',
      header: t('caseSearch.columns.date'),
      className: 'text-nowrap',
      cell: (saved) => saved.hearing?.date ?? '',
    },
    {
      id: 'status',
      header: t('caseSearch.columns.status'),
      cell: (saved) =>
        saved.hearing ? (
          <CaseStatusCell row={saved.hearing} onRequest={onRequest} />
        ) : (
          t('caseSearch.noHearing')
        ),
    },
    {
      id: 'remove',
      header: t('caseSearch.columns.remove'),
      cell: (saved) => (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={t('caseSearch.removeFromMyCases', { cnr: saved.cnr })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(saved.cnr)}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </Button>
      ),
    },
  ];
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('caseSearch.myCases')}
        </Card.Title>
        <DataTable
          caption={t('caseSearch.myCasesCaption')}
          columns={columns}
          rows={cases}
          rowKey={(saved) => saved.cnr}
          isLoading={isLoading}
          emptyText={t('caseSearch.myCasesEmpty')}
        />
      </Card.Body>
    </Card>
  );
}
