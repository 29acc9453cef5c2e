import { useTranslation } from 'react-i18next';
import { currentSiteLanguage } from '../../../lib/i18n';
import { useStreamedCourts } from '../api/get-streamed-courts';

/**
 * The courts streamed, named as one list in the page's language ("A, B and the High Court"). Not Intl.ListFormat:
 * the first Intl object a page makes loads the browser's locale data, 15 ms of a phone's first paint of "/"
 * (a quarter of its rendering, measured at 4× CPU slowdown), where nothing else needs it.
 */
function useCourtsNamed(): string | undefined {
  const { t } = useTranslation();
  const { data } = useStreamedCourts();
  if (!data) return undefined;
  const language = currentSiteLanguage();
  const complexes = data.complexes.map((complex) => complex[language]);
  const names = [...complexes, ...(data.highCourt ? [t('frontDoor.theHighCourt')] : [])];
  const last = names.pop();
  if (last === undefined) return undefined;
  return names.length === 0 ? last : t('frontDoor.courtsAnd', { others: names.join(', '), last });
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
