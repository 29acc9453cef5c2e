import type { StreamSetup } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useStreamConfig } from '../api/get-stream-config';
import { StreamForm } from './stream-form';

type StreamFormModalProps = { setup?: StreamSetup; onClose: () => void; onSaved: () => void };

/** Add (no setup) or Edit: the "Stream Setup" form once the server's YouTube RTMP prefix is known. */
export function StreamFormModal({ setup, onClose, onSaved }: StreamFormModalProps) {
  const { t } = useTranslation();
  const prefix = useStreamConfig().data?.youtubeRtmpPrefix;
  if (prefix !== undefined)
    return <StreamForm prefix={prefix} setup={setup} onClose={onClose} onSaved={onSaved} />;
  return (
    <FormModal
      title={t('streamSetup.formTitle')}
      pending
      onSubmit={(event) => event.preventDefault()}
      onHide={onClose}
      footerClose
    >
      <p role="status">{t('app.loading')}</p>
    </FormModal>
  );
}
