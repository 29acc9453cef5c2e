import { can } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useSignedInUser } from '../../../lib/auth';
import { JoinableMeetings } from './joinable-meetings';
import { MeetingLinksByRoom } from './meeting-links-by-room';

/**
 * /webExmeetingJoin: for courts that already hold hearings on an external video conference. The Controller sets
 * each room's link for a date; the room's Judge and the advocates of its hearings join from here.
 */
export function ExternalMeetingsPage() {
  const { t } = useTranslation();
  const { role } = useSignedInUser();
  const manages = can(role, 'externalMeetings:manage');
  return (
    <section className="page">
      <PageTitle title={t('pages.webExMeetingJoin')} />
      <p className="lead">{t(manages ? 'externalMeetings.introController' : 'externalMeetings.intro')}</p>
      {manages && <MeetingLinksByRoom />}
      <JoinableMeetings />
    </section>
  );
}
