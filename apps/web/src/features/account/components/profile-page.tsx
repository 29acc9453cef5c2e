import type { Profile } from '@nyaya/shared';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { QueryFallback } from '../../../components/query-fallback';
import { SummaryList } from '../../../components/summary-list';
import { useProfile } from '../api/get-profile';
import { ContactDetails } from './contact-details';
import { CountryForm } from './country-form';
import { SettingsBreadcrumb } from '../../../components/settings-breadcrumb';

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <Card as="section" className="form-card mb-4" aria-labelledby="profile-details-title">
        <Card.Body>
          <Card.Title as="h2" className="h5" id="profile-details-title">
            {t('profile.details')}
          </Card.Title>
          <SummaryList
            items={[
              [t('profile.name'), `${profile.firstName} ${profile.lastName}`],
              [t('profile.mobile'), `+${profile.dialCode} ${profile.mobile}`],
              [t('profile.email'), profile.email],
            ]}
          />
          <CountryForm profile={profile} />
        </Card.Body>
      </Card>
      <ContactDetails profile={profile} />
    </>
  );
}

/** /profile: the name, mobile with dial code, e-mail and country; the country is edited here, the contacts by code. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <section className="page">
      <SettingsBreadcrumb current={t('pages.profile')} />
      <PageTitle title={t('pages.profile')} />
      {profile.data ? (
        <ProfileDetails profile={profile.data} />
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
