import { COURTROOM, type CaseRow } from '@nyaya/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useId, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Wait } from '../use-waiting-list';
import { LobbyCaseSlide } from './lobby-case-slide';

type LobbyCasesCarouselProps = {
  cases: CaseRow[];
  waits: Wait[];
  onWait: (row: CaseRow) => void;
  onCancel: (hearingId: number) => void;
};

/** spec.md §2, §9: the side list "Cases", a carousel of COURTROOM.carousel.slidesToShow scrolling slidesToScroll. */
export function LobbyCasesCarousel({ cases, waits, onWait, onCancel }: LobbyCasesCarouselProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [viewport, carousel] = useEmblaCarousel({
    axis: 'y',
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: COURTROOM.carousel.slidesToScroll,
  });
  const subscribe = useCallback(
    (onChange: () => void) => {
      carousel?.on('select', onChange).on('reInit', onChange);
      return () => {
        carousel?.off('select', onChange).off('reInit', onChange);
      };
    },
    [carousel],
  );
  const canScrollPrevious = useSyncExternalStore(subscribe, () => carousel?.canScrollPrev() ?? false);
  const canScrollNext = useSyncExternalStore(subscribe, () => carousel?.canScrollNext() ?? false);

  return (
    <section aria-labelledby={titleId}>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 id={titleId} className="h5 mb-0">
          {t('courtroomLobby.cases')}
        </h2>
        <div className="btn-group btn-group-sm">
          <Button
            variant="outline-primary"
            aria-label={t('courtroomLobby.previous')}
            disabled={!canScrollPrevious}
            onClick={() => carousel?.scrollPrev()}
          >
            <i className="bi bi-chevron-up" aria-hidden="true" />
          </Button>
          <Button
            variant="outline-primary"
            aria-label={t('courtroomLobby.next')}
            disabled={!canScrollNext}
            onClick={() => carousel?.scrollNext()}
          >
            <i className="bi bi-chevron-down" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {cases.length === 0 ? (
        <p className="text-body-secondary">{t('courtroomLobby.noOtherCases')}</p>
      ) : (
        <div className="lobby-cases-viewport" ref={viewport}>
          <ul className="lobby-cases-container list-unstyled mb-0">
            {cases.map((row) => (
              <li key={row.hearingId} className="lobby-cases-slide">
                <LobbyCaseSlide
                  row={row}
                  wait={waits.find((wait) => wait.row.hearingId === row.hearingId)}
                  onWait={onWait}
                  onCancel={onCancel}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
