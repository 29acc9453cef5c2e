import { gridColumns } from '@nyaya/shared';
import { Children, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/translate-message';
import './meeting.css';

/** spec.md §9 "Participant grid": the tiles in gridColumns(n) columns; before anyone is there, the waiting text. */
export function VideoGrid({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tiles = Children.toArray(children).length;
  if (tiles === 0) {
    return (
      <div className="video-grid-empty" role="status" data-testid="video-grid-empty">
        {translateMessage(t, 'courtroomAboutToStart')}
      </div>
    );
  }
  const style = { '--grid-columns': gridColumns(tiles) } as CSSProperties;
  return (
    <div className="video-grid" style={style} data-testid="video-grid" data-columns={gridColumns(tiles)}>
      {children}
    </div>
  );
}
