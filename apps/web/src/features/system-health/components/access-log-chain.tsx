import type { AccessLogChainHealth } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '../../../lib/format-date';
import { HealthFigure } from './health-figure';

/**
 * The access log's hash chain as the newest hourly checkpoint found it: whole (how many rows, when), or the first
 * row edited, put in or missing, in the danger colour; none yet before the first checkpoint.
 */
export function AccessLogChain({ chain }: { chain: AccessLogChainHealth }) {
  const { t } = useTranslation();
  const checkpoint = chain.lastCheckpoint;
  const at = checkpoint && formatIstDateTime(checkpoint.checkedAt);
  const value = !checkpoint
    ? t('systemHealth.accessLogChain.none')
    : checkpoint.problem
      ? t(`systemHealth.accessLogChain.${checkpoint.problem.kind}`, { at, row: checkpoint.problem.rowId })
      : t('systemHealth.accessLogChain.whole', { at, count: checkpoint.rows });
  const broken = checkpoint?.problem != null;
  return (
    <HealthFigure
      label={t('systemHealth.accessLogChain.title')}
      value={value}
      icon={broken ? 'bi-exclamation-triangle' : 'bi-link-45deg'}
      alarming={broken}
    />
  );
}
