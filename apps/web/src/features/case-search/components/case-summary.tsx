import type { CaseRow } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';

/** The hearing a request is about: case number, CNR, the parties, the date and the court. */
export function CaseSummary({ row }: { row: CaseRow }) {
  const { t } = useTranslation();
  const item = (label: string, value: string) => (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8 text-break">{value}</dd>
    </>
  );
  return (
    <dl className="row mb-3">
      {item(t('caseSearch.columns.causeNo'), row.causeNo)}
      {item(t('caseSearch.columns.cnr'), row.cnr)}
      {item(
        t('caseSearch.parties'),
        t('caseSearch.versus', { petitioner: row.petitioner, defendant: row.defendant }),
      )}
      {item(t('caseSearch.columns.date'), row.date)}
      {item(t('caseSearch.court'), row.courtName ?? row.courtRoom)}
    </dl>
  );
}
