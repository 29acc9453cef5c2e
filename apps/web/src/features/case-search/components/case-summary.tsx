import type { CaseRow } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../components/summary-list';
import { useCourtNames } from '../../../lib/court-name';
import { partiesLine } from '../../../lib/parties';

/** The hearing a request is about: case number, CNR, the parties, the date and the court. */
export function CaseSummary({ row }: { row: CaseRow }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  return (
    <SummaryList
      items={[
        [t('caseSearch.columns.causeNo'), row.causeNo],
        [t('caseSearch.columns.cnr'), row.cnr],
        [t('caseSearch.parties'), partiesLine(t, row)],
        [t('caseSearch.columns.date'), row.date],
        [t('caseSearch.court'), names.court(row.court)],
      ]}
    />
  );
}
