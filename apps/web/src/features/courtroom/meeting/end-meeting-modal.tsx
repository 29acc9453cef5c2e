import { ConfirmModal } from '../../../components/confirm-modal';
import { useTranslation } from 'react-i18next';

type EndMeetingModalProps = {
  show: boolean;
  /** END NOW is running: it cannot be pressed twice. */
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** spec.md §2 "End-meeting confirmation" and 4 "End meeting", word for word. */
export function EndMeetingModal({ show, pending, onCancel, onConfirm }: EndMeetingModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      show={show}
      title={t('courtroomMeeting.endTitle')}
      body={<p className="mb-0">{t('courtroomMeeting.endText')}</p>}
      cancelLabel={t('courtroomMeeting.endCancel')}
      confirmLabel={t('courtroomMeeting.endNow')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
