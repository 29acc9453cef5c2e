import { PUBLIC_STREAM_DECISIONS, type CauseListDayEntry, type PublicStreamDecision } from '@nyaya/shared';
import { useState } from 'react';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useSetPublicStream } from '../api/set-public-stream';

type PublicStreamToggleProps = { entry: CauseListDayEntry; disabled: boolean };

/**
 * The spec's Allow/Dismiss of one hearing, worded as what it decides, whether the public stream shows it
 * ("Dismiss" alone reads as a ruling on the case). Before the judge chooses, it shows what the streaming
 * rules give (an excluded matter starts dismissed).
 */
export function PublicStreamToggle({ entry, disabled }: PublicStreamToggleProps) {
  const { t } = useTranslation();
  const save = useSetPublicStream();
  // The judge's choice shows at once, until the saved list comes back (or the change fails).
  const [asked, setAsked] = useState<PublicStreamDecision | null>(null);
  const shown: PublicStreamDecision = asked ?? (entry.streamable ? 'allow' : 'dismiss');
  const choose = (decision: PublicStreamDecision) => {
    setAsked(decision);
    save.mutate({ hearingId: entry.hearingId, decision }, { onSettled: () => setAsked(null) });
  };
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <span className="small fw-semibold">
        <i className="bi bi-broadcast me-1" aria-hidden="true" />
        {t('courtroomCauseList.publicStreamLabel')}
      </span>
      <ToggleButtonGroup
        type="radio"
        size="sm"
        name={`public-stream-${entry.hearingId}`}
        value={shown}
        onChange={choose}
        aria-label={t('courtroomCauseList.publicStream', { caseNumber: entry.caseNumber })}
      >
        {PUBLIC_STREAM_DECISIONS.map((decision) => (
          <ToggleButton
            key={decision}
            id={`public-stream-${entry.hearingId}-${decision}`}
            value={decision}
            variant={decision === 'allow' ? 'outline-success' : 'outline-danger'}
            disabled={disabled || save.isPending}
          >
            {t(`courtroomCauseList.${decision}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
