import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Why nothing can be played here, and the way back to the list of recordings. */
export function ViewerMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert variant="danger" role="alert">
        {message}
      </Alert>
      <Link to={paths.app.recordings.getHref()}>{t('viewer.backToRecordings')}</Link>
    </>
  );
}
