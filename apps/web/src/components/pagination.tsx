import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How many numbered pages show around the current one. */
const WINDOW = 5;

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

function pageWindow(page: number, totalPages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), totalPages - WINDOW + 1));
  const end = Math.min(totalPages, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** spec.md §4: first, previous, a window of numbered pages, next and last. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  // A page past the end (its last row was deleted, or a stale history state) moves to the last page.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onChange(totalPages);
  }, [page, totalPages, onChange]);
  if (totalPages < 1) return null;

  const item = (target: number, label: string, icon: string, disabled: boolean) => (
    <li className={`page-item ${disabled ? 'disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(target)}
      >
        <i className={`bi ${icon}`} aria-hidden="true" />
      </button>
    </li>
  );
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="pagination justify-content-end flex-wrap mb-0">
        {item(1, t('pagination.first'), 'bi-chevron-double-left', page <= 1)}
        {item(page - 1, t('pagination.previous'), 'bi-chevron-left', page <= 1)}
        {pageWindow(page, totalPages).map((number) => (
          <li key={number} className={`page-item ${number === page ? 'active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={t('pagination.page', { number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {item(page + 1, t('pagination.next'), 'bi-chevron-right', page >= totalPages)}
        {item(totalPages, t('pagination.last'), 'bi-chevron-double-right', page >= totalPages)}
      </ul>
    </nav>
  );
}
