import type { CourtName, SiteLanguage } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { currentSiteLanguage } from './i18n';

/** A master record's names: its Hindi one is null where master data has none. */
type Named = { name: string; nameHi: string | null } | { label: string; labelHi: string | null };

/** A master record's name in a language: on Hindi pages its Hindi name where it has one, else its English name. */
export function masterNameIn(record: Named, language: SiteLanguage): string {
  const [english, hindi] = 'label' in record ? [record.label, record.labelHi] : [record.name, record.nameHi];
  return (language === 'hi' && hindi) || english;
}

/**
 * Names of courts in the page's language, for every place a court is shown: `court` picks the server's
 * CourtName, `master` a court complex's, court room's or bench's own name. The component re-renders when the
 * language changes.
 */
export function useCourtNames() {
  useTranslation();
  const language = currentSiteLanguage();
  return {
    language,
    court: (name: CourtName) => name[language],
    master: (record: Named) => masterNameIn(record, language),
  };
}
