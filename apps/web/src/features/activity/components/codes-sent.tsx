import { ACTIVITY_LIST_LIMIT, type CodeSent } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { momentColumn } from '../../../components/moment-column';
import { ActivityList } from './activity-list';

/** The one-time codes sent to the user: what for, where to, and whether each was used. */
export function CodesSent({ codes }: { codes: CodeSent[] }) {
  const { t } = useTranslation();
  const columns: Column<CodeSent>[] = [
    momentColumn('sentAt', t('activity.columns.sentAt'), (code) => code.sentAt),
    {
      id: 'purpose',
      header: t('activity.columns.purpose'),
      cell: (code) => t(`activity.purposes.${code.purpose}`),
    },
    { id: 'to', header: t('activity.columns.to'), className: 'text-break', cell: (code) => code.to },
    {
      id: 'state',
      header: t('activity.columns.state'),
      cell: (code) => t(`activity.codeStates.${code.state}`),
    },
  ];
  return (
    <ActivityList
      title={t('activity.codes.title')}
      intro={t('activity.codes.intro', { limit: ACTIVITY_LIST_LIMIT })}
      columns={columns}
      rows={codes}
      rowKey={(code) => `${code.sentAt} ${code.purpose} ${code.to}`}
    />
  );
}
