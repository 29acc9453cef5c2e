import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, MOBILE_LENGTH } from '@nyaya/shared';
import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mobileDigits } from '../../../components/form/digits-only';
import { TextField } from '../../../components/form/text-field';
import { translateFormError } from '../../../lib/translate-message';
import {
  mobileOtpVerificationSchema,
  mobileUpdateSchema,
  useSendMobileCode,
  useVerifyMobileCode,
} from '../api/change-mobile';
import { ContactChangeForm, type ContactFormProps } from './contact-change-form';
import { DialCodeSelect } from './dial-code-select';

const mobileOtpSchema = mobileOtpVerificationSchema.pick({ otp: true });

/**
 * spec.md §4 "Mobile change": the new number with its dial code, Submit sends a code and locks the number;
 * the code replaces the mobile (onDone); a wrong code keeps this step.
 */
export function MobileChangeForm({ profile, onDone, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  const form = useForm({
    resolver: zodResolver(mobileUpdateSchema),
    defaultValues: { oldMobile: profile.mobile, newMobile: '', dialCode: DEFAULT_DIAL_CODE, consent: false },
  });
  const { errors } = form.formState;
  // Edit opened this form: the typing starts in the new number.
  useEffect(() => form.setFocus('newMobile'), [form]);
  const send = useSendMobileCode();
  const verify = useVerifyMobileCode();
  // The number as typed, for the code and its check alike.
  const typed = () => {
    const { oldMobile, newMobile, dialCode, consent } = form.getValues();
    return { oldMobile, newMobile, dialCode, consent };
  };

  return (
    <ContactChangeForm
      form={form}
      legend={t('contact.newMobile')}
      fields={['newMobile', 'dialCode']}
      sendCode={(_parsed, resend) => send.mutateAsync({ ...typed(), resend })}
      sending={send.isPending}
      otp={{ id: 'contact-mobile-otp', label: t('contact.mobileOtp'), schema: mobileOtpSchema }}
      verifyCode={(otp, token) => {
        const { newMobile, dialCode } = typed();
        return verify.mutateAsync({ otp, token, newMobile, dialCode });
      }}
      changedMessage="mobileUpdated"
      onDone={onDone}
      onCancel={onCancel}
    >
      <Row>
        <Col md={5}>
          <DialCodeSelect
            id="contact-dial-code"
            country={country}
            onChange={(chosen) => {
              setCountry(chosen.code);
              form.setValue('dialCode', chosen.dialCode);
            }}
          />
        </Col>
        <Col md={7}>
          <TextField
            id="contact-new-mobile"
            label={t('contact.newMobile')}
            registration={mobileDigits(form.register('newMobile'), MOBILE_LENGTH)}
            error={errors.newMobile?.message}
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </Col>
      </Row>
      <Form.Group controlId="contact-mobile-consent" className="mb-3">
        <Form.Check
          {...form.register('consent')}
          label={t('contact.consent')}
          isInvalid={Boolean(errors.consent)}
          feedback={errors.consent?.message && translateFormError(t, errors.consent.message)}
          feedbackType="invalid"
        />
      </Form.Group>
    </ContactChangeForm>
  );
}
