import { QueryFallback } from '../../../components/query-fallback';
import type { PauseReason } from '@nyaya/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { keptTextShown, translateShown } from '../../../lib/translate-message';
import { usePauseReasons } from './api/get-pause-reasons';

type DisableStreamModalProps = {
  show: boolean;
  onCancel: () => void;
  onDone: (reason: PauseReason) => void;
};

/** spec.md §4 "Judge streaming toggle": why the stream stops; Done waits until a reason is chosen. */
export function DisableStreamModal({ show, onCancel, onDone }: DisableStreamModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasons = usePauseReasons(show);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = reasons.data?.find((reason) => reason.id === chosenId);

  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={() => setChosenId(null)}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('courtroomJudge.disableStream.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!reasons.isSuccess ? (
          <QueryFallback
            query={reasons}
            loadingText={t('courtroomJudge.disableStream.loading')}
            errorText={t('courtroomJudge.disableStream.loadError')}
            className="mb-0"
          />
        ) : (
          <fieldset>
            <legend className="fs-6 fw-semibold">{t('courtroomJudge.disableStream.legend')}</legend>
            {reasons.data.map((reason) => (
              <Form.Check
                key={reason.id}
                type="radio"
                name="pause-reason"
                id={`pause-reason-${reason.id}`}
                className="pause-reason"
                checked={chosenId === reason.id}
                onChange={() => setChosenId(reason.id)}
                label={
                  <>
                    <span className="fw-semibold">{reason.reason}</span>
                    <span className="d-block small text-body-secondary">
                      {translateShown(t, keptTextShown(reason))}
                    </span>
                  </>
                }
              />
            ))}
          </fieldset>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={!chosen} onClick={() => chosen && onDone(chosen)}>
          {t('courtroomJudge.disableStream.done')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
