import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LOGIN_USER_ID_FIELD, LoginForm } from '../../features/auth/components/login-form';
import { FrontDoor } from '../../features/front-door/components/front-door';
import { FrontDoorLead } from '../../features/front-door/components/front-door-lead';
import { parseHearingId } from '../../lib/parse-hearing-id';
import { landingAfterSignIn } from '../guards/landing-after-sign-in';
import { AuthCard } from '../layouts/auth-card';

function focusSignIn() {
  const field = document.getElementById(LOGIN_USER_ID_FIELD);
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/** "/": the sign-in form beside the front door, where anyone checks a case or sees the courts live now. */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // A visitor who chose a live court to watch goes to it once signed in.
  const watching = parseHearingId(params.get('watch'));
  const afterSignIn = () => void navigate(landingAfterSignIn(params), { replace: true });

  return (
    <div className="front-door">
      <FrontDoorLead />
      <div className="front-door-columns">
        <AuthCard>
          {watching !== null && (
            <Alert variant="info" className="mb-3">
              {t('frontDoor.signInToWatch')} {t('frontDoor.noAccount')}{' '}
              <Link to={paths.public.signup.getHref()}>{t('frontDoor.signup')}</Link>
            </Alert>
          )}
          <LoginForm onSuccess={afterSignIn} />
        </AuthCard>
        <FrontDoor
          onSignIn={focusSignIn}
          onWatch={(court) => {
            setParams({ watch: String(court.hearingId) }, { replace: true });
            focusSignIn();
          }}
        />
      </div>
    </div>
  );
}
