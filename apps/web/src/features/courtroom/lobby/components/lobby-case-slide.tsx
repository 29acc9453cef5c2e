import type { CaseRow } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/translate-message';
import type { Wait } from '../use-waiting-list';
import { WaitStatusIcon } from './wait-status-icon';
import { partiesLine } from '../../../../lib/parties';

type LobbyCaseSlideProps = {
  row: CaseRow;
  /** The waiting for this case, once the advocate chose it. */
  wait: Wait | undefined;
  onWait: (row: CaseRow) => void;
  onCancel: (hearingId: number) => void;
};

/** One case of the side list: its number and parties, and whether the advocate waits or is admitted. */
export function LobbyCaseSlide({ row, wait, onWait, onCancel }: LobbyCaseSlideProps) {
  const { t } = useTranslation();
  return (
    <article className="card h-100" data-testid="lobby-case" data-hearing-id={row.hearingId}>
      <div className="card-body d-flex flex-column justify-content-center gap-1 py-2">
        <div className="d-flex align-items-center gap-2">
          {wait && <WaitStatusIcon status={wait.status} />}
          <h3 className="h6 mb-0">{row.causeNo}</h3>
        </div>
        <p className="small mb-0 text-truncate">{partiesLine(t, row, 'courtroomLobby.versus')}</p>
        {wait?.message && <p className="small text-danger mb-0">{translateMessage(t, wait.message)}</p>}
        {wait && wait.status !== 'refused' ? (
          <Button
            size="sm"
            variant="outline-primary"
            className="align-self-start"
            aria-label={t('courtroomLobby.stopWaitingFor', { caseNumber: row.causeNo })}
            onClick={() => onCancel(row.hearingId)}
          >
            {t('courtroomLobby.stopWaiting')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="primary"
            className="align-self-start"
            aria-label={t('courtroomLobby.waitFor', { caseNumber: row.causeNo })}
            disabled={wait?.status === 'refused'}
            onClick={() => onWait(row)}
          >
            {t('courtroomLobby.wait')}
          </Button>
        )}
      </div>
    </article>
  );
}
