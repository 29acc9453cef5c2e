import type { Profile } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { ContactSection } from './contact-section';
import { EmailChangeForm } from './email-change-form';
import { MobileChangeForm } from './mobile-change-form';

/** The mobile and e-mail cards, each changed through a code: on /changecontactdetails and on /profile. */
export function ContactDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <ContactSection
        id="contact-mobile"
        title={t('contact.mobileTitle')}
        existingLabel={t('contact.existingMobile')}
        value={`+${profile.dialCode} ${profile.mobile}`}
      >
        {(close) => <MobileChangeForm profile={profile} onDone={close} onCancel={close} />}
      </ContactSection>
      <ContactSection
        id="contact-email"
        title={t('contact.emailTitle')}
        existingLabel={t('contact.existingEmail')}
        value={profile.email}
      >
        {(close) => <EmailChangeForm profile={profile} onDone={close} onCancel={close} />}
      </ContactSection>
    </>
  );
}
