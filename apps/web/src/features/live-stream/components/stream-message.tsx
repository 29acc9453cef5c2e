import { can } from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth';

/** Why there is no stream to show here, and the way back to finding a hearing for those who search there. */
export function StreamMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  const { role } = useSignedInUser();
  return (
    <>
      <Alert variant="danger" role="alert">
        {message}
      </Alert>
      {can(role, 'recordings:view') && (
        <Link to={paths.app.recordings.getHref()}>{t('liveStream.backToSearch')}</Link>
      )}
    </>
  );
}
