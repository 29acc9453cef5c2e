import type { StreamingExclusion } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Whether a hearing may go on the public stream, and if not, the rule that keeps it off. */
export function StreamingBadge({ exclusion }: { exclusion: StreamingExclusion }) {
  const { t } = useTranslation();
  if (exclusion === 'none')
    return (
      <Badge bg="success" className="text-wrap">
        {t('reader.mayBeStreamed')}
      </Badge>
    );
  return (
    <Badge bg="warning" text="dark" className="text-wrap text-start">
      {t('reader.notStreamed', { reason: t(`causeList.exclusions.${exclusion}`) })}
    </Badge>
  );
}
