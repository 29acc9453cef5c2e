import type { BackupsHealth } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import { formatIstDateTime } from '../../../lib/format-date';
import { HealthFigure } from './health-figure';

/** The newest scheduled backup: verified (when, how big), running, failed (why), none yet, or none scheduled. */
export function LastBackup({ backups }: { backups: BackupsHealth }) {
  const { t, i18n } = useTranslation();
  const { last } = backups;
  const value = !backups.scheduled
    ? t('systemHealth.backups.notScheduled')
    : !last
      ? t('systemHealth.backups.none')
      : last.result === 'running'
        ? t('systemHealth.backups.running', { at: formatIstDateTime(last.startedAt) })
        : last.result === 'verified'
          ? t('systemHealth.backups.verified', {
              at: formatIstDateTime(last.finishedAt ?? last.startedAt),
              size: formatBytes(last.bytes ?? 0, i18n.language),
            })
          : t('systemHealth.backups.failed', {
              at: formatIstDateTime(last.startedAt),
              problem: last.problem,
            });
  const failed = last?.result === 'failed';
  return (
    <HealthFigure
      label={t('systemHealth.backups.title')}
      value={value}
      icon={failed ? 'bi-exclamation-triangle' : 'bi-archive'}
      alarming={failed}
    />
  );
}
