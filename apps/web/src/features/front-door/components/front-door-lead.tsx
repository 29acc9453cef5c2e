import { useTranslation } from 'react-i18next';
import { currentSiteLanguage } from '../../../lib/i18n';
import { useStreamedCourts } from '../api/get-streamed-courts';

/** The courts streamed, named as one list in the page's language ("A, B and the High Court"). */
function useCourtsNamed(): string | undefined {
  const { t } = useTranslation();
  const { data } = useStreamedCourts();
  if (!data) return undefined;
  const language = currentSiteLanguage();
  const complexes = data.complexes.map((complex) => complex[language]);
  const names = [...complexes, ...(data.highCourt ? [t('frontDoor.theHighCourt')] : [])];
  if (names.length === 0) return undefined;
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** What Nyaya Live is, naming the courts it streams (until they are known, or if none is, without them). */
export function FrontDoorLead() {
  const { t } = useTranslation();
  const courts = useCourtsNamed();
  return (
    <p className="front-door-lead">
      {courts ? t('frontDoor.leadCourts', { courts }) : t('frontDoor.leadNoCourts')} {t('frontDoor.lead')}{' '}
      {t('frontDoor.watchNeedsSignIn')}
    </p>
  );
}
