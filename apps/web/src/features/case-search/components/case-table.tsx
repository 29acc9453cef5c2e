import type { CaseRow } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { CaseStatusCell } from './case-status-cell';
import { SaveCaseButton } from './save-case-button';
import { partyName } from '../../../lib/parties';

type CaseTableProps = {
  caption: string;
  rows: CaseRow[] | undefined;
  isLoading: boolean;
  loadingText: string;
  emptyText: string;
  /** Sr No. of the first row (a later page goes on counting). */
  firstNumber: number;
  onRequest?: (row: CaseRow) => void;
  /** An advocate's saved CNRs: the rows then get an "add to my cases" action. */
  savedCnrs?: ReadonlySet<string>;
};

/** The results of spec.md §2: Sr No., Case No., CNR, Petitioner, Defendant, Date, Recordings, Status. */
export function CaseTable(props: CaseTableProps) {
  const { caption, rows, isLoading, loadingText, emptyText, firstNumber, onRequest, savedCnrs } = props;
  const { t } = useTranslation();
  const columns: Column<CaseRow>[] = [
    { id: 'srNo', header: t('caseSearch.columns.srNo'), cell: (_row, index) => firstNumber + index },
    {
      id: 'causeNo',
      header: t('caseSearch.columns.causeNo'),
      className: 'text-nowrap',
      cell: (row) => row.causeNo,
    },
    { id: 'cnr', header: t('caseSearch.columns.cnr'), className: 'font-monospace', cell: (row) => row.cnr },
    {
      id: 'petitioner',
      header: t('caseSearch.columns.petitioner'),
      className: 'cell-name',
      cell: (row) => partyName(t, row.petitioner, row.withheld),
    },
    {
      id: 'defendant',
      header: t('caseSearch.columns.defendant'),
      className: 'cell-name',
      cell: (row) => partyName(t, row.defendant, row.withheld),
    },
    { id: 'date', header: t('caseSearch.columns.date'), className: 'text-nowrap', cell: (row) => row.date },
    { id: 'recordings', header: t('caseSearch.columns.recordings'), cell: (row) => row.recordings },
    {
      id: 'status',
      header: t('caseSearch.columns.status'),
      cell: (row) => <CaseStatusCell row={row} onRequest={onRequest} />,
    },
  ];
  if (savedCnrs) {
    columns.push({
      id: 'myCases',
      header: t('caseSearch.columns.myCases'),
      cell: (row) => <SaveCaseButton row={row} saved={savedCnrs.has(row.cnr)} />,
    });
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.hearingId}
      isLoading={isLoading}
      loadingText={loadingText}
      emptyText={emptyText}
    />
  );
}
