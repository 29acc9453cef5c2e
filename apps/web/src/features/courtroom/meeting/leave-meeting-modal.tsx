import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';

type LeaveMeetingModalProps = {
  show: boolean;
  /** Leaving is under way: it cannot be pressed twice. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The spec's End Meeting confirmation as a participant meets it: only the host ends the meeting, so an advocate
 * is told they leave and the hearing goes on without them.
 */
export function LeaveMeetingModal({ show, pending, onCancel, onConfirm }: LeaveMeetingModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      show={show}
      title={t('courtroomMeeting.leaveTitle')}
      body={<p className="mb-0">{t('courtroomMeeting.leaveText')}</p>}
      cancelLabel={t('courtroomMeeting.endCancel')}
      confirmLabel={t('courtroomMeeting.leaveNow')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
