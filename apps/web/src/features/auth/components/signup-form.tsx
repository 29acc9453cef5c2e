import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  INDIAN_STATES,
  type LoginInput,
  type SignupInput,
} from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { currentSiteLanguage } from '../../../lib/i18n';
import { failureMessage, formErrorText, translateMessage } from '../../../lib/translate-message';
import { signupSchema, useSignup } from '../api/signup';
import { CountryField } from './country-field';
import { RoleField } from './role-field';

type Field = Exclude<keyof SignupInput, 'language'>;
/** The country's select sets the dial code: neither is typed. */
type TypedField = Exclude<Field, 'country' | 'dialCode'>;
type TextFieldSpec = [TypedField, 'text' | 'email' | 'tel' | 'password', string?];

const CONTACT_FIELDS: TextFieldSpec[] = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['mobile', 'tel', 'tel-national'],
  ['address1', 'text', 'address-line1'],
  ['address2', 'text', 'address-line2'],
  ['pinCode', 'text', 'postal-code'],
];
const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** The sign-up form; `onSuccess` gets the e-mail and password just typed, to verify the new account with. */
export function SignupForm({ onSuccess }: { onSuccess: (credentials: LoginInput) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { role: 'Individual', country: DEFAULT_COUNTRY, dialCode: DEFAULT_DIAL_CODE },
  });
  const { errors } = form.formState;
  const isAdvocate = useWatch({ control: form.control, name: 'role' }) === 'Advocate';
  const inIndia = useWatch({ control: form.control, name: 'country' }) === DEFAULT_COUNTRY;
  const signup = useSignup();

  const submit = form.handleSubmit((values) =>
    signup.mutate(
      { ...values, language: currentSiteLanguage() },
      {
        onSuccess: () => onSuccess({ userId: values.email, password: values.password }),
        onError: (error) => {
          if (isApiError(error) && error.field && error.field in signupSchema.shape) {
            form.setError(error.field as Field, { message: formErrorText(error) }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const formError =
    signup.error && !(isApiError(signup.error) && signup.error.field) ? failureMessage(signup.error) : null;

  const textField = ([name, type, autoComplete]: TextFieldSpec) => (
    <Col md={6} key={name}>
      <TextField
        id={`signup-${name}`}
        label={t(`auth.signup.${name}`)}
        registration={form.register(name)}
        error={errors[name]?.message}
        type={type}
        autoComplete={autoComplete}
        inputMode={name === 'mobile' || name === 'pinCode' ? 'numeric' : undefined}
      />
    </Col>
  );

  return (
    <Form noValidate onSubmit={submit}>
      <PageTitle title={t('auth.signup.title')} />
      {formError && (
        <Alert variant="danger" role="alert">
          {translateMessage(t, formError)}
        </Alert>
      )}
      <RoleField registration={form.register('role')} error={errors.role?.message} />
      <Row>
        {isAdvocate && textField(['enrollmentNumber', 'text'])}
        {CONTACT_FIELDS.map(textField)}
        <CountryField form={form} />
        {inIndia ? (
          <Col md={6}>
            <SelectField
              id="signup-state"
              label={t('auth.signup.state')}
              registration={form.register('state')}
              options={STATE_OPTIONS}
              placeholder={t('auth.signup.statePlaceholder')}
              error={errors.state?.message}
            />
          </Col>
        ) : (
          textField(['state', 'text', 'address-level1'])
        )}
        {textField(['city', 'text', 'address-level2'])}
        {textField(['password', 'password', 'new-password'])}
        {textField(['confirmPassword', 'password', 'new-password'])}
      </Row>
      <p className="small text-body-secondary">{t('auth.signup.passwordHint')}</p>
      <Button type="submit" variant="primary" disabled={signup.isPending}>
        {signup.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
      <p className="mt-4 mb-0">
        {t('auth.signup.haveAccount')} <Link to={paths.public.login.getHref()}>{t('auth.signup.login')}</Link>
      </p>
    </Form>
  );
}
