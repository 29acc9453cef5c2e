import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * spec.md §4 "Pagination": the page number lives in the history entry's state on the same path, so a reload
 * or coming back to the entry keeps it; the search (filters) stays as it is. A new search drops the state,
 * which is page 1.
 */
export function usePageState(): [number, (page: number) => void] {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const saved: unknown = (state as { page?: unknown } | null)?.page;
  const page = typeof saved === 'number' && Number.isInteger(saved) && saved >= 1 ? saved : 1;
  const setPage = useCallback(
    (next: number) => void navigate({ pathname, search }, { state: { page: next }, replace: true }),
    [navigate, pathname, search],
  );
  return [page, setPage];
}
