import type { CaseRow } from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useCourtNames } from '../../../../lib/court-name';
import { partiesLine } from '../../../../lib/parties';
import { translateMessage } from '../../../../lib/translate-message';
import type { Wait } from '../use-waiting-list';
import { WaitStatusIcon } from './wait-status-icon';

type LobbyCaseHeaderProps = { row: CaseRow; wait: Wait | undefined; onCancel: () => void };

/** spec.md §2: the case number and "petitioner vs defendant" of the case the advocate waits for, and Cancel. */
export function LobbyCaseHeader({ row, wait, onCancel }: LobbyCaseHeaderProps) {
  const { t } = useTranslation();
  const names = useCourtNames();
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        {wait && <WaitStatusIcon status={wait.status} />}
        <h2 className="h4 mb-0" data-testid="lobby-case-number">
          {row.causeNo}
        </h2>
      </div>
      <p className="mb-1 text-body-secondary" data-testid="lobby-court">
        {names.court(row.court)}
      </p>
      <p className="lead mb-2" data-testid="lobby-parties">
        {partiesLine(t, row, 'courtroomLobby.versus')}
      </p>
      <p role="status" className="mb-2">
        {wait && wait.status !== 'refused' && t(`courtroomLobby.statusText.${wait.status}`)}
      </p>
      {wait?.message && (
        <Alert variant="danger" data-testid="lobby-refused">
          {translateMessage(t, wait.message)}
        </Alert>
      )}
      <Button variant="outline-primary" onClick={onCancel}>
        {t('courtroomLobby.cancel')}
      </Button>
    </div>
  );
}
