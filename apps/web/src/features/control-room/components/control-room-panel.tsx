import { QueryFallback } from '../../../components/query-fallback';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomCards } from '../api/get-room-cards';
import { useRoomCardUpdates } from '../api/use-room-card-updates';
import { RoomCard } from './room-card';
import { UnfinishedRecordings } from './unfinished-recordings';

/** The Controller's live dashboard panel: one card per streaming room, kept current over the socket. */
export function ControlRoomPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const cards = useRoomCards();
  useRoomCardUpdates();
  return (
    <section aria-labelledby={titleId} className="mb-4">
      <h2 id={titleId} className="h4 mb-3">
        {t('controlRoom.title')}
      </h2>
      {!cards.isSuccess ? (
        <QueryFallback
          query={cards}
          loadingText={t('controlRoom.loading')}
          errorText={t('controlRoom.loadError')}
        />
      ) : cards.data.length === 0 ? (
        <p className="text-body-secondary">{t('controlRoom.noRooms')}</p>
      ) : (
        <Row xs={1} md={2} xl={3} className="g-3">
          {cards.data.map((card) => (
            <Col key={card.streamingRoomId}>
              <RoomCard card={card} />
            </Col>
          ))}
        </Row>
      )}
      <UnfinishedRecordings />
    </section>
  );
}
