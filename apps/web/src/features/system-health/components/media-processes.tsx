import type { MediaProcess } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { momentColumn } from '../../../components/moment-column';
import { useClock } from '../../../lib/use-clock';
import { formatUptime } from '../format-uptime';

const keyOf = (process: MediaProcess) =>
  `${process.roomId} ${process.kind === 'relay' ? process.platform : process.kind}`;

/** An instance's ffmpeg processes, room by room: what each does, its state, since when and for how long. */
export function MediaProcesses({ name, processes }: { name: string; processes: MediaProcess[] }) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const columns: Column<MediaProcess>[] = [
    { id: 'room', header: t('systemHealth.processes.room'), cell: (process) => process.roomId },
    {
      id: 'process',
      header: t('systemHealth.processes.process'),
      cell: (process) =>
        process.kind === 'relay'
          ? t('systemHealth.processes.kinds.relay', {
              platform: t(`controlRoom.platforms.${process.platform}`),
            })
          : t(`systemHealth.processes.kinds.${process.kind}`),
    },
    {
      id: 'state',
      header: t('systemHealth.processes.state'),
      className: 'text-break',
      cell: (process) => (
        <span className={process.status === 'failed' ? 'text-danger' : undefined}>
          {t(`systemHealth.processes.status.${process.status}`, {
            reason: process.status === 'failed' ? process.reason : '',
          })}
        </span>
      ),
    },
    momentColumn('since', t('systemHealth.processes.since'), (process) => process.since, { seconds: true }),
    {
      id: 'uptime',
      header: t('systemHealth.processes.uptime'),
      className: 'text-nowrap',
      cell: (process) => formatUptime(process.since, now, i18n.language),
    },
  ];
  return (
    <DataTable
      caption={t('systemHealth.processes.title', { name })}
      columns={columns}
      rows={processes}
      rowKey={keyOf}
      isLoading={false}
      emptyText={t('systemHealth.processes.none')}
      className="mb-3"
    />
  );
}
