import type { CauseListDayEntry } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '../../../lib/format-date';
import { useMarkPartiesInformed } from '../api/mark-parties-informed';

/** The reader's "parties told" checkbox (a tick or nothing on paper), with who marked it and when. */
export function PartiesToldCell({ entry }: { entry: CauseListDayEntry }) {
  const { t } = useTranslation();
  const mark = useMarkPartiesInformed();
  // What the reader just asked for shows at once, until the saved list comes back (or the change fails).
  const [asked, setAsked] = useState<boolean | null>(null);
  const told = asked ?? entry.partiesInformedAt !== null;
  const change = (informed: boolean) => {
    setAsked(informed);
    mark.mutate({ hearingId: entry.hearingId, informed }, { onSettled: () => setAsked(null) });
  };
  return (
    <div className="d-flex align-items-start gap-2">
      <input
        type="checkbox"
        className="form-check-input mt-1 flex-shrink-0 d-print-none"
        aria-label={t('reader.partiesToldLabel', { caseNumber: entry.caseNumber })}
        checked={told}
        disabled={mark.isPending}
        onChange={(event) => change(event.target.checked)}
      />
      {told && (
        <span className="d-none d-print-inline" aria-hidden="true">
          ✓
        </span>
      )}
      {entry.partiesInformedAt !== null && (
        <span className="small text-body-secondary">
          {entry.partiesInformedByName && <span className="d-block">{entry.partiesInformedByName}</span>}
          <span className="d-block text-nowrap">{formatIstDateTime(entry.partiesInformedAt)}</span>
        </span>
      )}
    </div>
  );
}
