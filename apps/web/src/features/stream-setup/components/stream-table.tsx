import type { StreamSetup } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { selectionColumn } from '../../../components/selection-column';
import { RevealToggle, StreamKeyCell } from './stream-key-cell';

type StreamTableProps = {
  rows: StreamSetup[] | undefined;
  isLoading: boolean;
  /** The Sr No. of the first row (page offset + 1). */
  firstSerial: number;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
};

/** The stream setups with a checkbox per row and a select-all; keys masked until a row's keys are shown. */
export function StreamTable({ rows, isLoading, firstSerial, selected, onSelect }: StreamTableProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const toggleReveal = (id: number) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const keyCell = (row: StreamSetup, name: 'youtubeKey' | 'facebookKey') => (
    <StreamKeyCell id={row.id} name={name} masked={row[name]} revealed={revealed.has(row.id)} />
  );

  const columns: Column<StreamSetup>[] = [
    selectionColumn({
      rows,
      rowKey: (row) => row.id,
      selected,
      onSelect,
      selectAllLabel: t('streamSetup.selectAll'),
      rowLabel: (row) => t('streamSetup.selectRow', { roomId: row.roomId }),
    }),
    { id: 'serial', header: t('streamSetup.columns.serial'), cell: (_, index) => firstSerial + index },
    { id: 'roomId', header: t('streamSetup.columns.roomId'), cell: (row) => row.roomId },
    {
      id: 'delay',
      header: t('streamSetup.columns.liveStreamDelay'),
      cell: (row) => t('streamSetup.delayValue', { count: row.liveStreamDelay }),
    },
    {
      id: 'youtubeUrl',
      header: t('streamSetup.columns.youtubeUrl'),
      className: 'cell-url',
      cell: (row) => row.youtubeUrl,
    },
    {
      id: 'youtubeKey',
      header: t('streamSetup.columns.youtubeKey'),
      className: 'cell-secret',
      cell: (row) => (
        <div className="d-flex align-items-center justify-content-between">
          {keyCell(row, 'youtubeKey')}
          <RevealToggle
            roomId={row.roomId}
            revealed={revealed.has(row.id)}
            onToggle={() => toggleReveal(row.id)}
          />
        </div>
      ),
    },
    {
      id: 'facebookUrl',
      header: t('streamSetup.columns.facebookUrl'),
      className: 'cell-url',
      cell: (row) => row.facebookUrl,
    },
    {
      id: 'facebookKey',
      header: t('streamSetup.columns.facebookKey'),
      className: 'cell-secret',
      cell: (row) => keyCell(row, 'facebookKey'),
    },
  ];
  return (
    <DataTable
      caption={t('streamSetup.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isLoading={isLoading}
    />
  );
}
