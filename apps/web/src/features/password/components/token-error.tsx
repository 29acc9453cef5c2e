import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { translateFormError } from '../../../lib/translate-message';

/** The link's token is wrong or spent: no field to fix, so the message stands above the form. */
export function TokenError({ message }: { message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert">
      {translateFormError(t, message)}
    </Alert>
  );
}
