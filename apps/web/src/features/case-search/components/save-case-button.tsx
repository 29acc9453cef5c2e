import type { CaseRow } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useSaveCase } from '../api/save-case';

type SaveCaseButtonProps = { row: CaseRow; saved: boolean };

/** An advocate's "add to my cases" on a result row; a case already on the list says so instead. */
export function SaveCaseButton({ row, saved }: SaveCaseButtonProps) {
  const { t } = useTranslation();
  const save = useSaveCase();
  if (saved) {
    return (
      <span className="text-success text-nowrap">
        <i className="bi bi-bookmark-check-fill me-1" aria-hidden="true" />
        {t('caseSearch.inMyCases')}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline-primary"
      aria-label={t('caseSearch.addToMyCases', { causeNo: row.causeNo })}
      disabled={save.isPending}
      onClick={() => save.mutate(row.cnr)}
    >
      <i className="bi bi-bookmark-plus" aria-hidden="true" />
    </Button>
  );
}
