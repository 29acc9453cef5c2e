import type { MediaScrubHealth } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { formatDay, formatIstDateTime } from '../../../lib/format-date';
import { HealthFigure } from './health-figure';

/**
 * The media scrub: how many sealed recordings were read back lately and matched their seals, or the newest one
 * found damaged (its case, day, file and what was wrong), in the danger colour.
 */
export function MediaScrub({ scrub }: { scrub: MediaScrubHealth }) {
  const { t } = useTranslation();
  const [newest] = scrub.damaged;
  const value = newest
    ? t('systemHealth.mediaScrub.damaged', {
        count: scrub.damaged.length,
        cnr: newest.cnr,
        day: formatDay(newest.hearingDate),
        file: newest.file,
        damage: newest.damage,
        at: formatIstDateTime(newest.checkedAt),
      })
    : t('systemHealth.mediaScrub.matching', { checked: scrub.checkedRecently, count: scrub.recordings });
  return (
    <HealthFigure
      label={t('systemHealth.mediaScrub.title')}
      value={value}
      icon={newest ? 'bi-exclamation-triangle' : 'bi-shield-check'}
      alarming={newest !== undefined}
    />
  );
}
