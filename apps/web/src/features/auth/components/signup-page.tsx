import { MESSAGES } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { appState } from '../../../lib/app-state';
import { translateMessage } from '../../../lib/translate-message';
import { SignupForm } from './signup-form';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSuccess = () => {
    appState.showAlert(translateMessage(t, MESSAGES.signedUp), 'success');
    void navigate(paths.public.login.getHref());
  };
  return <SignupForm onSuccess={onSuccess} />;
}
