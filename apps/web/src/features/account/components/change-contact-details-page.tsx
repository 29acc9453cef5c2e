import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { QueryFallback } from '../../../components/query-fallback';
import { useProfile } from '../api/get-profile';
import { ContactDetails } from './contact-details';
import { SettingsBreadcrumb } from '../../../components/settings-breadcrumb';

/** /changecontactdetails: the mobile and the e-mail, each changed through a one-time code. */
export function ChangeContactDetailsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <section className="page">
      <SettingsBreadcrumb current={t('pages.changeContactDetails')} />
      <PageTitle title={t('pages.changeContactDetails')} />
      {profile.data ? (
        <ContactDetails profile={profile.data} />
      ) : (
        <QueryFallback
          query={profile}
          loadingText={t('profile.loading')}
          errorText={t('profile.loadFailed')}
        />
      )}
    </section>
  );
}
