import Button from 'react-bootstrap/Button';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/translate-message';
import type { Wait } from '../use-waiting-list';

type AdmittedNoticesProps = { waits: Wait[]; onAccept: (hearingId: number) => void };

/** spec.md §2: the popover "You're accepted in the meeting. Join when you're ready." with Accept, per admitted case. */
export function AdmittedNotices({ waits, onAccept }: AdmittedNoticesProps) {
  const { t } = useTranslation();
  const admitted = waits.filter((wait) => wait.status === 'admitted');
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed">
      {admitted.map(({ row }) => (
        <Toast key={row.hearingId} data-testid="lobby-admitted" data-hearing-id={row.hearingId}>
          <Toast.Header closeButton={false}>
            <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
            <strong className="me-auto">{row.causeNo}</strong>
          </Toast.Header>
          <Toast.Body className="d-flex flex-column gap-2">
            <span>{translateMessage(t, 'acceptedInMeeting')}</span>
            <Button className="align-self-end" onClick={() => onAccept(row.hearingId)}>
              {t('courtroomLobby.accept')}
            </Button>
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
